/**
 * Tokens taken back: a processor's refund or chargeback of a token pack (signed, amount-checked,
 * once per payment, never below zero: what was spent already becomes the platform's shortfall), and
 * purchased tokens unused for TOKEN_EXPIRY_MONTHS expiring by the daily job, once per wallet and day.
 * Both are listed on the member's /tokens in their language; the ledger balances after every test.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ledgerAccounts,
  ledgerTransactions,
  paymentCallbacks,
  sandboxNotifications,
} from '../../server/db/schema/index'
import { sandboxSecret } from '../../server/lib/processor-wire/sandbox-keys'
import { sandboxSignatureHeader } from '../../server/lib/processor-wire/sandbox-signature'
import { TOKEN_EXPIRY_JOB } from '../../server/modules/wallet/jobs'
import { call, registerUser, type Signed } from '../fixtures/auth'
import { type PayApp, paymentBody, payOnHostedPage, postPayment, started, USER_FORM } from './payments-fixture'
import { authedNow, DAY, monthAfter } from './subscriptions-fixture'
import { balanceOf, createWalletApp, expectLedgerBalanced, fund, spend, tip } from './wallet-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createWalletApp()
})
afterAll(() => t.close())
afterEach(async () => {
  await expectLedgerBalanced(t)
})

type SandboxEvent = {
  id: string
  type: string
  data: Record<string, unknown> & { status: string; amount_minor: number }
}

/** Buys the 25-token pack on the sandbox's hosted page; the processor's approval is delivered. */
async function buyTokens(who: Signed) {
  const payment = started(
    await postPayment(t, paymentBody({ plan: t.plans.tokens25, method: t.methods.test ?? 0, form: USER_FORM }), {
      auth: who,
    }),
  )
  await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
  await t.deliver()
  const rows = await t.db.select().from(sandboxNotifications).orderBy(sandboxNotifications.id)
  const approval = rows.find((row) => row.body.includes(payment.operation_number))
  if (!approval) throw new Error('the processor sent no approval')
  return { payment, approval: JSON.parse(approval.body) as SandboxEvent }
}

/** The processor's refund (or chargeback) of that payment, as it would send it, signed now. */
function refundEvent(approval: SandboxEvent, id: string, overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    ...approval,
    id,
    type: 'payment.refunded',
    data: { ...approval.data, status: 'refunded', ...overrides },
  })
}

function sendCallback(body: string, secret = sandboxSecret(t.secrets.jwtKey, 'test')) {
  return call(t, {
    method: 'POST',
    url: '/api/payments/callbacks/test',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSignatureHeader(body, secret, Math.floor(t.clock().getTime() / 1000)),
    },
    payload: body,
  })
}

async function outcomeOf(eventId: string) {
  const [row] = await t.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.eventId, eventId))
  return { outcome: row?.outcome, reason: row?.reason }
}

async function movementsOf(userId: number, kind: string) {
  return t.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.userId, userId), eq(ledgerTransactions.kind, kind)))
}

async function systemBalance(kind: string): Promise<number> {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, kind))
  return row?.balance ?? 0
}

type Listed = { operation: string; tokens: number; description: string; payment_id: number | null }

