/**
 * Video calls: booking within the balance and caps,
 * only the two people may see or act on a room, start once, extra minutes and tips through the
 * ledger exactly once, unlimited for the receiver in the last 30 s, and server-side metering that
 * charges each minute once and ends the call when the time or the tokens run out.
 */
import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, videoCallRooms } from '../../server/db/schema/index'
import { authed, type Signed } from '../fixtures/auth'
import {
  bookCall,
  type CallApp,
  callRequest,
  createCallApp,
  MINUTE_MS,
  meter,
  newCaller,
  PRICE,
  readCall,
} from './calls-fixture'
import { balanceOf, expectLedgerBalanced } from './wallet-fixture'

let t: CallApp

beforeAll(async () => {
  t = await createCallApp()
})
afterAll(() => t.close())

async function roomRow(hash: string) {
  const [row] = await t.db.select().from(videoCallRooms).where(eq(videoCallRooms.hash, hash))
  if (!row) throw new Error('no room')
  return row
}

function act(who: Signed, hash: string, action: string, options: { body?: unknown; key?: string } = {}) {
  return callRequest(t, who, 'POST', `/api/video_call_room/${hash}/${action}`, options)
}

describe('booking a call', () => {
  it('shows the price and what the balance buys, then books a room with an unguessable hash', async () => {
    const member = await newCaller(t, 45)
    const quote = await authed(t, member.accessToken, {
      method: 'GET',
      url: `/api/video_call_quote?model_id=${t.modelId}`,
    })
    expect(quote.statusCode, quote.body).toBe(200)
    expect(quote.json().data).toEqual({
      model_id: t.modelId,
      tokens_per_minute: PRICE.perMinute,
      tokens_per_extra_min: PRICE.perExtraMinute,
      balance: 45,
      affordable_minutes: 4,
    })
    const room = await bookCall(t, member, 4)
    expect(room.hash).toMatch(/^[0-9a-f]{32}$/)
    expect(room).toMatchObject({
      mins: 4,
      extra_minutes_bought: 0,
      started_at: null,
      is_unlimited: false,
      is_sender: true,
      is_receiver: false,
      tokens_per_extra_min: PRICE.perExtraMinute,
    })
    // Booking charges nothing: minutes are charged as they start.
    expect(await balanceOf(t, member)).toBe(45)
    // The creator is invited in the conversation, and sees the room as its receiver.
    const creatorView = await readCall(t, t.creator, room.hash)
    expect(creatorView).toMatchObject({ is_sender: false, is_receiver: true, mins: 4 })
  })

  it('refuses more minutes than the balance or the spending cap pays for', async () => {
    const member = await newCaller(t, 25)
    const tooMany = await callRequest(t, member, 'POST', '/api/video_call_rooms', {
      body: { model_id: t.modelId, mins: 3 },
    })
    expect(tooMany.statusCode).toBe(402)
    expect(tooMany.json().code).toBe('insufficient_tokens')
    const capped = await newCaller(t, 100)
    const limits = { daily_cap: 20, monthly_cap: null, confirm_above: null }
    expect(
      (await authed(t, capped.accessToken, { method: 'PUT', url: '/api/spending_limits', payload: limits })).statusCode,
    ).toBe(200)
    const quote = await authed(t, capped.accessToken, {
      method: 'GET',
      url: `/api/video_call_quote?model_id=${t.modelId}`,
    })
    expect(quote.json().data.affordable_minutes).toBe(2)
    const over = await callRequest(t, capped, 'POST', '/api/video_call_rooms', {
      body: { model_id: t.modelId, mins: 3 },
    })
    expect(over.statusCode).toBe(403)
    expect(over.json().code).toBe('spending_limit_reached')
  })

  it('needs login, then a subscription; the creator cannot call themselves; bad input is 4xx', async () => {
    const guest = await callRequest(t, null, 'POST', '/api/video_call_rooms', {
      body: { model_id: t.modelId, mins: 1 },
    })
    expect(guest.statusCode).toBe(401)
    const notMember = await newCaller(t, 100, false)
    const refused = await callRequest(t, notMember, 'POST', '/api/video_call_rooms', {
      body: { model_id: t.modelId, mins: 1 },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('chat_subscription_required')
    const own = await callRequest(t, t.creator, 'POST', '/api/video_call_rooms', {
      body: { model_id: t.modelId, mins: 1 },
    })
    expect(own.statusCode).toBe(403)
    const member = await newCaller(t, 100)
    for (const body of [
      { model_id: t.modelId, mins: 0 },
      { model_id: t.modelId, mins: 31 },
      { model_id: t.modelId },
      { mins: 1 },
    ]) {
      expect((await callRequest(t, member, 'POST', '/api/video_call_rooms', { body })).statusCode).toBe(422)
    }
    const noKey = await callRequest(t, member, 'POST', '/api/video_call_rooms', {
      body: { model_id: t.modelId, mins: 1 },
      key: null,
    })
    expect(noKey.statusCode).toBe(422)
  })
})

describe('a room is its two people’s', () => {
  it('a guest gets 401, anyone else and an unknown hash 422 call_not_found', async () => {
    const member = await newCaller(t, 50)
    const room = await bookCall(t, member, 1)
    expect((await callRequest(t, null, 'GET', `/api/video_call_room/${room.hash}`)).statusCode).toBe(401)
    const stranger = await newCaller(t, 50)
    for (const res of [
      await callRequest(t, stranger, 'GET', `/api/video_call_room/${room.hash}`),
      await act(stranger, room.hash, 'start'),
      await act(stranger, room.hash, 'buy_extra_minute'),
      await act(stranger, room.hash, 'send_tokens', { body: { quantity: 5 } }),
      await callRequest(t, member, 'GET', `/api/video_call_room/${'0'.repeat(32)}`),
      await act(member, '0'.repeat(32), 'start'),
    ]) {
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('call_not_found')
    }
    expect((await callRequest(t, member, 'GET', '/api/video_call_room/not-a-hash')).statusCode).toBe(422)
    expect(await balanceOf(t, stranger)).toBe(50)
  })
})

describe('during a call', () => {
  it('start sets started_at once and charges the first minute', async () => {
    const member = await newCaller(t, 50)
    const room = await bookCall(t, member, 2)
    const first = await act(t.creator, room.hash, 'start')
    expect(first.statusCode, first.body).toBe(200)
    const startedAt = first.json().data.started_at
    expect(startedAt).toBe(t.clock().getTime())
    t.clock.advance(5_000)
    const again = await act(member, room.hash, 'start')
    expect(again.json().data.started_at).toBe(startedAt)
    expect(await balanceOf(t, member)).toBe(50 - PRICE.perMinute)
    const view = await readCall(t, member, room.hash)
    expect(view.log).toEqual([expect.objectContaining({ kind: 'minute', emisor: member.user.username, quantity: 10 })])
    expect(view.log[0]).toEqual(expect.objectContaining({ description: expect.any(String), time: expect.any(String) }))
  })

  it('an extra minute is charged once per Idempotency-Key and adds a minute; only the sender buys', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 1)
    await act(member, room.hash, 'start')
    const key = crypto.randomUUID()
    const bought = await act(member, room.hash, 'buy_extra_minute', { key })
    expect(bought.statusCode, bought.body).toBe(201)
    const replay = await act(member, room.hash, 'buy_extra_minute', { key })
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    const view = await readCall(t, t.creator, room.hash)
    expect(view.extra_minutes_bought).toBe(1)
    expect(view.log.map((entry) => entry.kind)).toEqual(['minute', 'extra_minute'])
    expect(await balanceOf(t, member)).toBe(100 - PRICE.perMinute - PRICE.perExtraMinute)
    expect((await act(t.creator, room.hash, 'buy_extra_minute')).statusCode).toBe(403)
    await expectLedgerBalanced(t)
  })

  it('an extra minute asked for once the countdown has reached its end (1 s) is refused and charges nothing', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 1)
    await act(member, room.hash, 'start')
    // Both screens have left the call; the metering job that ends it here has not run yet.
    t.clock.advance(MINUTE_MS - 1_000)
    const late = await act(member, room.hash, 'buy_extra_minute')
    expect(late.statusCode).toBe(409)
    expect(await balanceOf(t, member)).toBe(100 - PRICE.perMinute)
    expect((await readCall(t, member, room.hash)).extra_minutes_bought).toBe(0)
    // A moment earlier it is still a minute well spent.
    const other = await newCaller(t, 100)
    const live = await bookCall(t, other, 1)
    await act(other, live.hash, 'start')
    t.clock.advance(MINUTE_MS - 2_000)
    expect((await act(other, live.hash, 'buy_extra_minute')).statusCode).toBe(201)
    await expectLedgerBalanced(t)
  })

  it('not enough tokens for an extra minute is 402 and moves nothing', async () => {
    const member = await newCaller(t, 20)
    const room = await bookCall(t, member, 1)
    await act(member, room.hash, 'start')
    const res = await act(member, room.hash, 'buy_extra_minute')
    expect(res.statusCode).toBe(402)
    expect(res.json().code).toBe('insufficient_tokens')
    expect(await balanceOf(t, member)).toBe(10)
    expect((await readCall(t, member, room.hash)).extra_minutes_bought).toBe(0)
  })

  it('send_tokens moves the quantity to the creator and shows in the log; bad quantities are 422', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 1)
    const sent = await act(member, room.hash, 'send_tokens', { body: { quantity: 7 } })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(await balanceOf(t, member)).toBe(93)
    const view = await readCall(t, t.creator, room.hash)
    expect(view.log).toEqual([expect.objectContaining({ kind: 'tokens', quantity: 7, emisor: member.user.username })])
    for (const body of [{ quantity: 0 }, { quantity: 1.5 }, { quantity: '5' }, {}]) {
      expect((await act(member, room.hash, 'send_tokens', { body })).statusCode).toBe(422)
    }
    expect((await act(t.creator, room.hash, 'send_tokens', { body: { quantity: 3 } })).statusCode).toBe(403)
    await expectLedgerBalanced(t)
  })

  it('unlimited: refused for the sender and while 30 s or more remain; the receiver may under 30 s', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 1)
    await act(member, room.hash, 'start')
    expect((await act(member, room.hash, 'unlock')).statusCode).toBe(403)
    t.clock.advance(MINUTE_MS - 30_000)
    expect((await act(t.creator, room.hash, 'unlock')).statusCode).toBe(409)
    t.clock.advance(1_000)
    const unlocked = await act(t.creator, room.hash, 'unlock')
    expect(unlocked.statusCode, unlocked.body).toBe(200)
    expect(unlocked.json().data.is_unlimited).toBe(true)
  })
})

