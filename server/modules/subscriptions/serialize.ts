import type { RenewalStatus, Subscription } from '../../../contract/schemas/subscription'
import type { RenewalPrice } from './renewal-price'
import type { SubscriptionDetailRow, SubscriptionRow } from './repository'

export function accessEndOf(sub: SubscriptionRow): Date {
  return sub.graceEndsAt ?? sub.endsAt
}

export function isActive(sub: SubscriptionRow, now: Date): boolean {
  return sub.status === 'approved' && accessEndOf(sub).getTime() > now.getTime()
}

/**
 * Auto-renew is on and can be turned off: a main, recurring subscription that has not ended, or
 * whose renewal is due and not yet charged (cancelling then means it is never charged).
 */
export function canCancel(sub: SubscriptionRow, isRecurrent: boolean, now: Date): boolean {
  const pending = sub.status === 'approved' && sub.nextPaymentAt !== null
  return (isActive(sub, now) || pending) && sub.autoRenew && sub.bundledWithId === null && isRecurrent
}

/** The renewal as displayed: scheduled, scheduled-paused (a failed charge being retried), scheduled-canceled. */
function renewalStatus(sub: SubscriptionRow, isRecurrent: boolean, now: Date): RenewalStatus | null {
  if (!isActive(sub, now) || !isRecurrent) return null
  if (!sub.autoRenew) return 'scheduled-canceled'
  if (sub.bundledWithId !== null) return 'scheduled'
  if (sub.renewalFailures > 0 || sub.nextPaymentAt === null) return 'scheduled-paused'
  return 'scheduled'
}

export function toSubscription(detail: SubscriptionDetailRow, next: RenewalPrice | null, now: Date): Subscription {
  const { subscription: sub, plan } = detail
  const charges = next !== null && sub.nextPaymentAt !== null && canCancel(sub, plan.isRecurrent, now)
  return {
    id: sub.id,
    active: isActive(sub, now),
    status: sub.status,
    created_at: sub.createdAt.toISOString(),
    starts_at: sub.startsAt.toISOString(),
    ends_at: sub.endsAt.toISOString(),
    grace_ends_at: sub.graceEndsAt?.toISOString() ?? null,
    auto_renew: sub.autoRenew,
    renewal_status: renewalStatus(sub, plan.isRecurrent, now),
    next_scheduled_payment:
      charges && next && sub.nextPaymentAt
        ? {
            date: sub.nextPaymentAt.toISOString(),
            amount: next.amountCents / 100,
            charged_amount: next.chargedMinor / 10 ** next.currency.decimalPrecision,
            currency: next.currency.code,
          }
        : null,
    latest_payment_status: detail.latestPaymentStatus,
    is_trial: sub.inTrial,
    canceled_at: sub.canceledAt?.toISOString() ?? null,
    end_reason: sub.endReason,
    subscription_plan: {
      id: plan.id,
      title: plan.title,
      description: plan.description,
      amount: plan.amountCents / 100,
      duration: plan.duration,
      duration_type: plan.durationType,
      is_recurrent: plan.isRecurrent,
      premium: plan.premium,
    },
    user_credit_card: detail.card
      ? { id: detail.card.id, last_4_digits: detail.card.last4, type: detail.card.brand }
      : null,
    model: detail.creator,
    can_cancel: canCancel(sub, plan.isRecurrent, now),
  }
}
