/**
 * The purchase catalogue: countries, subdivisions and currencies, what can be bought
 * (purchase options, paylinks, the legacy add-on), and the rules the payment service shares with
 * it: which country and methods apply, and whether a promotional code does.
 */
import type { Locale } from '../../../contract/languages'
import { PURCHASE } from '../../../contract/limits'
import type { Addon, PaymentLink, PaymentMethod, PurchaseOption, SavedCard } from '../../../contract/schemas/purchase'
import type { PaymentsConfig } from '../../config'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import type { Viewer } from '../../lib/viewer'
import { findCreatorBrief, findPlans } from '../creators/index'
import { type AvailableDrivers, chargeCurrency, groupOf, isMethodAvailable } from './methods'
import { addonCents, priceOf } from './pricing'
import { promotionRefusal, trialAddress } from './promotions'
import {
  activeSubscriptionTargets,
  type CountryRow,
  countCountries,
  countSubdivisions,
  findAddon,
  findCountry,
  findPaylink,
  findPlan,
  findPlansByIds,
  findPromo,
  findReferral,
  listActiveMethods,
  listCountries,
  listCurrencies,
  listSavedCards,
  listSubdivisions,
  type MethodRow,
  type PlanRow,
  type PromoRow,
  recentFailures,
} from './repository'
import { toCountry, toCurrency, toMethod, toPromo, toPurchasePlan, toSavedCard, toSubdivision } from './serialize'

/** What the catalogue needs; payments name their own driver type, purchase only asks which exist. */
export type PurchaseContext<D extends AvailableDrivers = AvailableDrivers> = {
  db: Db
  clock: Clock
  config: PaymentsConfig
  drivers: D
}

/** Who asks and from where: the viewer, the interface language, the GeoIP country and the address. */
export type Caller = { viewer: Viewer; locale: Locale; currentCountry: string | null; ip: string }

const HOUR = 3600 * 1000
const MAX_OPTIONS = 50

export async function listCountryPage(
  ctx: PurchaseContext,
  caller: Caller,
  request: { payableOnly: boolean; page: PageRequest },
) {
  const filter = { payableOnly: request.payableOnly }
  const [rows, total] = await Promise.all([
    listCountries(ctx.db, filter, request.page.perPage, offsetOf(request.page)),
    countCountries(ctx.db, filter),
  ])
  return { countries: rows.map((row) => toCountry(row, caller.currentCountry)), total }
}

export async function listSubdivisionPage(ctx: PurchaseContext, request: { countryId: number; page: PageRequest }) {
  const [rows, total] = await Promise.all([
    listSubdivisions(ctx.db, request.countryId, request.page.perPage, offsetOf(request.page)),
    countSubdivisions(ctx.db, request.countryId),
  ])
  return { subdivisions: rows.map(toSubdivision), total }
}

export async function listCurrencyRows(ctx: PurchaseContext, request: { defaultOnly: boolean }) {
  return (await listCurrencies(ctx.db, request)).map(toCurrency)
}

/**
 * The country a purchase is made from: a payable country by id, or null for 'INT'. An unknown or
 * unpayable country is a 422 on `field`.
 */
export async function resolveCountry(
  db: Executor,
  countryId: number | 'INT',
  field = 'country_id',
): Promise<CountryRow | null> {
  return payableCountry(countryId === 'INT' ? null : await findCountry(db, { id: countryId }), field)
}

/** The country found for a purchase (null for 'INT'); 422 on `field` when it is unknown or not payable. */
export function payableCountry(country: CountryRow | null | undefined, field = 'country_id'): CountryRow | null {
  if (country === null) return null
  if (!country?.payable) throw new AppError('validation_failed', { issues: { [field]: [{ message: 'one_of' }] } })
  return country
}

/** The buyer's recent failures by method (412 and the try-again group). */
export function failuresOf(
  ctx: Pick<PurchaseContext, 'db'>,
  buyer: { userId: number } | { email: string } | null,
  now: Date,
): Promise<Map<number, number>> {
  if (!buyer) return Promise.resolve(new Map())
  return recentFailures(ctx.db, buyer, new Date(now.getTime() - PURCHASE.failureWindowHours * HOUR))
}

export async function offeredMethods(
  ctx: PurchaseContext,
  country: CountryRow | null,
  failures: Map<number, number>,
): Promise<{ row: MethodRow; method: PaymentMethod }[]> {
  const rows = await listActiveMethods(ctx.db)
  return rows.flatMap((row) => {
    const driver = ctx.drivers[row.driverFrontKey]
    if (!driver || !isMethodAvailable(row, country, ctx.drivers)) return []
    const currency = chargeCurrency(row, country) ?? PURCHASE.baseCurrency
    return [{ row, method: toMethod(row, groupOf(row, failures), currency, driver.capabilities) }]
  })
}

