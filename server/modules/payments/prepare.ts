/**
 * Everything decided before a payment row exists, from the request, the catalogue (read in one
 * call, purchase/catalogue.ts), the buyer's history and the processor's card facts: the plan (or
 * its legacy bundle), the country and method, the promotion and its acceptance (409, 410), who
 * pays (411 for a guest who must log in), whether this buyer already failed with this processor
 * (412), the card, the billing data, and the price in the charge currency. Nothing here trusts an
 * amount from the client.
 */
import type { Locale } from '../../../contract/languages'
import { PURCHASE } from '../../../contract/limits'
import { billingProblems, guestEmailProblems, isLegacyAddonOffered } from '../../../contract/payment-rules'
import type { Billing } from '../../../contract/schemas/payment'
import type { PromotionRefusal } from '../../../contract/schemas/purchase'
import { AppError, type FieldIssue } from '../../lib/app-error'
import type { Viewer } from '../../lib/viewer'
import {
  addonCents,
  asksTaxId,
  type CountryRow,
  type CurrencyRow,
  failuresOf,
  isMethodAvailable,
  type MethodRow,
  offersLegacyAddon,
  type PlanRow,
  type Price,
  type PriceAsk,
  type PriceCatalogue,
  type PromoRow,
  type PromotionBuyer,
  type PurchaseContext,
  payableCountry,
  priceOf,
  promoAppliesTo,
  promotionRefusal,
  promotionRefused,
  readPriceCatalogue,
  type SavedCardRow,
  sellsLegacyBundle,
  toMinorUnits,
  trialAddress,
  usablePromoRow,
  usableReferralRow,
} from '../purchase/index'
import { findUserByEmail, findUserById } from '../users/index'
import type { Drivers } from './drivers/index'
import type { CardFacts, PaymentDriver } from './drivers/types'
import { paymentRefused } from './messages'

export type Buyer = {
  viewer: Viewer
  locale: Locale
  ip: string
  /** The GeoIP country, for the Brazilian tax id rule. */
  currentCountry: string | null
}

/** The form fields both POST payments and one-click carry. */
export type PaymentForm = {
  email?: string | undefined
  terms: true
  over_age: true
  accept_no_trial: boolean
  accept_no_promo: boolean
  addon_legacy: boolean
  card_token?: string | undefined
  save_card?: boolean | undefined
  processor?: Billing | undefined
  iframeData?: { ddc_referenceid: string } | null | undefined
}

export type PaymentRequest =
  | {
      kind: 'form'
      countryId: number | 'INT'
      form: PaymentForm & { email_confirm?: string | undefined }
      methodId: number | null
      planId: number
      legacyBundleId: number | null
      promoCode: string | null
      referral: string | null
      paymentLinkId: number | null
    }
  | {
      kind: 'one_click'
      countryId: number | 'INT'
      form: PaymentForm
      planId: number
      cardId: number
      promoCode: string | null
      paymentLinkId: number | null
    }

export type Prepared = {
  plan: PlanRow
  /** The plan the buyer chose (the plan of a legacy bundle): what the result messages link back to. */
  basePlanId: number
  addon: { id: number; cents: number } | null
  method: MethodRow | null
  driver: PaymentDriver | null
  country: CountryRow | null
  currency: CurrencyRow
  promo: PromoRow | null
  /** Who the promotion is checked and recorded against in the payment's transaction. */
  promotionBuyer: PromotionBuyer & { email: string }
  referralId: number | null
  paymentLinkId: number | null
  price: Price
  chargedMinor: number
  recurringMinor: number | null
  userId: number | null
  email: string
  card: { token: string; facts: CardFacts | null } | null
  savedCard: SavedCardRow | null
  ddcReference: string | null
  saveCard: boolean
}

function invalid(field: string, message: FieldIssue['message'] = 'invalid'): AppError {
  return new AppError('validation_failed', { issues: { [field]: [{ message }] } })
}

function issuesAt(prefix: string, problems: Record<string, FieldIssue>): Record<string, FieldIssue[]> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [`${prefix}${field}`, [problem]]))
}

/**
 * A promotion this buyer cannot have is dropped when they accepted paying without it (both
 * acceptances for a trial); otherwise the 409 or 410 asks them to.
 */
function dropRefused(refusal: PromotionRefusal, form: PaymentForm, planId: number): null {
  const accepted = refusal === 'trial_used' ? form.accept_no_trial && form.accept_no_promo : form.accept_no_promo
  if (!accepted) throw promotionRefused(refusal, planId)
  return null
}

/** What the request asks the catalogue for: one call reads all of it (purchase/catalogue.ts). */
function catalogueAsk(request: PaymentRequest): PriceAsk {
  const form = request.kind === 'form'
  return {
    countryId: request.countryId,
    planId: request.planId,
    legacyBundleId: form ? request.legacyBundleId : null,
    paymentLinkId: request.paymentLinkId,
    methodId: form ? request.methodId : null,
    cardId: form ? null : request.cardId,
    promoCode: request.promoCode,
    referral: form ? request.referral : null,
    addon: request.form.addon_legacy,
    billingCountry: request.form.processor?.bill_addr_country ?? null,
  }
}

