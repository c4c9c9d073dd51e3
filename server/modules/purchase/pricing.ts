/**
 * Prices are the server's alone (never the client's): the plan's USD amount, plus the legacy
 * add-on, changed by the promotion (a discount on the first payment, a free trial, a pre-paid
 * code), then converted to the charge currency with its rate and decimals.
 */
import type { CurrencyRow, PlanRow, PromoRow } from './repository'

export type Price = {
  /** USD cents charged now. */
  amountCents: number
  isTrial: boolean
  trialDays: number | null
  /** Nothing is charged now: the card is only checked (a free trial). */
  isPreapproval: boolean
  isPrepaid: boolean
}

type Period = Pick<PlanRow, 'duration' | 'durationType'>

/**
 * The legacy add-on for one period of the plan it is bought with (it lasts as long and renews with
 * it): the membership for that long, at the add-on's discount. Without a plan, one membership period.
 */
export function addonCents(
  membership: Pick<PlanRow, 'amountCents'> & Period,
  discountPercent: number,
  plan: Period | null = null,
): number {
  const periods = plan && periodDays(plan) > 0 ? periodDays(plan) / periodDays(membership) : 1
  return Math.round((membership.amountCents * periods * (100 - discountPercent)) / 100)
}

export function priceOf(input: { plan: PlanRow; addonCents: number; promo: PromoRow | null }): Price {
  const regular = input.plan.amountCents + input.addonCents
  const promo = input.promo
  if (promo?.type === 'pre_paid') {
    return { amountCents: 0, isTrial: false, trialDays: null, isPreapproval: false, isPrepaid: true }
  }
  if (promo?.type === 'free_trial') {
    const amountCents = Math.min(promo.trialAmountCents, regular)
    return {
      amountCents,
      isTrial: true,
      trialDays: promo.trialDays ?? 7,
      isPreapproval: amountCents === 0,
      isPrepaid: false,
    }
  }
  if (promo?.type === 'discount' && promo.discountPercent) {
    const amountCents = Math.round((regular * (100 - promo.discountPercent)) / 100)
    return { amountCents, isTrial: false, trialDays: null, isPreapproval: false, isPrepaid: false }
  }
  return { amountCents: regular, isTrial: false, trialDays: null, isPreapproval: false, isPrepaid: false }
}

/** USD cents in a currency's minor units, at its rate (units per dollar) and precision. */
export function toMinorUnits(
  amountCents: number,
  currency: Pick<CurrencyRow, 'amountToUsd' | 'decimalPrecision'>,
): number {
  const units = (amountCents / 100) * currency.amountToUsd
  return Math.round(Number((units * 10 ** currency.decimalPrecision).toFixed(6)))
}

/** Days one period of a plan lasts (months count as 30 days where a processor wants days). */
export function periodDays(plan: Period): number {
  return plan.durationType === 'months' ? plan.duration * 30 : plan.duration
}
