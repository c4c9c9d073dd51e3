/**
 * A processor's refund or chargeback of an approved payment (a verified callback, its amount and
 * currency checked like any other: callbacks.ts). A token pack's tokens go back through the ledger
 * (wallet/reversals.ts: what the wallet still holds, the rest carried by the platform); a
 * subscription keeps the access already given until its end, and stops renewing.
 */
import type { Executor } from '../../lib/executor'
import { findPlan } from '../purchase/index'
import { findSubscription, stopRenewing } from '../subscriptions/index'
import { refundTokenPurchase } from '../wallet/index'
import type { PaymentRow } from './repository'

export type RefundOutcome = { outcome: 'applied' | 'unchanged' | 'rejected'; reason: string | null }

export async function applyRefund(tx: Executor, payment: PaymentRow, now: Date): Promise<RefundOutcome> {
  if (payment.status !== 'approved') return { outcome: 'rejected', reason: `refund of a ${payment.status} payment` }
  const plan = await findPlan(tx, payment.planId)
  if (plan?.isToken && payment.userId !== null) {
    const refund = await refundTokenPurchase(tx, {
      userId: payment.userId,
      paymentId: payment.id,
      memo: plan.descriptionInvoice || plan.title,
      at: now,
    })
    if (!refund) return { outcome: 'unchanged', reason: 'tokens refunded before' }
    return {
      outcome: 'applied',
      reason: refund.shortfall > 0 ? `${refund.shortfall} of ${refund.refunded} tokens were spent already` : null,
    }
  }
  // The card's money came back: charging it again would be wrong; what was already open stays open.
  const subscription = payment.subscriptionId === null ? undefined : await findSubscription(tx, payment.subscriptionId)
  if (!subscription?.autoRenew) return { outcome: 'unchanged', reason: 'refunded; nothing renews' }
  await stopRenewing(tx, subscription, 'canceled', now)
  return { outcome: 'applied', reason: 'subscription refunded: access kept, renewals stopped' }
}