describe('metering on the server', () => {
  it('charges each minute once, even when its job runs twice at the same time, and ends with the countdown', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 2)
    await act(member, room.hash, 'start')
    const { id } = await roomRow(room.hash)
    t.clock.advance(MINUTE_MS)
    await Promise.all([meter(t, id, 1), meter(t, id, 1)])
    expect(await balanceOf(t, member)).toBe(100 - 2 * PRICE.perMinute)
    t.clock.advance(MINUTE_MS)
    await Promise.all([meter(t, id, 2), meter(t, id, 2)])
    const ended = await roomRow(room.hash)
    expect(ended.endedAt).not.toBeNull()
    expect(ended.endReason).toBe('time')
    expect(await balanceOf(t, member)).toBe(80)
    expect((await act(member, room.hash, 'buy_extra_minute')).statusCode).toBe(409)
    await expectLedgerBalanced(t)
  })

  it('an unlimited call goes on while the tokens last, then ends', async () => {
    const member = await newCaller(t, 30)
    const room = await bookCall(t, member, 1)
    await act(member, room.hash, 'start')
    const { id } = await roomRow(room.hash)
    t.clock.advance(MINUTE_MS - 10_000)
    expect((await act(t.creator, room.hash, 'unlock')).statusCode).toBe(200)
    t.clock.advance(10_000)
    await meter(t, id, 1)
    t.clock.advance(MINUTE_MS)
    await meter(t, id, 2)
    expect(await balanceOf(t, member)).toBe(0)
    expect((await roomRow(room.hash)).endedAt).toBeNull()
    t.clock.advance(MINUTE_MS)
    await meter(t, id, 3)
    const ended = await roomRow(room.hash)
    expect(ended.endReason).toBe('tokens')
    expect(ended.endedAt).not.toBeNull()
    await expectLedgerBalanced(t)
  })

  it('a hang-up ends the call: no further minute is charged', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 3)
    await act(member, room.hash, 'start')
    const { id } = await roomRow(room.hash)
    const hung = await act(t.creator, room.hash, 'hang_up')
    expect(hung.statusCode, hung.body).toBe(200)
    expect(hung.json().data.ended_at).toBe(t.clock().getTime())
    t.clock.advance(MINUTE_MS)
    await meter(t, id, 1)
    expect(await balanceOf(t, member)).toBe(100 - PRICE.perMinute)
    await expectLedgerBalanced(t)
  })
})

