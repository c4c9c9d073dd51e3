/**
 * Everything a payment's price is made of, read from the catalogue in one call: the country, the
 * method (or the saved card and its method), the plan, its payment link and legacy bundle, the plan
 * that follows it, the charge and base currencies, the add-on, the promotional and referral codes,
 * and the billing country's subdivisions. Independent reads run together. Nothing here decides:
 * what is missing is left undefined for the payment's preparation to refuse, in its own order.
 */
import { PURCHASE } from '../../../contract/limits'
import type { Executor } from '../../lib/executor'
import { chargeCurrency } from './methods'
import {
  type CountryRow,
  type CurrencyRow,
  findAddon,
  findCountry,
  findCurrency,
  findMethod,
  findPaylink,
  findPlan,
  findPromo,
  findReferral,
  findSavedCard,
  type MethodRow,
  type PlanRow,
  type PromoRow,
  type SavedCardRow,
  subdivisionCodesOf,
} from './repository'

export type PriceAsk = {
  countryId: number | 'INT'
  planId: number
  legacyBundleId: number | null
  paymentLinkId: number | null
  /** The method chosen on the form; a one-click payment names its saved card instead. */
  methodId: number | null
  cardId: number | null
  promoCode: string | null
  referral: string | null
  addon: boolean
  /** The billing country of an in-app card form, for its subdivisions. */
  billingCountry: string | null
}

export type PriceCatalogue = {
  /** Null for 'INT'; undefined when the country asked is unknown. */
  country: CountryRow | null | undefined
  savedCard: SavedCardRow | undefined
  method: MethodRow | undefined
  plan: PlanRow | undefined
  paylink: Awaited<ReturnType<typeof findPaylink>>
  bundle: PlanRow | undefined
  /** The plan each of `plan` and `bundle` continues with, by its id. */
  onward: Map<number, PlanRow>
  /** The currency the method charges in the country, and the base currency. */
  chargeCurrency: CurrencyRow | undefined
  baseCurrency: CurrencyRow | undefined
  addon: Awaited<ReturnType<typeof findAddon>>
  promo: PromoRow | undefined
  referral: Awaited<ReturnType<typeof findReferral>>
  /** Undefined when no billing country was given or it is unknown. */
  subdivisionCodes: string[] | undefined
}

const none = Promise.resolve(undefined)

export async function readPriceCatalogue(db: Executor, ask: PriceAsk): Promise<PriceCatalogue> {
  const [country, savedCard, chosenMethod, plan, paylink, bundle, addon, promo, referral, subdivisionCodes, base] =
    await Promise.all([
      ask.countryId === 'INT' ? Promise.resolve(null) : findCountry(db, { id: ask.countryId }),
      ask.cardId === null ? none : findSavedCard(db, ask.cardId),
      ask.methodId === null ? none : findMethod(db, ask.methodId),
      findPlan(db, ask.planId),
      ask.paymentLinkId === null ? none : findPaylink(db, { id: ask.paymentLinkId }),
      ask.legacyBundleId === null ? none : findPlan(db, ask.legacyBundleId),
      ask.addon ? findAddon(db, 'legacy') : none,
      ask.promoCode ? findPromo(db, ask.promoCode) : none,
      ask.referral ? findReferral(db, ask.referral) : none,
      ask.billingCountry ? subdivisionCodesOf(db, ask.billingCountry) : none,
      findCurrency(db, PURCHASE.baseCurrency),
    ])
  const method =
    ask.cardId === null ? chosenMethod : savedCard ? await findMethod(db, savedCard.paymentMethodId) : undefined
  const chargeCode = method ? chargeCurrency(method, country ?? null) : null
  const onwardIds = [plan?.onwardPlanId, bundle?.onwardPlanId].filter((id): id is number => typeof id === 'number')
  const [charge, onwards] = await Promise.all([
    chargeCode && chargeCode !== base?.code
      ? findCurrency(db, chargeCode)
      : Promise.resolve(chargeCode ? base : undefined),
    Promise.all(onwardIds.map((id) => findPlan(db, id))),
  ])
  return {
    country,
    savedCard,
    method,
    plan,
    paylink,
    bundle,
    onward: new Map(onwards.flatMap((row) => (row ? [[row.id, row] as const] : []))),
    chargeCurrency: charge,
    baseCurrency: base,
    addon,
    promo,
    referral,
    subdivisionCodes,
  }
}
