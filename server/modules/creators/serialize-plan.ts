import type { SubscriptionPlan } from '../../../contract/schemas/plan'
import type { subscriptionPlans } from '../../db/schema/index'

export type PlanRow = typeof subscriptionPlans.$inferSelect

function dollars(cents: number): number {
  return Math.round(cents) / 100
}

/** `paymentLinkId`: the link a paylink plan is sold through (GET paylink). */
export function toPlan(row: PlanRow, paymentLinkId: number | null = null): SubscriptionPlan {
  const amount = dollars(row.amountCents)
  // The price of one unit of the duration (a month of a 3-month pack, a day of a 7-day pass).
  const periodAmount = row.duration > 0 ? dollars(Math.round(row.amountCents / row.duration)) : amount
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    description_invoice: row.descriptionInvoice,
    amount,
    premium: row.premium,
    is_token: row.isToken,
    is_paylink: row.isPaylink,
    is_subscription: !row.isToken,
    is_plan_pack: row.isPlanPack,
    is_recurrent: row.isRecurrent,
    tokens_quantity: row.tokensQuantity,
    payment_link_id: paymentLinkId,
    is_webstars_plan: row.creatorId !== null,
    is_legacy_plus_webstar: row.isLegacyPlusWebstar,
    legacy_plus_webstar: row.legacyPlusWebstarId === null ? null : { id: row.legacyPlusWebstarId },
    model_id: row.creatorId,
    show_data: {
      total: { duration: row.duration, duration_type: row.durationType, amount, fees: dollars(row.feesCents) },
      breakdown: { period_amount: periodAmount, period_type: row.durationType },
      promotional_tag: row.promotionalTag,
    },
    current_status: row.premium ? 'premium' : 'normal',
  }
}