/** Whether a valid promotion can be used on a plan (never on token packs or paylinks). */
export function promoAppliesTo(promo: PromoRow, plan: PlanRow): boolean {
  return !plan.isToken && !plan.isPaylink && (promo.planId === null || promo.planId === plan.id)
}

/**
 * A promotional code that exists, is active and not expired; 422 otherwise. Whether this buyer may
 * use it (its limits) is promotions.ts's.
 */
export async function usablePromo(db: Executor, code: string, field: string, now: Date): Promise<PromoRow> {
  return usablePromoRow(await findPromo(db, code), field, now)
}

/** The promotional code found, when it is active and not expired; 422 on `field` otherwise. */
export function usablePromoRow(promo: PromoRow | undefined, field: string, now: Date): PromoRow {
  const usable = promo?.active && (promo.expiresAt === null || promo.expiresAt > now)
  if (!promo || !usable) {
    throw new AppError('invalid_promotional_code', { issues: { [field]: [{ message: 'invalid' }] } })
  }
  return promo
}

export async function usableReferral(db: Executor, code: string, field: string) {
  return usableReferralRow(await findReferral(db, code), field)
}

/** The referral code found; 422 on `field` when there is none. */
export function usableReferralRow<T>(referral: T | undefined, field: string): T {
  if (!referral) throw new AppError('invalid_referral_code', { issues: { [field]: [{ message: 'invalid' }] } })
  return referral
}

/**
 * The viewer's saved cards usable with the offered methods (good first, banned last), one per card:
 * a card kept with two methods is listed once, by its good and newest copy (rows come in that order).
 */
async function oneClickCards(ctx: PurchaseContext, viewer: Viewer, methodIds: Set<number>): Promise<SavedCard[]> {
  if (viewer.userId === null) return []
  const rows = await listSavedCards(ctx.db, viewer.userId)
  const seen = new Set<string>()
  return rows
    .filter((row) => {
      if (!methodIds.has(row.paymentMethodId) || seen.has(row.fingerprint)) return false
      seen.add(row.fingerprint)
      return true
    })
    .map(toSavedCard)
}

type Includes = ReadonlySet<string>

async function planRelations(ctx: PurchaseContext, caller: Caller, country: CountryRow | null, includes: Includes) {
  const failures = await failuresOf(
    ctx,
    caller.viewer.userId === null ? null : { userId: caller.viewer.userId },
    ctx.clock(),
  )
  const offered = await offeredMethods(ctx, country, failures)
  const methods = includes.has('payment_methods') ? offered.map((entry) => entry.method) : undefined
  const oneClickMethodIds = new Set(offered.filter((entry) => entry.row.supportsOneClick).map((entry) => entry.row.id))
  const cards = includes.has('one_click_pay_cards')
    ? await oneClickCards(ctx, caller.viewer, oneClickMethodIds)
    : undefined
  return { methods, cards }
}

/** Everything unless the caller named what to include. */
function includeSet(include: readonly string[] | undefined): Includes {
  return new Set(
    include && include.length > 0
      ? include
      : ['subscription_plan', 'payment_methods', 'onward_subscription_plan', 'one_click_pay_cards', 'promotional_code'],
  )
}

async function plansToOffer(
  ctx: PurchaseContext,
  query: { plan?: number | undefined; webstar?: string | undefined; tokens?: boolean | undefined },
  promo: PromoRow | null,
): Promise<PlanRow[]> {
  if (query.plan !== undefined) {
    const plan = await findPlan(ctx.db, query.plan)
    return plan?.active ? [plan] : []
  }
  if (promo?.planId) {
    const plan = await findPlan(ctx.db, promo.planId)
    return plan?.active ? [plan] : []
  }
  if (query.webstar) {
    const creator = await findCreatorBrief(ctx.db, { username: query.webstar })
    return creator ? findPlans(ctx.db, { creatorId: creator.id }, MAX_OPTIONS, 0) : []
  }
  return findPlans(ctx.db, { site: true, isToken: query.tokens ?? false }, MAX_OPTIONS, 0)
}

function isAlreadySubscribed(plan: PlanRow, viewer: Viewer, targets: { creatorId: number | null }[]): boolean {
  if (plan.isToken) return false
  if (plan.creatorId === null) return viewer.isMember
  return targets.some((target) => target.creatorId === plan.creatorId)
}

