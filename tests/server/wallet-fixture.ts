/**
 * Wallet test fixture: the seeded payments app with rate limits off (the concurrency tests fire
 * hundreds of spends), wallets funded through a real payment row and the ledger, spends as the app
 * sends them, and the ledger's invariants read straight from the database.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { Config } from '../../server/config'
import { payments, posts } from '../../server/db/schema/index'
import { creditTokens } from '../../server/modules/wallet/ledger'
import { authed, type Signed } from '../fixtures/auth'
import { createPayApp, type PayApp } from './payments-fixture'

export async function createWalletApp(config: Partial<Config> = {}): Promise<PayApp> {
  return createPayApp({ config: { rateLimit: false, ...config } })
}

let fundings = 0

/** Puts `tokens` in a user's wallet as a purchase does: an approved payment credited through the ledger. */
export async function fund(t: PayApp, userId: number, tokens: number): Promise<void> {
  fundings += 1
  const now = t.clock()
  await t.db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        operationNumber: `VLV-TEST-FUND-${randomUUID()}`,
        userId,
        email: 'funded@example.test',
        planId: t.plans.tokens25,
        status: 'approved',
        amountCents: 499,
        chargedMinor: 499,
        currency: 'USD',
        createdAt: now,
        updatedAt: now,
        finalizedAt: now,
      })
      .returning({ id: payments.id })
    if (!payment) throw new Error('funding payment not created')
    await creditTokens(tx, {
      userId,
      tokens,
      idempotencyKey: `test-fund:${fundings}:${payment.id}`,
      paymentId: payment.id,
      memo: `Test tokens x${tokens}`,
      at: now,
    })
  })
}

/** POST tokens as the app sends it, with a fresh Idempotency-Key unless one is given (null: none). */
export function spend(
  t: PayApp,
  who: Signed,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<LightMyRequestResponse> {
  return authed(t, who.accessToken, {
    method: 'POST',
    url: '/api/tokens',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function tip(modelId: number, tokens: unknown, extra: Record<string, unknown> = {}) {
  return { type: 'no_post_block', model_id: modelId, tokens, message: '', ...extra }
}

export function unlock(modelId: number, postId: number, tokens: number, extra: Record<string, unknown> = {}) {
  return { type: 'post_block', model_id: modelId, post_id: postId, tokens, ...extra }
}

export async function balanceOf(t: PayApp, who: Signed): Promise<number> {
  const res = await authed(t, who.accessToken, { method: 'GET', url: '/api/tokens/balance' })
  expect(res.statusCode).toBe(200)
  return (res.json() as { data: { balance: number } }).data.balance
}

async function number(t: PayApp, query: ReturnType<typeof sql>): Promise<number> {
  const result = await t.db.execute<{ value: string | null }>(query)
  return Number(result.rows[0]?.value ?? 0)
}

/**
 * The ledger's invariants: every transaction's entries sum to 0, every
 * balance is the sum of its entries, no member or creator account is negative, and the tokens held
 * (wallets + creators' earnings + the platform's fees) are exactly the tokens issued (sold and still
 * paid for, plus those refunded after they were spent: the platform's refund shortfall).
 */
export async function expectLedgerBalanced(t: PayApp): Promise<void> {
  const unbalanced = await number(
    t,
    sql`select count(*)::text as value from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) s`,
  )
  const drifted = await number(
    t,
    sql`select count(*)::text as value from ledger_accounts a where a.balance <> (select coalesce(sum(amount), 0) from ledger_entries e where e.account_id = a.id)`,
  )
  const negative = await number(
    t,
    sql`select count(*)::text as value from ledger_accounts where not allow_negative and balance < 0`,
  )
  const issued = await number(
    t,
    sql`select (-coalesce(sum(balance), 0))::text as value from ledger_accounts where kind in ('token_issuance', 'refund_shortfall')`,
  )
  const held = await number(
    t,
    sql`select coalesce(sum(balance), 0)::text as value from ledger_accounts where kind in ('user_tokens', 'creator_earnings', 'platform_fees')`,
  )
  expect({ unbalanced, drifted, negative, heldMinusIssued: held - issued }).toEqual({
    unbalanced: 0,
    drifted: 0,
    negative: 0,
    heldMinusIssued: 0,
  })
}

export async function ledgerRowCount(t: PayApp): Promise<number> {
  return number(
    t,
    sql`select ((select count(*) from ledger_transactions) + (select count(*) from ledger_entries))::text as value`,
  )
}

/** A seeded post of a kind, with its creator (the first by id). */
export async function seededPost(
  t: PayApp,
  kind: 'tokens' | 'normal' | 'premium' | 'free',
  options: { creatorId?: number } = {},
) {
  const [row] = await t.db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.frontContainer, kind),
        options.creatorId === undefined ? undefined : eq(posts.creatorId, options.creatorId),
        kind === 'tokens' ? sql`${posts.tokensQuantity} > 0` : undefined,
      ),
    )
    .orderBy(posts.id)
    .limit(1)
  if (!row) throw new Error(`seed changed: no ${kind} post`)
  return row
}