describe('a call in the token history', () => {
  type Line = { operation: string; description: string; tokens: number; model: { id: number } | null }

  async function history(who: Signed, lang = 'en'): Promise<Line[]> {
    const res = await callRequest(t, who, 'GET', `/api/tokens?per_page=20&lang=${lang}`)
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { data: Line[] }).data
  }

  it('lists a minute, an extra minute and a tip during the call each as itself, and counts them as spent', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 1)
    await act(member, room.hash, 'start')
    expect((await act(member, room.hash, 'buy_extra_minute')).statusCode).toBe(201)
    expect((await act(member, room.hash, 'send_tokens', { body: { quantity: 7 } })).statusCode).toBe(201)

    const [creator] = await t.db.select({ name: creators.name }).from(creators).where(eq(creators.id, t.modelId))
    const name = creator?.name ?? ''
    const lines = await history(member)
    expect(lines.slice(0, 3).map(({ operation, description, tokens }) => ({ operation, description, tokens }))).toEqual(
      [
        { operation: 'call_tip', description: `Tip to ${name} during a video call`, tokens: -7 },
        {
          operation: 'call_extra_minute',
          description: `Extra minute of a video call with ${name}`,
          tokens: -PRICE.perExtraMinute,
        },
        { operation: 'call_minute', description: `Video call minute with ${name}`, tokens: -PRICE.perMinute },
      ],
    )
    expect(lines.slice(0, 3).every((line) => line.model?.id === t.modelId)).toBe(true)
    const spanish = await history(member, 'es')
    expect(spanish.slice(0, 3).map((line) => line.description)).toEqual([
      `Propina para ${name} durante una videollamada`,
      `Minuto extra de videollamada con ${name}`,
      `Minuto de videollamada con ${name}`,
    ])

    // Per creator, the call's time and its tip are told apart; the statement counts all of it as spent.
    const spending = await callRequest(t, member, 'GET', '/api/token_spending')
    expect(spending.json().data[0]).toMatchObject({
      model: { id: t.modelId },
      tokens: PRICE.perMinute + PRICE.perExtraMinute + 7,
      calls: PRICE.perMinute + PRICE.perExtraMinute,
      tips: 7,
      unlocks: 0,
    })
    const month = t.clock().toISOString().slice(0, 7)
    const statement = await callRequest(t, member, 'GET', `/api/statements?month=${month}`)
    expect(statement.json().data.tokens).toMatchObject({
      bought: 100,
      spent: PRICE.perMinute + PRICE.perExtraMinute + 7,
      closing_balance: 100 - PRICE.perMinute - PRICE.perExtraMinute - 7,
    })
    await expectLedgerBalanced(t)
  })

  it('relabels the call movements a database held before they had kinds of their own', async () => {
    const member = await newCaller(t, 100)
    const room = await bookCall(t, member, 1)
    await act(member, room.hash, 'start')
    await act(member, room.hash, 'buy_extra_minute')
    await act(member, room.hash, 'send_tokens', { body: { quantity: 4 } })
    // As they were written before: minutes and extra minutes `call`, a tip during a call `tip`.
    const { id } = await roomRow(room.hash)
    await t.db.execute(sql`
      update ledger_transactions set kind = case kind when 'call_tip' then 'tip' else 'call' end
      where id in (select transaction_id from video_call_log where room_id = ${id})`)

    const migration = await readFile(new URL('../../server/db/migrations/0014_call_ledger_kinds.sql', import.meta.url))
    for (const statement of migration.toString().split('--> statement-breakpoint')) await t.db.execute(statement)

    expect((await history(member)).slice(0, 3).map((line) => line.operation)).toEqual([
      'call_tip',
      'call_extra_minute',
      'call_minute',
    ])
    await expectLedgerBalanced(t)
  })
})