async function listed(who: Signed, lang = 'en'): Promise<Listed[]> {
  const res = await authedNow(t, who, { method: 'GET', url: `/api/tokens?lang=${lang}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Listed[]
}

describe('a refund or chargeback of a token pack', () => {
  it('takes the unspent pack back whole, once, and lists it', async () => {
    const member = await registerUser(t, { verified: true })
    const { payment, approval } = await buyTokens(member)
    expect(await balanceOf(t, member)).toBe(25)

    const refund = refundEvent(approval, `evt_refund_${payment.id}`)
    expect((await sendCallback(refund)).statusCode).toBe(200)
    expect(await outcomeOf(`evt_refund_${payment.id}`)).toEqual({ outcome: 'applied', reason: null })
    expect(await balanceOf(t, member)).toBe(0)

    // The same event again, and a chargeback after the refund: nothing more moves.
    await sendCallback(refund)
    await sendCallback(refundEvent(approval, `evt_chargeback_${payment.id}`, { status: 'chargeback' }))
    expect(await outcomeOf(`evt_chargeback_${payment.id}`)).toMatchObject({ outcome: 'unchanged' })
    expect(await movementsOf(member.user.id, 'refund')).toHaveLength(1)
    expect(await balanceOf(t, member)).toBe(0)

    const [latest] = await listed(member)
    expect(latest).toMatchObject({ operation: 'refund', tokens: -25, payment_id: payment.id })
    expect(latest?.description).toMatch(/^Tokens refunded: /)
    const [spanish] = await listed(member, 'es')
    expect(spanish?.description).toMatch(/^Fichas reembolsadas: /)
  })

  it('never drives the wallet below zero: what was spent is the platform’s shortfall', async () => {
    const member = await registerUser(t, { verified: true })
    const { payment, approval } = await buyTokens(member)
    expect((await spend(t, member, tip(t.demoCreator.id, 10))).statusCode).toBe(201)
    const shortfallBefore = await systemBalance('refund_shortfall')

    await sendCallback(refundEvent(approval, `evt_chargeback_${payment.id}`, { status: 'chargeback' }))
    expect(await outcomeOf(`evt_chargeback_${payment.id}`)).toEqual({
      outcome: 'applied',
      reason: '10 of 25 tokens were spent already',
    })
    expect(await balanceOf(t, member)).toBe(0)
    expect(await systemBalance('refund_shortfall')).toBe(shortfallBefore - 10)
    // The tip stays with the creator: one spend, one refund.
    expect(await movementsOf(member.user.id, 'tip')).toHaveLength(1)
    expect((await listed(member))[0]).toMatchObject({ operation: 'refund', tokens: -15 })
  })

  it('is refused when forged, of another amount, or of a payment never approved', async () => {
    const member = await registerUser(t, { verified: true })
    const { payment, approval } = await buyTokens(member)

    const forged = await sendCallback(refundEvent(approval, `evt_forged_${payment.id}`), 'not-the-processor')
    expect(forged.statusCode).toBe(403)
    await sendCallback(
      refundEvent(approval, `evt_partial_${payment.id}`, { amount_minor: approval.data.amount_minor - 1 }),
    )
    expect(await outcomeOf(`evt_partial_${payment.id}`)).toMatchObject({ outcome: 'rejected' })
    expect(await balanceOf(t, member)).toBe(25)

    const other = await registerUser(t, { verified: true })
    const pending = started(
      await postPayment(t, paymentBody({ plan: t.plans.tokens25, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth: other,
      }),
    )
    await sendCallback(refundEvent(approval, `evt_pending_${pending.id}`, { reference: pending.operation_number }))
    expect(await outcomeOf(`evt_pending_${pending.id}`)).toEqual({
      outcome: 'rejected',
      reason: 'refund of a pending payment',
    })
    expect(await movementsOf(member.user.id, 'refund')).toHaveLength(0)
  })
})

describe('purchased tokens unused for 12 months', () => {
  it('expire first in first out, once per wallet and day, and are listed', async () => {
    const member = await registerUser(t, { verified: true })
    const start = t.clock()
    await fund(t, member.user.id, 25)
    t.clock.set(monthAfter(start, 1))
    expect((await spend(t, await authedLogin(member), tip(t.demoCreator.id, 5))).statusCode).toBe(201)
    t.clock.set(monthAfter(start, 6))
    await fund(t, member.user.id, 10)

    // A day before the first pack's twelve months: nothing is due.
    t.clock.set(new Date(monthAfter(start, 12).getTime() - DAY))
    await t.app.jobs.runNow(TOKEN_EXPIRY_JOB)
    expect(await movementsOf(member.user.id, 'expiry')).toHaveLength(0)

    // The first pack's 20 unspent tokens go; the second pack's 10 stay. Twice the same day: once.
    t.clock.set(new Date(monthAfter(start, 12).getTime() + DAY))
    const feesBefore = await systemBalance('platform_fees')
    await t.app.jobs.runNow(TOKEN_EXPIRY_JOB)
    await t.app.jobs.runNow(TOKEN_EXPIRY_JOB)
    expect(await movementsOf(member.user.id, 'expiry')).toHaveLength(1)
    expect(await balanceOf(t, await authedLogin(member))).toBe(10)
    expect(await systemBalance('platform_fees')).toBeGreaterThanOrEqual(feesBefore + 20)

    // The next day finds nothing more due.
    t.clock.set(new Date(monthAfter(start, 12).getTime() + 2 * DAY))
    await t.app.jobs.runNow(TOKEN_EXPIRY_JOB)
    expect(await movementsOf(member.user.id, 'expiry')).toHaveLength(1)

    // Twelve months after the second pack, it goes too.
    t.clock.set(new Date(monthAfter(start, 18).getTime() + DAY))
    await t.app.jobs.runNow(TOKEN_EXPIRY_JOB)
    expect(await movementsOf(member.user.id, 'expiry')).toHaveLength(2)

    const lines = await listed(member)
    expect(lines.slice(0, 2)).toMatchObject([
      { operation: 'expiry', tokens: -10, description: 'Unused tokens expired' },
      { operation: 'expiry', tokens: -20 },
    ])
    expect((await listed(member, 'tr'))[0]?.description).toBe('Kullanılmayan jetonların süresi doldu')
    expect(await balanceOf(t, await authedLogin(member))).toBe(0)
  })
})

/** A fresh session of `who` (the clock moved past its access token). */
async function authedLogin(who: Signed): Promise<Signed> {
  await authedNow(t, who, { method: 'GET', url: '/api/tokens/balance' })
  return who
}
