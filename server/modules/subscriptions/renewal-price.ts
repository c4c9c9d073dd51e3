/**
 * What a renewal charges: the plan billed after the first period (the onward plan, else the same
 * plan), plus the legacy add-on when it was bought with the subscription, in the currency the
 * subscription was paid in, priced by the server like every other payment (purchase/pricing.ts).
 */
import { PURCHASE } from '../../../contract/limits'
import type { Executor } from '../../lib/executor'
import {
  addonCents,
  type CurrencyRow,
  findAddonById,
  findCurrency,
  findPlan,
  type PlanRow,
  toMinorUnits,
} from '../purchase/index'
import type { SubscriptionRow } from './repository'

export type RenewalPrice = {
  plan: PlanRow
  addonId: number | null
  amountCents: number
  currency: CurrencyRow
  chargedMinor: number
}

export async function renewalPrice(
  db: Executor,
  sub: SubscriptionRow,
  paidWith: { currency: string | null; addonId: number | null },
): Promise<RenewalPrice> {
  const current = await findPlan(db, sub.planId)
  if (!current) throw new Error(`subscription ${sub.id}: plan ${sub.planId} is gone`)
  const plan = (current.onwardPlanId === null ? undefined : await findPlan(db, current.onwardPlanId)) ?? current
  const addon = paidWith.addonId === null ? undefined : await findAddonById(db, paidWith.addonId)
  const amountCents = plan.amountCents + (addon ? addonCents(addon.plan, addon.addon.discountPercent, plan) : 0)
  const currency =
    (paidWith.currency ? await findCurrency(db, paidWith.currency) : undefined) ??
    (await findCurrency(db, PURCHASE.baseCurrency))
  if (!currency) throw new Error('the base currency (USD) is missing from the currencies table')
  return {
    plan,
    addonId: addon?.addon.id ?? null,
    amountCents,
    currency,
    chargedMinor: toMinorUnits(amountCents, currency),
  }
}
