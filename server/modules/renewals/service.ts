/**
 * Charging a renewal, exactly once, whatever runs it twice (two workers, a retry after a crash):
 *
 * 1. Claim (one short transaction, the subscription locked): the payment of this period and
 *    attempt is created once (a unique index on subscription, period end and attempt), pending. A
 *    worker that finds the subscription locked by another leaves it: waiting there would hold a
 *    pool connection the holder may need for the processor (five workers on a pool of five hung).
 * 2. Charge and record (one transaction holding the payment's row lock, then the subscription's):
 *    a payment another worker has locked, or no longer pending, is left alone; otherwise the saved card is charged through the
 *    payment's driver, with the processor's own state written outside this transaction as a real
 *    processor's would be, and the answer settles the payment (finalize.ts → the period is added,
 *    periods.ts) or opens the grace period.
 *
 * If the process dies between the charge and its record, the transaction rolls back and the job
 * runs again: the charge is asked again for the same payment and the processor answers the first
 * charge (drivers are idempotent per payment), so nothing is lost and nothing is charged twice. A
 * processor callback that settles the payment first wins the same conditional update.
 */
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import {
  answerData,
  type ChargeRequest,
  finalize,
  findRenewalPayment,
  insertPaymentEvent,
  insertRenewalPayment,
  lockPaymentUnlessBusy,
  newOperationNumber,
  type PaymentOutcome,
  type PaymentRow,
  resultPath,
  sendPaymentMails,
} from '../payments/index'
import { findCurrency, findMethod, findPlan, findSavedCard, periodDays } from '../purchase/index'
import {
  enterGrace,
  findLastApprovedPayment,
  findOwner,
  findSuccessor,
  formatMoney,
  localeOf,
  lockSubscription,
  lockSubscriptionUnlessBusy,
  renewalPrice,
  type SubscriptionRow,
  sendReminder,
  stopRenewing,
  subscriptionMail,
} from '../subscriptions/index'
import type { RenewalsContext } from './context'

export type RenewalResult = 'renewed' | 'failed' | 'pending' | 'canceled' | 'skipped'

function isDue(sub: SubscriptionRow, now: Date): boolean {
  return (
    sub.status === 'approved' &&
    sub.autoRenew &&
    sub.bundledWithId === null &&
    sub.userId !== null &&
    sub.nextPaymentAt !== null &&
    sub.nextPaymentAt.getTime() <= now.getTime()
  )
}

/** Step 1: the payment of this renewal attempt, created once; null when nothing is due. */
async function claimAttempt(ctx: RenewalsContext, subscriptionId: number): Promise<PaymentRow | null> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock()
    // Busy: another worker is claiming or charging this subscription right now.
    const sub = await lockSubscriptionUnlessBusy(tx, subscriptionId)
    if (!sub || !isDue(sub, now) || sub.userId === null) return null
    if (await findSuccessor(tx, sub)) {
      // A newer subscription to the same thing already covers what comes next: renewing would charge twice.
      await stopRenewing(tx, sub, 'superseded', now)
      return null
    }
    const key = { subscriptionId: sub.id, periodEnd: sub.endsAt, attempt: sub.renewalFailures + 1 }
    const existing = await findRenewalPayment(tx, key)
    if (existing) return existing
    // A reminder that could not go out before (the server was down) goes out with the charge.
    if (sub.renewalFailures === 0) await sendReminder(ctx, tx, sub, now)
    const owner = await findOwner(tx, sub.userId)
    const last = await findLastApprovedPayment(tx, sub.id)
    const price = await renewalPrice(tx, sub, { currency: last?.currency ?? null, addonId: last?.addonId ?? null })
    const card = sub.savedCardId === null ? undefined : await findSavedCard(tx, sub.savedCardId)
    const inserted = await insertRenewalPayment(tx, {
      operationNumber: newOperationNumber(now),
      userId: sub.userId,
      email: owner?.email ?? '',
      locale: localeOf(owner?.lastLangCode ?? null),
      planId: price.plan.id,
      addonId: price.addonId,
      paymentMethodId: card?.paymentMethodId ?? sub.paymentMethodId,
      savedCardId: card?.id ?? null,
      subscriptionId: sub.id,
      amountCents: price.amountCents,
      chargedMinor: price.chargedMinor,
      currency: price.currency.code,
      isOneClick: true,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
      cardFingerprint: card?.fingerprint ?? null,
      renewalPeriodEnd: sub.endsAt,
      renewalAttempt: key.attempt,
      createdAt: now,
      updatedAt: now,
    })
    if (!inserted) return (await findRenewalPayment(tx, key)) ?? null
    await insertPaymentEvent(tx, {
      paymentId: inserted.id,
      fromStatus: null,
      toStatus: 'pending',
      source: 'renewal',
      detail: { attempt: key.attempt, period_end: sub.endsAt.toISOString() },
      createdAt: now,
    })
    return inserted
  })
}

function refused(payment: PaymentRow, statusName: string, advice: string): PaymentOutcome {
  return {
    status: 'failed',
    data: answerData(statusName, payment.operationNumber, advice),
    processorReference: null,
    card: null,
  }
}

/**
 * The charge at the processor, through the payment's driver, on the pool: the processor's state is
 * its own, not part of our transaction (what we read for it is, so a worker holds one connection
 * until the driver call). Null while the processor has no final answer.
 */