export async function purchaseOptions(
  ctx: PurchaseContext,
  caller: Caller,
  query: {
    country_id: number | 'INT'
    include?: string[] | undefined
    plan?: number | undefined
    code?: string | undefined
    referal?: string | undefined
    webstar?: string | undefined
    tokens?: boolean | undefined
  },
): Promise<PurchaseOption[]> {
  const now = ctx.clock()
  const includes = includeSet(query.include)
  const country = await resolveCountry(ctx.db, query.country_id)
  const promo = query.code ? await usablePromo(ctx.db, query.code, 'code', now) : null
  if (query.referal) await usableReferral(ctx.db, query.referal, 'referal')

  const plans = await plansToOffer(ctx, query, promo)
  if (plans.length === 0) return []
  // What this buyer can be told before paying: their account's trials, uses and payments, the
  // connection's trials, the code's uses left (a guest's e-mail and card are known only at payment).
  const refusal = promo
    ? await promotionRefusal(ctx.db, promo, {
        userId: caller.viewer.userId,
        email: null,
        fingerprint: null,
        ip: trialAddress(caller.ip),
      })
    : null
  const [relations, onwards, targets, current] = await Promise.all([
    planRelations(ctx, caller, country, includes),
    includes.has('onward_subscription_plan')
      ? findPlansByIds(
          ctx.db,
          plans.flatMap((plan) => (plan.onwardPlanId ? [plan.onwardPlanId] : [])),
        )
      : Promise.resolve([]),
    caller.viewer.userId === null ? Promise.resolve([]) : activeSubscriptionTargets(ctx.db, caller.viewer.userId, now),
    caller.currentCountry ? findCountry(ctx.db, { code: caller.currentCountry }) : Promise.resolve(undefined),
  ])
  const preferential =
    ctx.config.preferredDriver && ctx.drivers[ctx.config.preferredDriver] ? ctx.config.preferredDriver : null
  return plans.map((plan) => {
    const applied = promo && promoAppliesTo(promo, plan) ? promo : null
    const priced = refusal ? null : applied
    const onward = includes.has('onward_subscription_plan')
      ? (onwards.find((row) => row.id === plan.onwardPlanId) ?? null)
      : undefined
    return {
      id: plan.id,
      subscription_plan: { data: toPurchasePlan(plan, { methods: relations.methods, onward, cards: relations.cards }) },
      promotional_code: applied ? { data: toPromo(applied, caller.locale, refusal) } : null,
      default_country_id: current?.payable ? current.id : null,
      preferential_payment_method: plan.preferentialDriver ?? preferential,
      show_vpn_popup: Boolean((country ?? current)?.vpnWarning),
      amount_due: priceOf({ plan, addonCents: 0, promo: priced }).amountCents / 100,
      already_subscribed: isAlreadySubscribed(plan, caller.viewer, targets),
    }
  })
}

/** A creator's payment link; 404 when the hash is unknown, inactive, or another creator's. */
export async function paylinkOf(
  ctx: PurchaseContext,
  caller: Caller,
  query: { username: string; hash: string; country_id: number | 'INT'; include?: string[] | undefined },
): Promise<PaymentLink> {
  const found = await findPaylink(ctx.db, { hash: query.hash })
  if (!found?.link.active || found.creator.username !== query.username) throw new AppError('not_found')
  const plan = await findPlan(ctx.db, found.link.planId)
  if (!plan) throw new AppError('not_found')
  const country = await resolveCountry(ctx.db, query.country_id)
  const relations = await planRelations(ctx, caller, country, includeSet(query.include))
  return {
    id: found.link.id,
    title: found.link.title,
    amount: plan.amountCents / 100,
    subscription_plan: {
      data: toPurchasePlan(plan, { methods: relations.methods, cards: relations.cards, paymentLinkId: found.link.id }),
    },
    webstar: {
      data: { id: found.creator.id, username: found.creator.username ?? query.username, name: found.creator.name },
    },
  }
}

/**
 * The legacy add-on: the site membership at 67 % off (USD), for one period of `planId` when given
 * (it lasts as long as that plan's period and renews with it), else for the membership's own period.
 */
export async function legacyAddon(ctx: PurchaseContext, planId: number | undefined): Promise<Addon> {
  const found = await findAddon(ctx.db, 'legacy')
  if (!found) throw new AppError('not_found')
  const plan = planId === undefined ? null : ((await findPlan(ctx.db, planId)) ?? null)
  return {
    id: found.addon.id,
    key: 'legacy',
    title: found.addon.title,
    amount: addonCents(found.plan, found.addon.discountPercent, plan) / 100,
    original_amount: addonCents(found.plan, 0, plan) / 100,
    discount_percent: found.addon.discountPercent,
    subscription_plan_id: found.plan.id,
  }
}
