/**
 * Charging a renewal, exactly once, whatever runs it twice (two workers, a retry after a crash):
 *
 * 1. Claim (one short transaction, the subscription locked): the payment of this period and
 *    attempt is created once (a unique index on subscription, period end and attempt), pending, and
 *    committed. A worker that finds the subscription locked by another leaves it: waiting there
 *    would hold a pool connection the holder may need (five workers on a pool of five hung).
 * 2. Check (one short transaction, the payment's row locked, then the subscription's): a payment
 *    another worker has locked, or no longer pending, is left alone; one whose subscription was
 *    canceled or moved (free days accepted) since the claim is canceled, nothing charged.
 * 3. Charge, with no transaction open: the saved card through the payment's driver.
 * 4. Record (one transaction, the payment's row locked, then the subscription's): the answer settles
 *    the payment (finalize.ts → the period is added, periods.ts, the receipt queued) or opens the grace period. A payment
 *    settled meanwhile (a callback, another worker) is left as it is.
 *
 * Drivers are idempotent per payment (its operation number is the processor's idempotency key): two
 * workers that both pass the check, or a job run again after the process died between the charge
 * and its record (the payment still pending), get the first charge's answer and charge nothing
 * more, and the conditional settle records it once. A processor callback that settles the payment
 * first wins the same conditional update.
 */
import { formatMinorAmount } from '../../../contract/money'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import {
  type ChargeRequest,
  chargeRequestFor,
  finalize,
  findRenewalPayment,
  insertPaymentEvent,
  insertRenewalPayment,
  lockPaymentUnlessBusy,
  newOperationNumber,
  outcomeWithoutProcessor,
  type PaymentDriver,
  type PaymentOutcome,
  type PaymentRow,
} from '../payments/index'
import { findCurrency, findMethod, findPlan, findSavedCard } from '../purchase/index'
import {
  enterGrace,
  findLastApprovedPayment,
  findOwner,
  findSuccessor,
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
  return outcomeWithoutProcessor(payment, 'failed', statusName, advice)
}

type Charge =
  | { kind: 'ask'; driver: PaymentDriver; request: ChargeRequest & { savedToken: string } }
  | { kind: 'refused'; outcome: PaymentOutcome }

/** What to ask the processor for this payment, read in the check's transaction. */
async function chargeFor(ctx: RenewalsContext, tx: Executor, payment: PaymentRow): Promise<Charge> {
  const card = payment.savedCardId === null ? undefined : await findSavedCard(tx, payment.savedCardId)
  const method = payment.paymentMethodId === null ? undefined : await findMethod(tx, payment.paymentMethodId)
  const driver = method ? ctx.drivers[method.driverFrontKey] : undefined
  if (!card || !method || !driver?.chargeSavedCard) {
    return {
      kind: 'refused',
      outcome: refused(payment, 'NO_SAVED_CARD', 'There is no saved card to charge this renewal to.'),
    }
  }
  const plan = await findPlan(tx, payment.planId)
  const currency = await findCurrency(tx, payment.currency)
  if (!plan || !currency) throw new Error(`renewal payment ${payment.id}: plan or currency gone`)
  // A renewal charges what its row says, and the same again at the next renewal.
  const request = chargeRequestFor(payment, { plan, currency, method, recurringMinor: payment.chargedMinor })
  return { kind: 'ask', driver, request: { ...request, savedToken: card.processorToken } }
}

/**
 * Step 3: the charge at the processor, with no transaction open; the processor's state is its own.
 * Null while the processor has no final answer.
 */
async function askProcessor(
  ctx: RenewalsContext,
  payment: PaymentRow,
  charge: Extract<Charge, { kind: 'ask' }>,
): Promise<PaymentOutcome | null> {
  const chargeSavedCard = charge.driver.chargeSavedCard
  if (!chargeSavedCard) throw new Error('a renewal driver that cannot charge saved cards')
  try {
    const started = await chargeSavedCard({ now: ctx.clock() }, charge.request)
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
        amount: formatMinorAmount(
          payment.chargedMinor,
          { code: payment.currency, decimal_precision: currency?.decimalPrecision ?? 2 },
          locale,
        ),
        card: payment.cardLast4 ?? '••••',
      },
    }),
  )
}

type Checked = { kind: 'done'; result: RenewalResult } | { kind: 'charge'; payment: PaymentRow; charge: Charge }

/** Step 2: the payment still pending and its subscription still renewing this period, or canceled. */
async function checkBeforeCharge(ctx: RenewalsContext, paymentId: number): Promise<Checked> {
  return ctx.db.transaction(async (tx): Promise<Checked> => {
    const payment = await lockPaymentUnlessBusy(tx, paymentId)
    if (payment?.status !== 'pending' || payment.subscriptionId === null) return { kind: 'done', result: 'skipped' }
    const sub = await lockSubscription(tx, payment.subscriptionId)
    const now = ctx.clock()
    const samePeriod = sub?.endsAt.getTime() === payment.renewalPeriodEnd?.getTime()
    if (!sub || !isDue(sub, now) || !samePeriod) {
      // Canceled, or moved (free days accepted), between the claim and the charge: nothing is charged.
      const advice = 'The renewal was canceled before it was charged.'
      const outcome = outcomeWithoutProcessor(payment, 'canceled', 'CANCELED', advice)
      await finalize(tx, ctx, payment, outcome, 'renewal', now)
      return { kind: 'done', result: 'canceled' }
    }
    return { kind: 'charge', payment, charge: await chargeFor(ctx, tx, payment) }
  })
}

/** Step 4: the processor's answer recorded, the payment and the subscription locked. */
async function recordAnswer(
  ctx: RenewalsContext,
  paymentId: number,
  outcome: PaymentOutcome | null,
): Promise<RenewalResult> {
  return ctx.db.transaction(async (tx): Promise<RenewalResult> => {
    const payment = await lockPaymentUnlessBusy(tx, paymentId)
    if (payment?.status !== 'pending' || payment.subscriptionId === null) return 'skipped'
    const sub = await lockSubscription(tx, payment.subscriptionId)
    const now = ctx.clock()
    // Canceled while the processor was asked: what was charged is still recorded, but no grace opens.
    const renewing = sub !== undefined && isDue(sub, now)
    if (!outcome) {
      if (renewing) await enterGrace(tx, sub, now, false)
      return 'pending'
    }
    const settled = await finalize(tx, ctx, payment, outcome, 'renewal', now)
    if (settled?.status === 'approved') return 'renewed'
    if (renewing) {
      const updated = await enterGrace(tx, sub, now, true)
      await queueFailureMail(ctx, tx, updated, payment)
    }
    return 'failed'
  })
}

/** Steps 2 to 4: check, charge with no transaction open, record. */
async function chargeAndRecord(ctx: RenewalsContext, paymentId: number): Promise<RenewalResult> {
  const checked = await checkBeforeCharge(ctx, paymentId)
  if (checked.kind === 'done') return checked.result
  const { payment, charge } = checked
  const outcome = charge.kind === 'refused' ? charge.outcome : await askProcessor(ctx, payment, charge)
  ctx.faults?.afterCharge?.(payment.id)
  return recordAnswer(ctx, paymentId, outcome)
}

/** Renews one subscription if it is due: claim, charge, record (the receipt is queued with the record). */
export async function renewSubscription(ctx: RenewalsContext, subscriptionId: number): Promise<RenewalResult> {
  const payment = await claimAttempt(ctx, subscriptionId)
  if (!payment) return 'skipped'
  return chargeAndRecord(ctx, payment.id)
}
