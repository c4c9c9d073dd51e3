/**
 * Our own chat host's API: the chat cases enforced on every message, read and
 * delivery state that only moves forward, unread counts per conversation and in total, the
 * conversation list, paging back through messages, exactly-once sending, and the e-mail
 * notification switch (chat/update_email_notifications).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, outbox } from '../../server/db/schema/index'
import { registerUser } from '../fixtures/auth'
import {
  type ChatSetup,
  newFan,
  postMessage,
  receipt,
  type SentMessage,
  sendMessage,
  setMembership,
  setUpChat,
} from './chat-fixture'
import { createSocialTestApp, loginDemo, newKey, type SocialTestApp, send } from './social-fixture'

type Room = {
  id: string
  my_side: 'fan' | 'creator'
  other: { name: string; model_id: number | null }
  last_message: SentMessage | null
  unread: number
  last_seq: number
  pointers: { fan: { read_seq: number; delivered_seq: number }; creator: { read_seq: number; delivered_seq: number } }
  case: string
  subscription_plan_id: number | null
}

let t: SocialTestApp
let chat: ChatSetup

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  chat = await setUpChat(t)
})
afterAll(() => t.close())

async function room(who: Parameters<typeof send>[1], roomId: string): Promise<Room> {
  const res = await send(t, who, { method: 'GET', url: `/api/chat/rooms/${roomId}` })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { data: Room }).data
}

async function unread(who: Parameters<typeof send>[1]) {
  return (await send(t, who, { method: 'GET', url: '/api/chat/unread' })).json() as {
    data: { total: number; rooms: number }
  }
}

describe('the chat cases on the server', () => {
  it('lets a member and the creator talk, and refuses a fan whose membership ended', async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    expect((await postMessage(t, fan, roomId, 'Hi!')).statusCode).toBe(201)
    expect((await postMessage(t, chat.creator, roomId, 'Hello back')).statusCode).toBe(201)
    await setMembership(t, fan.user.id, false)
    const refused = await postMessage(t, fan, roomId, 'Still there?')
    expect(refused.statusCode).toBe(403)
    expect((refused.json() as { code: string }).code).toBe('chat_subscription_required')
    const seen = await room(fan, roomId)
    expect(seen.case).toBe('modal_subscription')
    expect(typeof seen.subscription_plan_id).toBe('number')
    // The creator may still answer, and the fan still reads.
    expect((await postMessage(t, chat.creator, roomId, 'Come back soon')).statusCode).toBe(201)
    const page = await send(t, fan, { method: 'GET', url: `/api/chat/rooms/${roomId}/messages` })
    expect((page.json() as { data: SentMessage[] }).data.map((m) => m.body)).toEqual([
      'Hi!',
      'Hello back',
      'Come back soon',
    ])
  })

  it("refuses fans' messages once the creator closes the chat (hide_chat)", async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    await t.db.update(creators).set({ chatEnabled: false }).where(eq(creators.id, chat.modelId))
    try {
      const refused = await postMessage(t, fan, roomId, 'Hi!')
      expect(refused.statusCode).toBe(403)
      expect((refused.json() as { code: string }).code).toBe('chat_closed')
      expect((await room(fan, roomId)).case).toBe('hide_chat')
    } finally {
      await t.db.update(creators).set({ chatEnabled: true }).where(eq(creators.id, chat.modelId))
    }
  })

  it("answers 404 for another's room, 401 for guests and 422 for bad input", async () => {
    const { roomId } = await newFan(t, chat.modelId)
    const stranger = await registerUser(t)
    await setMembership(t, stranger.user.id, true)
    expect((await postMessage(t, stranger, roomId, 'hi')).statusCode).toBe(404)
    expect((await send(t, stranger, { method: 'GET', url: `/api/chat/rooms/${roomId}` })).statusCode).toBe(404)
    expect((await send(t, stranger, { method: 'GET', url: `/api/chat/rooms/${roomId}/messages` })).statusCode).toBe(404)
    expect((await receipt(t, stranger, roomId, 'read', 1)).statusCode).toBe(404)
    expect((await send(t, null, { method: 'GET', url: `/api/chat/rooms/${roomId}` })).statusCode).toBe(401)
    const { fan, roomId: own } = await newFan(t, chat.modelId)
    for (const body of ['', '   ', 'x'.repeat(2001), 'nul\u0000byte']) {
      expect((await postMessage(t, fan, own, body)).statusCode, JSON.stringify(body)).toBe(422)
    }
    expect((await send(t, fan, { method: 'GET', url: '/api/chat/rooms/not-a-room' })).statusCode).toBe(422)
    const bad = await send(t, fan, {
      method: 'POST',
      url: `/api/chat/rooms/${own}/receipts`,
      payload: { kind: 'x', seq: -1 },
    })
    expect(bad.statusCode).toBe(422)
  })
})

describe('sending', () => {
  it('applies a message once however often it is sent with its Idempotency-Key, and keeps the key on it', async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const key = newKey()
    const answers = await Promise.all([1, 2, 3].map(() => postMessage(t, fan, roomId, 'only once', { key })))
    const created = answers.filter((res) => res.statusCode === 201)
    expect(created.length).toBe(3)
    const ids = new Set(created.map((res) => (res.json() as { data: SentMessage }).data.id))
    expect(ids.size).toBe(1)
    const page = await send(t, fan, { method: 'GET', url: `/api/chat/rooms/${roomId}/messages` })
    const messages = (page.json() as { data: SentMessage[] }).data
    expect(messages.map((m) => [m.body, m.client_key])).toEqual([['only once', key]])
  })

  it('pages back through a long conversation, oldest first within a page', async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    for (let i = 1; i <= 35; i++) await sendMessage(t, i % 2 ? fan : chat.creator, roomId, `m${i}`)
    const first = (await send(t, fan, { method: 'GET', url: `/api/chat/rooms/${roomId}/messages` })).json() as {
      data: SentMessage[]
      meta: { last_seq: number; has_more: boolean }
    }
    expect(first.data.length).toBe(30)
    expect(first.data[0]?.body).toBe('m6')
    expect(first.data.at(-1)?.body).toBe('m35')
    expect(first.meta).toEqual({ last_seq: first.data.at(-1)?.seq, has_more: true })
    const before = first.data[0]?.seq
    const older = (
      await send(t, fan, { method: 'GET', url: `/api/chat/rooms/${roomId}/messages?before=${before}` })
    ).json() as { data: SentMessage[]; meta: { has_more: boolean } }
    expect(older.data.map((m) => m.body)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5'])
    expect(older.meta.has_more).toBe(false)
  })
})

describe('read state and unread counts', () => {
  it('counts what the other side wrote after what was read, per room and in total', async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const other = await newFan(t, chat.modelId)
    await sendMessage(t, fan, roomId, 'question')
    const a = await sendMessage(t, chat.creator, roomId, 'answer 1')
    await sendMessage(t, chat.creator, roomId, 'answer 2')
    await sendMessage(t, chat.creator, other.roomId, 'hello there')
    expect((await room(fan, roomId)).unread).toBe(2)
    expect((await unread(fan)).data).toEqual({ total: 2, rooms: 1 })
    expect((await unread(other.fan)).data).toEqual({ total: 1, rooms: 1 })

    // Read up to the first answer: one left.
    const pointers = await receipt(t, fan, roomId, 'read', a.seq)
    expect(pointers.statusCode).toBe(200)
    expect((pointers.json() as { data: Room['pointers'] }).data.fan).toEqual({ read_seq: a.seq, delivered_seq: a.seq })
    expect((await unread(fan)).data).toEqual({ total: 1, rooms: 1 })
    // Everything, then a stale receipt that would move it back: nothing moves back.
    const last = (await room(fan, roomId)).last_seq
    await receipt(t, fan, roomId, 'read', last)
    await receipt(t, fan, roomId, 'read', a.seq)
    await receipt(t, fan, roomId, 'delivered', 1)
    const after = await room(fan, roomId)
    expect(after.unread).toBe(0)
    expect(after.pointers.fan.read_seq).toBeGreaterThanOrEqual(last)
    expect((await unread(fan)).data).toEqual({ total: 0, rooms: 0 })
    // The creator sees the fan's read state; their own unread counts what the fan wrote.
    const creatorView = await room(chat.creator, roomId)
    expect(creatorView.my_side).toBe('creator')
    expect(creatorView.pointers.fan.read_seq).toBe(after.pointers.fan.read_seq)
  })

  it('never moves a pointer past the last event, and reading counts as having received', async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const sent = await sendMessage(t, chat.creator, roomId, 'hi')
    const res = await receipt(t, fan, roomId, 'read', 1_000_000)
    const pointers = (res.json() as { data: Room['pointers'] }).data
    expect(pointers.fan.read_seq).toBe(sent.seq)
    expect(pointers.fan.delivered_seq).toBe(sent.seq)
    // Sending says the sender has read up to their own message.
    const reply = await sendMessage(t, chat.creator, roomId, 'are you there?')
    expect((await room(fan, roomId)).pointers.creator.read_seq).toBe(reply.seq)
  })

  it("lists the viewer's conversations by latest activity, with the last message and unread count", async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const other = await t.db
      .select({ id: creators.id })
      .from(creators)
      .where(and(eq(creators.chatEnabled, true), eq(creators.hiddenMenu, false)))
      .limit(2)
    const otherId = other.find((row) => row.id !== chat.modelId)?.id ?? 0
    const opened = await send(t, fan, { method: 'POST', url: '/api/chat/model', payload: { model_id: otherId } })
    const otherRoom = new URL((opened.json() as { url: string }).url, 'http://x').searchParams.get('rid') ?? ''
    await sendMessage(t, fan, otherRoom, 'first here')
    t.clock.advance(1000)
    await sendMessage(t, chat.creator, roomId, 'newest here')
    const list = (await send(t, fan, { method: 'GET', url: '/api/chat/rooms' })).json() as {
      data: Room[]
      meta: { pagination: { total: number } }
    }
    expect(list.data.map((r) => r.id)).toEqual([roomId, otherRoom])
    expect(list.data[0]?.last_message?.body).toBe('newest here')
    expect(list.data[0]?.unread).toBe(1)
    expect(list.data[0]?.other.model_id).toBe(chat.modelId)
    expect(list.data[1]?.unread).toBe(0)
    expect(list.meta.pagination.total).toBe(2)
    // The creator's list has this fan's room, seen from their side.
    const creatorList = (await send(t, chat.creator, { method: 'GET', url: '/api/chat/rooms?per_page=50' })).json() as {
      data: Room[]
    }
    const mine = creatorList.data.find((r) => r.id === roomId)
    expect(mine?.my_side).toBe('creator')
    expect(mine?.other.name).toBe(fan.user.username)
  })
})

describe('e-mail notifications', () => {
  const mails = async (to: string) =>
    (
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, to), eq(outbox.kind, 'chat_message')))
    ).length

  it('mails once per unread streak, and never after the switch is turned off', async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    await sendMessage(t, chat.creator, roomId, 'one')
    await sendMessage(t, chat.creator, roomId, 'two')
    await waitForMails(fan.email, 1)
    const last = (await room(fan, roomId)).last_seq
    await receipt(t, fan, roomId, 'read', last)
    await sendMessage(t, chat.creator, roomId, 'three')
    await waitForMails(fan.email, 2)
    const off = await send(t, fan, {
      method: 'POST',
      url: '/api/chat/update_email_notifications',
      payload: { enabled: false },
    })
    expect(off.json()).toEqual({ success: true, enabled: false })
    await receipt(t, fan, roomId, 'read', (await room(fan, roomId)).last_seq)
    await sendMessage(t, chat.creator, roomId, 'four')
    // The fan's answer mails the creator; a mail to the fan for 'four' would have been queued before it.
    const creatorMails = await mails(chat.creator.email)
    await sendMessage(t, fan, roomId, 'marker')
    await waitForMails(chat.creator.email, creatorMails + 1)
    expect(await mails(fan.email)).toBe(2)
  })

  async function waitForMails(to: string, count: number) {
    // Mail is a background job: the fixture runs due jobs when asked.
    await t.jobs.idle()
    expect(await mails(to)).toBe(count)
  }
})

describe('demo conversations', () => {
  it('gives the demo member conversations to read, two answers of the demo creator unread', async () => {
    const member = await loginDemo(t, 'member')
    const list = (await send(t, member, { method: 'GET', url: '/api/chat/rooms' })).json() as { data: Room[] }
    expect(list.data.length).toBe(3)
    const withCreator = list.data.find((r) => r.other.model_id === chat.modelId)
    expect(withCreator?.unread).toBe(2)
    expect(withCreator?.case).toBe('open_chat')
    expect((await unread(member)).data.total).toBe(2)
    const home = await send(t, member, { method: 'POST', url: '/api/chat/home' })
    expect(home.json()).toEqual({ success: true, url: '/chats' })
  })
})
