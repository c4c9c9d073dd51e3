/**
 * The monthly statement job (cron on the 1st): every member with money activity in the month before
 * gets one e-mail, in their language, saying what GET statements says (tokens at the start and the
 * end, bought, spent per creator, taken back, payments); members without activity get none; the job
 * run again, or a second time the same month, mails nobody twice.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ledgerTransactions, outbox, payments, users } from '../../server/db/schema/index'
import { STATEMENT_JOB } from '../../server/modules/statements/jobs'
import { refundTokenPurchase } from '../../server/modules/wallet/reversals'
import { authed, registerUser, type Signed } from '../fixtures/auth'
import type { PayApp } from './payments-fixture'
import { createWalletApp, expectLedgerBalanced, fund, spend, tip } from './wallet-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createWalletApp()
})
afterAll(() => t.close())
afterEach(async () => {
  await expectLedgerBalanced(t)
})

async function statementMails(who: Signed) {
  await t.app.jobs.drain()
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, who.email), eq(outbox.kind, 'monthly_statement')))
}

describe('the monthly statement e-mail', () => {
  it('tells each active member their month once, in their language, as the API does', async () => {
    // A month of its own, after everything the seed did.
    const year = new Date().getUTCFullYear() + 1
    t.clock.set(new Date(Date.UTC(year, 2, 10, 12)))
    const english = await registerUser(t, { verified: true })
    const spanish = await registerUser(t, { verified: true })
    const idle = await registerUser(t, { verified: true })
    await t.db.update(users).set({ lastLangCode: 'es' }).where(eq(users.id, spanish.user.id))

    await fund(t, english.user.id, 25)
    expect((await spend(t, english, tip(t.demoCreator.id, 5))).statusCode).toBe(201)
    await fund(t, spanish.user.id, 10)
    const [purchase] = await t.db
      .select({ paymentId: ledgerTransactions.paymentId })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, spanish.user.id), eq(ledgerTransactions.kind, 'token_purchase')))
    await t.db.transaction((tx) =>
      refundTokenPurchase(tx, {
        userId: spanish.user.id,
        paymentId: purchase?.paymentId ?? 0,
        memo: 'Test tokens',
        at: t.clock(),
      }),
    )
    const statement = await authed(t, english.accessToken, { method: 'GET', url: `/api/statements?month=${year}-03` })
    expect(statement.statusCode, statement.body).toBe(200)
    expect(statement.json().data.tokens).toEqual({
      opening_balance: 0,
      bought: 25,
      spent: 5,
      refunded: 0,
      expired: 0,
      closing_balance: 20,
    })

    // April 1st, 06:00 UTC: the cron's slot.
    t.clock.set(new Date(Date.UTC(year, 3, 1, 6)))
    await t.app.jobs.runNow(STATEMENT_JOB)
    const [mail, ...more] = await statementMails(english)
    expect(more).toHaveLength(0)
    expect(mail?.subject).toBe(`Your Velvet statement for March ${year}`)
    expect(mail?.text).toContain('Tokens: 0 at the start of the month, 25 bought, 5 spent, 20 at the end.')
    expect(mail?.text).toMatch(/Spent per creator: .+ 5\./)
    expect(mail?.text).toContain('Payments: 1, $4.99 in all.')
    expect(mail?.text).not.toContain('Taken back')

    const [spanishMail] = await statementMails(spanish)
    expect(spanishMail?.subject).toBe(`Tu resumen de Velvet de marzo de ${year}`)
    expect(spanishMail?.text).toContain('Fichas: 0 al inicio del mes, 10 compradas, 0 gastadas, 0 al final.')
    expect(spanishMail?.text).toContain('Retiradas: 10 reembolsadas, 0 caducadas sin usar.')
    expect(await statementMails(idle)).toHaveLength(0)

    // The job again (a retry, a second process, a later tick): nobody is mailed twice.
    await t.app.jobs.runNow(STATEMENT_JOB)
    t.clock.set(new Date(Date.UTC(year, 3, 15)))
    await t.app.jobs.runNow(STATEMENT_JOB)
    expect(await statementMails(english)).toHaveLength(1)
    expect(await statementMails(spanish)).toHaveLength(1)
  })

  it('totals the payments in the currencies they were charged in', async () => {
    const year = new Date().getUTCFullYear() + 2
    const paidAt = new Date(Date.UTC(year, 4, 10, 12))
    t.clock.set(paidAt)
    const buyer = await registerUser(t, { verified: true })
    const paid = (operationNumber: string, amountCents: number, chargedMinor: number, currency: string) => ({
      operationNumber,
      userId: buyer.user.id,
      email: buyer.email,
      planId: t.plans.tokens25,
      status: 'approved' as const,
      amountCents,
      chargedMinor,
      currency,
      createdAt: paidAt,
      updatedAt: paidAt,
      finalizedAt: paidAt,
    })
    await t.db
      .insert(payments)
      .values([
        paid(`VLV-TEST-BRL-${buyer.user.id}`, 499, 2520, 'BRL'),
        paid(`VLV-TEST-USD-${buyer.user.id}`, 2999, 2999, 'USD'),
      ])
    t.clock.set(new Date(Date.UTC(year, 5, 1, 6)))
    await t.app.jobs.runNow(STATEMENT_JOB)
    const [mail] = await statementMails(buyer)
    expect(mail?.text).toContain('Payments: 2, R$25.20 + $29.99 in all.')
  })
})