function resolvePlan(catalogue: PriceCatalogue, request: PaymentRequest, bundleSold: boolean) {
  const { plan, paylink, bundle } = catalogue
  if (!plan) throw invalid('subscription_plan_id', 'one_of')
  let paymentLinkId: number | null = null
  if (request.paymentLinkId !== null) {
    if (!paylink?.link.active || paylink.link.planId !== plan.id) throw invalid('payment_link_id')
    paymentLinkId = paylink.link.id
  } else if (plan.isPaylink || !plan.active) {
    throw invalid('subscription_plan_id', 'one_of')
  }
  const bundleId = request.kind === 'form' ? request.legacyBundleId : null
  if (bundleId !== null) {
    // The bundle is only ever sent by the forms that show it, with a method whose driver sells it.
    if (!bundleSold || plan.legacyPlusWebstarId !== bundleId) throw invalid('subscription_plan_plus_legacy_id')
    if (!bundle) throw invalid('subscription_plan_plus_legacy_id')
    return { plan: bundle, basePlan: plan, paymentLinkId }
  }
  return { plan, basePlan: plan, paymentLinkId }
}

export async function preparePayment(
  ctx: PurchaseContext<Drivers>,
  buyer: Buyer,
  request: PaymentRequest,
): Promise<Prepared> {
  const now = ctx.clock()
  const { viewer } = buyer
  const catalogue = await readPriceCatalogue(ctx.db, catalogueAsk(request))
  const country = payableCountry(catalogue.country)

  const savedCard = catalogue.savedCard ?? null
  if (request.kind === 'one_click' && (!savedCard || savedCard.userId !== viewer.userId))
    throw new AppError('not_found')

  const method = catalogue.method ?? null
  const methodAsked = request.kind === 'one_click' || request.methodId !== null
  if (methodAsked && (!method || !isMethodAvailable(method, country, ctx.drivers))) {
    throw invalid(request.kind === 'one_click' ? 'card' : 'payment_method_id', 'one_of')
  }
  const driver = method ? (ctx.drivers[method.driverFrontKey] ?? null) : null
  const bundleSold = !driver || sellsLegacyBundle(driver.capabilities, method?.processor ?? null)
  const { plan, basePlan, paymentLinkId } = resolvePlan(catalogue, request, bundleSold)
  const baseCurrency = catalogue.baseCurrency
  if (!baseCurrency) throw new Error('the base currency (USD) is missing from the currencies table')

  // Who pays: a signed-in user, or a guest by e-mail (who must log in when the e-mail has an account).
  const user = viewer.userId === null ? undefined : await findUserById(ctx.db, viewer.userId)
  const emailProblems = guestEmailProblems(request.form, viewer.userId === null)
  if (Object.keys(emailProblems).length > 0)
    throw new AppError('validation_failed', { issues: issuesAt('form_data.', emailProblems) })
  const email = user?.email ?? request.form.email?.trim().toLowerCase() ?? ''
  if (!user) {
    const needsLogin = plan.isToken || Boolean(await findUserByEmail(ctx.db, email))
    if (needsLogin) throw new AppError('login_required', { extra: { redirect: 'login', plan_id: basePlan.id } })
  }
  if (viewer.modelId !== null && plan.creatorId === viewer.modelId)
    throw paymentRefused('own_plan', buyer.locale, basePlan.id)

  // Promotion: must exist; this buyer must be allowed it (promotions.ts), or have accepted paying
  // without it (410) or without the trial (409). The payment's transaction checks it again.
  const codeField = 'promotional_code'
  let promo = request.promoCode ? usablePromoRow(catalogue.promo, codeField, now) : null
  if (promo && !promoAppliesTo(promo, basePlan))
    throw new AppError('invalid_promotional_code', { issues: { [codeField]: [{ message: 'invalid' }] } })
  const promotionBuyer: Prepared['promotionBuyer'] = {
    userId: user?.id ?? null,
    email,
    fingerprint: null,
    ip: trialAddress(buyer.ip),
  }
  const refusal = promo ? await promotionRefusal(ctx.db, promo, promotionBuyer) : null
  if (refusal) promo = dropRefused(refusal, request.form, basePlan.id)
  const referralId =
    request.kind === 'form' && request.referral ? usableReferralRow(catalogue.referral, 'referal').id : null

  if (promo?.type === 'pre_paid') {
    // A pre-paid code pays by itself: no method, no card, nothing to accept.
    return {
      plan,
      basePlanId: basePlan.id,
      addon: null,
      method: null,
      driver: null,
      country,
      currency: baseCurrency,
      promo,
      promotionBuyer,
      referralId,
      paymentLinkId,
      price: priceOf({ plan, addonCents: 0, promo }),
      chargedMinor: 0,
      recurringMinor: null,
      userId: user?.id ?? null,
      email,
      card: null,
      savedCard: null,
      ddcReference: null,
      saveCard: false,
    }
  }
  if (!method) throw invalid('payment_method_id', 'required')
  if (!driver) throw invalid('payment_method_id', 'one_of')

  // 412: this buyer already failed with this processor, more than once, lately (unless the driver
  // is a playground where declining on purpose is the point).
  const { capabilities } = driver
  const failures = await failuresOf(ctx, user ? { userId: user.id } : { email }, now)
  if (capabilities.blocksAfterFailures && (failures.get(method.id) ?? 0) >= PURCHASE.failuresBeforeBlock) {
    throw new AppError('processor_already_failed', { extra: { redirect: 'home', plan_id: basePlan.id } })
  }

  // The card: a processor token from the in-app form, or the saved card's.
  let card: Prepared['card'] = null
  if (savedCard) {
    card = {
      token: savedCard.processorToken,
      facts: {
        token: savedCard.processorToken,
        brand: savedCard.brand,
        last4: savedCard.last4,
        fingerprint: savedCard.fingerprint,
      },
    }
  } else if (capabilities.cardForm === 'in_app') {
    const token = request.form.card_token
    const facts = token && driver.cardFacts ? await driver.cardFacts({ now }, token) : null
    if (!token || !facts) throw invalid('form_data.card_token', token ? 'invalid' : 'required')
    card = { token, facts }
    checkBilling(catalogue, buyer, asksTaxId(capabilities, method.processor), request.form.processor)
  }

  if (promo) {
    // With the card known, a trial is checked against it too; a trial needs a card form, and some
    // methods take no promotion at all (410).
    const fingerprint = card?.facts?.fingerprint ?? null
    const trialByCard =
      promo.type === 'free_trial' && fingerprint
        ? await promotionRefusal(ctx.db, promo, { ...promotionBuyer, fingerprint })
        : null
    const trialNeedsCard = promo.type === 'free_trial' && !capabilities.freeTrials
    const methodRefusal = !method.supportsPromotions || trialNeedsCard ? 'method' : null
    const refused = trialByCard ?? methodRefusal
    if (refused) promo = dropRefused(refused, request.form, basePlan.id)
  }

  // The legacy add-on without a bundle (a method whose driver sells it): the site membership at its discount.
  let addon: Prepared['addon'] = null
  let legacyAddon: PriceCatalogue['addon']
  if (request.form.addon_legacy && plan === basePlan) {
    const offered = isLegacyAddonOffered({
      isRecurrent: plan.isRecurrent,
      methodOffersAddon: offersLegacyAddon(capabilities, method.processor),
      hasLegacyBundle: plan.legacyPlusWebstarId !== null,
      isWebstarsPlan: plan.creatorId !== null,
      isLegacyBundle: plan.isLegacyPlusWebstar,
      isMember: viewer.isMember,
    })
    const legacy = offered ? catalogue.addon : undefined
    if (!legacy) throw invalid('form_data.addon_legacy')
    addon = { id: legacy.addon.id, cents: addonCents(legacy.plan, legacy.addon.discountPercent, plan) }
    legacyAddon = legacy
  }

  const currency = catalogue.chargeCurrency ?? baseCurrency
  const price = priceOf({ plan, addonCents: addon?.cents ?? 0, promo })
  const onward = (plan.onwardPlanId === null ? undefined : catalogue.onward.get(plan.onwardPlanId)) ?? plan
  const onwardAddonCents = legacyAddon ? addonCents(legacyAddon.plan, legacyAddon.addon.discountPercent, onward) : 0
  return {
    plan,
    basePlanId: basePlan.id,
    addon,
    method,
    driver,
    country,
    currency,
    promo,
    promotionBuyer: { ...promotionBuyer, fingerprint: card?.facts?.fingerprint ?? null },
    referralId,
    paymentLinkId,
    price,
    chargedMinor: toMinorUnits(price.amountCents, currency),
    recurringMinor: plan.isRecurrent ? toMinorUnits(onward.amountCents + onwardAddonCents, currency) : null,
    userId: user?.id ?? null,
    email,
    card,
    savedCard,
    ddcReference: request.form.iframeData?.ddc_referenceid ?? null,
    // A processor's own form may ask the buyer itself ("store payment details"); otherwise the
    // card is kept unless the buyer says not to.
    saveCard: savedCard === null && capabilities.storedCards !== 'processor_asks' && (request.form.save_card ?? true),
  }
}

/** The card forms' billing data: required, lengths, the state rule, the BR tax id where the form asks it. */
function checkBilling(catalogue: PriceCatalogue, buyer: Buyer, hasTaxIdField: boolean, billing: Billing | undefined) {
  if (!billing) throw invalid('form_data.processor', 'required')
  const { subdivisionCodes } = catalogue
  if (subdivisionCodes === undefined) throw invalid('form_data.processor.bill_addr_country', 'one_of')
  const problems = billingProblems(billing, {
    subdivisionCodes,
    currentCountryCode: buyer.currentCountry,
    hasTaxIdField,
  })
  if (Object.keys(problems).length > 0) {
    throw new AppError('validation_failed', { issues: issuesAt('form_data.processor.', problems) })
  }
}
