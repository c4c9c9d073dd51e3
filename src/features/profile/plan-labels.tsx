import { Plural, Trans } from '@lingui/react/macro'
import type { SubscriptionPlan } from '../../../contract/schemas/plan'

/** The plan lasts one period of its price ("1 month" at a price a month): the price is its total. */
function isSinglePeriod(plan: SubscriptionPlan): boolean {
  const { total, breakdown } = plan.show_data
  return total.duration === 1 && total.duration_type === breakdown.period_type
}

/**
 * A plan beside the main one: its name in the interface language says which it is, then its price,
 * a month or a day for a plan of several ("3 months · $9.99 a month"), its price alone for a plan
 * of one ("VIP · 1 month · $23.97").
 */
export function PlanTitleLabel({ plan, price }: { plan: SubscriptionPlan; price: string }) {
  if (isSinglePeriod(plan)) {
    return (
      <Trans>
        <PlanName plan={plan} /> · {price}
      </Trans>
    )
  }
  return plan.show_data.breakdown.period_type === 'days' ? (
    <Trans>
      <PlanName plan={plan} /> · {price} a day
    </Trans>
  ) : (
    <Trans>
      <PlanName plan={plan} /> · {price} a month
    </Trans>
  )
}

/**
 * A plan's name in the interface language, from its length (the title is the creator's own words
 * and language, kept as the tooltip): "3 months", "VIP · 1 month".
 */
export function PlanName({ plan }: { plan: SubscriptionPlan }) {
  const { duration, duration_type: unit } = plan.show_data.total
  const length =
    unit === 'days' ? (
      <Plural value={duration} one="# day" other="# days" />
    ) : (
      <Plural value={duration} one="# month" other="# months" />
    )
  return plan.premium ? <Trans>VIP · {length}</Trans> : length
}

export function PlanLabel({ plan, price }: { plan: SubscriptionPlan; price: string }) {
  return plan.show_data.breakdown.period_type === 'days' ? (
    <Trans>Subscribe · {price} a day</Trans>
  ) : (
    <Trans>Subscribe · {price} a month</Trans>
  )
}
