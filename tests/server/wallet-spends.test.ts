/**
 * Tips (send tokens) on the real database: concurrent spends
 * never overdraw a wallet and the ledger balances after every run, a spend replayed with its
 * Idempotency-Key happens once, bad amounts change nothing, the answers are the API's (`data: "ok"`,
 * `data.error`), and the wallet lists what happened.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerTransactions } from '../../server/db/schema/index'
import { authed, call, registerUser, type Signed } from '../fixtures/auth'
import { demoLogin, type PayApp } from './payments-fixture'
import {
  balanceOf,
  createWalletApp,
  expectLedgerBalanced,
  fund,
  ledgerRowCount,
  seededPost,
  spend,
  tip,
} from './wallet-fixture'

let t: PayApp
let creatorId: number

beforeAll(async () => {
  t = await createWalletApp()
  creatorId = t.demoCreator.id
})
afterAll(() => t.close())

describe('concurrent spends', () => {
  it('100 concurrent tips on a wallet funded for k succeed exactly k times, in every run', async () => {
    for (const k of [1, 23, 57]) {
      const member = await registerUser(t)
      await fund(t, member.user.id, 3 * k)
      const answers = await Promise.all(Array.from({ length: 100 }, () => spend(t, member, tip(creatorId, 3))))
      const statuses = answers.map((res) => res.statusCode)
      expect(statuses.filter((status) => status === 201)).toHaveLength(k)
      expect(statuses.filter((status) => status === 402)).toHaveLength(100 - k)
      expect(await balanceOf(t, member)).toBe(0)
      const refused = answers.find((res) => res.statusCode === 402)?.json()
      expect(refused).toMatchObject({ code: 'insufficient_tokens', balance: 0, required: 3 })
      expect(refused?.data?.error).toEqual(expect.any(String))
      await expectLedgerBalanced(t)
    }
  })

  it('two parallel spends that together exceed the balance: exactly one succeeds', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 10)
    const answers = await Promise.all([spend(t, member, tip(creatorId, 6)), spend(t, member, tip(creatorId, 7))])
    const statuses = answers.map((res) => res.statusCode).sort()
    expect(statuses).toEqual([201, 402])
    const charged = answers.find((res) => res.statusCode === 201)?.json().meta.charged as number
    expect(await balanceOf(t, member)).toBe(10 - charged)
    await expectLedgerBalanced(t)
  })

  it('splits every spend between the creator and the platform, recording the share', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 10)
    const res = await spend(t, member, tip(creatorId, 10))
    expect(res.statusCode).toBe(201)
    const id = res.json().meta.transaction_id as number
    const [movement] = await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id))
    expect(movement).toMatchObject({ kind: 'tip', userId: member.user.id, creatorId, creatorShareBps: 8000 })
    const entries = await t.db.execute<{ kind: string; amount: string }>(
      sql`select a.kind, e.amount::text from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transaction_id = ${id} order by a.kind`,
    )
    expect(entries.rows.map((row) => [row.kind, Number(row.amount)])).toEqual([
      ['creator_earnings', 8],
      ['platform_fees', 2],
      ['user_tokens', -10],
    ])
  })
})

describe('idempotency', () => {
  it('a tip replayed with its key has one effect, even 20 times at once', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 30)
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 20 }, () => spend(t, member, tip(creatorId, 5), key)))
    expect(answers.every((res) => res.statusCode === 201)).toBe(true)
    expect(new Set(answers.map((res) => res.json().meta.transaction_id)).size).toBe(1)
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(19)
    expect(await balanceOf(t, member)).toBe(25)
    const again = await spend(t, member, tip(creatorId, 5), key)
    expect(again.json()).toEqual(answers[0]?.json())
    expect(await balanceOf(t, member)).toBe(25)
  })

  it('the same key with another body is 422 and moves nothing; a spend needs a key', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 30)
    const key = randomUUID()
    expect((await spend(t, member, tip(creatorId, 5), key)).statusCode).toBe(201)
    const other = await spend(t, member, tip(creatorId, 6), key)
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({ code: 'idempotency_mismatch' })
    const keyless = await spend(t, member, tip(creatorId, 5), null)
    expect(keyless.statusCode).toBe(422)
    expect(keyless.json().issues).toHaveProperty('idempotency_key')
    expect(await balanceOf(t, member)).toBe(25)
  })

  it('keys are per user: another member using the same key tips on their own', async () => {
    const [a, b] = [await registerUser(t), await registerUser(t)]
    await fund(t, a.user.id, 5)
    await fund(t, b.user.id, 5)
    const key = randomUUID()
    expect((await spend(t, a, tip(creatorId, 5), key)).statusCode).toBe(201)
    expect((await spend(t, b, tip(creatorId, 5), key)).statusCode).toBe(201)
    expect([await balanceOf(t, a), await balanceOf(t, b)]).toEqual([0, 0])
  })
})

describe('tip validation (a whole number of at least 3, a note of at most 200)', () => {
  let member: Signed
  beforeAll(async () => {
    member = await registerUser(t)
    await fund(t, member.user.id, 100)
  })

  it('refuses 0, 1, 2, −3, 2.5, "3", 1e309 and null with 422 and writes no ledger row', async () => {
    const before = await ledgerRowCount(t)
    const raw = (tokens: string) => `{"type":"no_post_block","model_id":${creatorId},"tokens":${tokens},"message":""}`
    for (const tokens of ['0', '1', '2', '-3', '2.5', '"3"', '1e309', 'null']) {
      const res = await spend(t, member, raw(tokens))
      expect(res.statusCode, `tokens ${tokens}`).toBe(422)
      expect(res.json().data?.error, `tokens ${tokens}`).toEqual(expect.any(String))
    }
    expect(await ledgerRowCount(t)).toBe(before)
    expect(await balanceOf(t, member)).toBe(100)
    const ok = await spend(t, member, raw('3'))
    expect(ok.statusCode).toBe(201)
    expect(ok.json()).toMatchObject({ data: 'ok', meta: { balance: 97, charged: 3 } })
  })

  it('takes a note of 200 characters, refuses 201, and keeps the note with the movement', async () => {
    expect((await spend(t, member, tip(creatorId, 3, { message: 'x'.repeat(201) }))).statusCode).toBe(422)
    const res = await spend(t, member, tip(creatorId, 3, { message: `  ${'y'.repeat(200)}  ` }))
    expect(res.statusCode).toBe(201)
    const list = await authed(t, member.accessToken, { method: 'GET', url: '/api/tokens' })
    expect(list.json().data[0]).toMatchObject({ operation: 'tip', tokens: -3, message: 'y'.repeat(200) })
  })

  it('refuses unknown fields, a wrong type, unknown creators and posts of another creator', async () => {
    const other = await seededPost(t, 'free')
    const cases: [unknown, number][] = [
      [tip(creatorId, 3, { price: 1 }), 422],
      [{ ...tip(creatorId, 3), type: 'gift' }, 422],
      [tip(2_000_000, 3), 404],
      [tip(other.creatorId === creatorId ? other.creatorId + 1 : creatorId, 3, { post_id: other.id }), 404],
      ['[]', 422],
    ]
    for (const [body, status] of cases)
      expect((await spend(t, member, body)).statusCode, JSON.stringify(body)).toBe(status)
  })
})

describe('who may tip', () => {
  it('a guest gets 401, a creator cannot tip their own profile', async () => {
    const guest = await call(t, {
      method: 'POST',
      url: '/api/tokens',
      headers: { 'idempotency-key': randomUUID() },
      payload: tip(creatorId, 3),
    })
    expect(guest.statusCode).toBe(401)
    const creator = await demoLogin(t, 'creator')
    await fund(t, creator.user.id, 10)
    const own = await spend(t, creator, tip(creatorId, 3))
    expect(own.statusCode).toBe(403)
    expect(own.json()).toMatchObject({ code: 'own_content', data: { error: expect.any(String) } })
    expect(await balanceOf(t, creator)).toBe(10)
  })
})

describe('the wallet screens', () => {
  it('lists movements newest first, 10 a page, with description, operation and payment status', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 60)
    for (let n = 0; n < 11; n++) expect((await spend(t, member, tip(creatorId, 3))).statusCode).toBe(201)
    const res = await authed(t, member.accessToken, {
      method: 'GET',
      url: `/api/tokens?user_id=${member.user.id}&order=desc`,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.meta.pagination).toMatchObject({ total: 12, per_page: 10, total_pages: 2 })
    expect(body.data).toHaveLength(10)
    expect(body.data[0]).toMatchObject({
      operation: 'tip',
      tokens: -3,
      latest_payment_status: null,
      description: expect.stringContaining('Luna'),
      model: { id: creatorId },
    })
    const last = await authed(t, member.accessToken, { method: 'GET', url: '/api/tokens?page=2' })
    expect(last.json().data).toHaveLength(2)
    expect(last.json().data[1]).toMatchObject({ operation: 'purchase', tokens: 60, latest_payment_status: 'approved' })
    const spanish = await authed(t, member.accessToken, { method: 'GET', url: '/api/tokens?lang=es' })
    expect(spanish.json().data[0].description).toMatch(/^Propina para/)
    expect(await balanceOf(t, member)).toBe(27)
  })

  it('answers spending per creator, largest first', async () => {
    const member = await registerUser(t)
    await fund(t, member.user.id, 30)
    const other = await seededPost(t, 'free')
    const otherCreator = other.creatorId === creatorId ? other.creatorId + 1 : other.creatorId
    await spend(t, member, tip(creatorId, 3))
    await spend(t, member, tip(otherCreator, 10))
    await spend(t, member, tip(otherCreator, 4))
    const res = await authed(t, member.accessToken, { method: 'GET', url: '/api/token_spending' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((row: { model: { id: number }; tokens: number }) => [row.model.id, row.tokens])).toEqual(
      [
        [otherCreator, 14],
        [creatorId, 3],
      ],
    )
  })

  it("keeps each wallet private: another user's id is 403, guests 401", async () => {
    const member = await registerUser(t)
    const other = await authed(t, member.accessToken, {
      method: 'GET',
      url: `/api/tokens?user_id=${member.user.id + 1}`,
    })
    expect(other.statusCode).toBe(403)
    for (const url of ['/api/tokens', '/api/tokens/balance', '/api/token_spending', '/api/spending_limits']) {
      expect((await call(t, { method: 'GET', url })).statusCode, url).toBe(401)
    }
  })
})