async function chargeAtProcessor(ctx: RenewalsContext, tx: Executor, payment: PaymentRow, now: Date) {
  const card = payment.savedCardId === null ? undefined : await findSavedCard(tx, payment.savedCardId)
  const method = payment.paymentMethodId === null ? undefined : await findMethod(tx, payment.paymentMethodId)
  const driver = method ? ctx.drivers[method.driverFrontKey] : undefined
  if (!card || !method || !driver?.chargeSavedCard) {
    return refused(payment, 'NO_SAVED_CARD', 'There is no saved card to charge this renewal to.')
  }
  const plan = await findPlan(tx, payment.planId)
  const currency = await findCurrency(tx, payment.currency)
  if (!plan || !currency) throw new Error(`renewal payment ${payment.id}: plan or currency gone`)
  const request: ChargeRequest = {
    payment: {
      id: payment.id,
      operationNumber: payment.operationNumber,
      chargedMinor: payment.chargedMinor,
      currency: payment.currency,
      email: payment.email,
      locale: payment.locale,
      isPreapproval: false,
    },
    currency: { decimals: currency.decimalPrecision, numericCode: currency.numericCode },
    plan: {
      title: plan.title,
      description: plan.descriptionInvoice || plan.title,
      periodDays: periodDays(plan),
      isRecurrent: plan.isRecurrent,
    },
    recurringMinor: payment.chargedMinor,
    method: { id: method.id, key: method.key, processor: method.processor, ddc: method.ddc },
    cardToken: null,
    ddcReference: null,
    resultPath: resultPath(payment.id),
  }
  try {
    const started = await driver.chargeSavedCard({ db: ctx.db, now }, { ...request, savedToken: card.processorToken })
    return started.outcome
  } catch (error) {
    // The processor refused the request itself (a refusal the driver reports as an error): a declined attempt.
    if (error instanceof AppError) return refused(payment, 'REFUSED', 'The payment processor refused the charge.')
    throw error
  }
}

async function queueFailureMail(ctx: RenewalsContext, tx: Executor, sub: SubscriptionRow, payment: PaymentRow) {
  if (sub.userId === null || sub.graceEndsAt === null) return
  // One connection in a transaction: its queries run one after another.
  const owner = await findOwner(tx, sub.userId)
  const plan = await findPlan(tx, payment.planId)
  const currency = await findCurrency(tx, payment.currency)
  if (!owner?.email || !plan) return
  const locale = localeOf(owner.lastLangCode)
  await ctx.mailer.queue(
    tx,
    subscriptionMail({
      kind: 'renewal_failed',
      to: { ...owner, email: owner.email },
      plan: plan.title,
      link: `${ctx.publicUrl.replace(/\/+$/, '')}/subscriptions`,
      values: {
        grace: sub.graceEndsAt,
        amount: formatMoney(locale, payment.chargedMinor, payment.currency, currency?.decimalPrecision ?? 2),
        card: payment.cardLast4 ?? '••••',
      },
    }),
  )
}

/** Step 2: charge and record, the payment and the subscription locked. */
async function chargeAndRecord(
  ctx: RenewalsContext,
  paymentId: number,
): Promise<{ result: RenewalResult; settled: PaymentRow | null }> {
  return ctx.db.transaction(async (tx) => {
    const payment = await lockPaymentUnlessBusy(tx, paymentId)
    if (payment?.status !== 'pending' || payment.subscriptionId === null) {
      return { result: 'skipped' as const, settled: null }
    }
    const sub = await lockSubscription(tx, payment.subscriptionId)
    const now = ctx.clock()
    const samePeriod = sub?.endsAt.getTime() === payment.renewalPeriodEnd?.getTime()
    if (!sub || !isDue(sub, now) || !samePeriod) {
      // Canceled, or moved (free days accepted), between the claim and the charge: nothing is charged.
      const outcome: PaymentOutcome = {
        status: 'canceled',
        data: answerData('CANCELED', payment.operationNumber, 'The renewal was canceled before it was charged.'),
        processorReference: null,
        card: null,
      }
      await finalize(tx, payment, outcome, 'renewal', now)
      return { result: 'canceled' as const, settled: null }
    }
    const outcome = await chargeAtProcessor(ctx, tx, payment, now)
    ctx.faults?.afterCharge?.(payment.id)
    if (!outcome) {
      await enterGrace(tx, sub, now, false)
      return { result: 'pending' as const, settled: null }
    }
    const settled = await finalize(tx, payment, outcome, 'renewal', now)
    if (settled?.status === 'approved') return { result: 'renewed' as const, settled }
    const updated = await enterGrace(tx, sub, now, true)
    await queueFailureMail(ctx, tx, updated, payment)
    return { result: 'failed' as const, settled: null }
  })
}

/** Renews one subscription if it is due: claim, charge, record; the receipt goes out after the commit. */
export async function renewSubscription(ctx: RenewalsContext, subscriptionId: number): Promise<RenewalResult> {
  const payment = await claimAttempt(ctx, subscriptionId)
  if (!payment) return 'skipped'
  const { result, settled } = await chargeAndRecord(ctx, payment.id)
  if (settled) {
    await sendPaymentMails(
      { db: ctx.db, mailer: ctx.mailer, log: ctx.log, publicUrl: ctx.publicUrl, guestKey: ctx.guestKey },
      settled,
    )
  }
  return result
}
