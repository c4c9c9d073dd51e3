/**
 * What an approved payment grants, asked for in the transaction that approves it (finalize.ts):
 * tokens into the buyer's wallet (the wallet's ledger); a creator subscription and its follow, the
 * site membership, or both for a legacy bundle or the add-on (the membership is then a companion of
 * the main subscription: it lasts as long, renews and ends with it), granted by the subscriptions
 * module. Access stacks: a new period starts when the current one ends. A pre-paid code gives one
 * period that does not renew (nothing can be charged for a next one). A renewal payment extends its
 * own subscription instead (subscriptions/periods.ts). A guest's grants wait on their unfinished
 * registration and move to the user who finishes it (attach.ts).
 */
import type { Executor } from '../../lib/executor'
import { findAddonById, findPlan, findPromoById } from '../purchase/index'
import { applyRenewal, type GrantingPayment, grantAccess } from '../subscriptions/index'
import { creditTokens } from '../wallet/index'
import { type PaymentRow, setPaymentSubscription } from './repository'

/** Whose the grant is, and the method and card its subscription renews on. */
function grantingPayment(payment: PaymentRow): GrantingPayment {
  const { paymentMethodId, savedCardId } = payment
  if (payment.userId !== null) return { owner: { userId: payment.userId }, paymentMethodId, savedCardId }
  if (payment.unfinishedUserId !== null)
    return { owner: { unfinishedUserId: payment.unfinishedUserId }, paymentMethodId, savedCardId }
  throw new Error(`payment ${payment.id} has no owner`)
}

export async function fulfil(tx: Executor, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.renewalPeriodEnd !== null) {
    await applyRenewal(tx, payment)
    return
  }
  const plan = await findPlan(tx, payment.planId)
  if (!plan) throw new Error(`payment ${payment.id}: plan ${payment.planId} is gone`)

  if (plan.isToken) {
    // Guests cannot buy tokens (411), so a token payment always has its user.
    if (payment.userId === null) throw new Error(`payment ${payment.id}: tokens without a user`)
    await creditTokens(tx, {
      userId: payment.userId,
      tokens: plan.tokensQuantity ?? 0,
      idempotencyKey: `payment:${payment.id}:tokens`,
      paymentId: payment.id,
      memo: plan.descriptionInvoice || plan.title,
      at: now,
    })
    return
  }

  const promo = payment.promotionalCodeId === null ? undefined : await findPromoById(tx, payment.promotionalCodeId)
  const trialDays = payment.isTrial ? promo?.trialDays : null
  const period = trialDays
    ? { amount: trialDays, unit: 'days' as const }
    : { amount: plan.duration, unit: plan.durationType }
  const inTrial = Boolean(trialDays)
  const renews = plan.isRecurrent && promo?.type !== 'pre_paid'
  const main = await grantAccess(
    tx,
    grantingPayment(payment),
    { plan, creatorId: plan.creatorId, ...period, renews, inTrial },
    now,
  )
  await setPaymentSubscription(tx, payment.id, main)

  // A legacy bundle, or the add-on, also carries the site membership (the legacy channel).
  if (plan.creatorId !== null && plan.isLegacyPlusWebstar) {
    await grantAccess(
      tx,
      grantingPayment(payment),
      { plan, creatorId: null, ...period, renews, inTrial, bundledWithId: main },
      now,
    )
  } else if (payment.addonId !== null) {
    const addon = await findAddonById(tx, payment.addonId)
    if (addon) {
      await grantAccess(
        tx,
        grantingPayment(payment),
        { plan: addon.plan, creatorId: null, ...period, renews, inTrial, bundledWithId: main },
        now,
      )
    }
  }
}
