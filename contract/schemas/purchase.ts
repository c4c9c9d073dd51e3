/**
 * What the purchase screen reads: countries and their subdivisions, currencies, the
 * purchase options (a plan with its promotion, payment methods, onward plan and saved cards),
 * paylinks and the legacy add-on. Amounts are USD; the app shows them in the country's currency
 * (amount × amount_to_usd, rounded to decimal_precision) with the USD amount beside them.
 */
import * as v from 'valibot'
import { PAGE_SIZE } from '../limits'
import { CommonQueryEntries, included, includeField, queryBool, sizedListQueryEntries } from './common'
import { IdParamSchema } from './fields'
import { SubscriptionPlanSchema } from './plan'

/** `country_id` of the purchase calls: a country id, or the literal 'INT' when no country applies. */
export const INTERNATIONAL = 'INT'
export const CountryIdSchema = v.union([IdParamSchema, v.literal(INTERNATIONAL, 'one_of')], 'one_of')
export type CountryIdInput = number | typeof INTERNATIONAL

export const CountrySchema = v.object({
  id: v.number(),
  /** ISO 3166-1 alpha-2. */
  code: v.string(),
  /** English name; the app may show `Intl.DisplayNames` in the interface language instead. */
  name: v.string(),
  /** The visitor's country, from the GeoIP header of the request. */
  is_current: v.boolean(),
  /** Prices are shown in this country's currency (with the USD amount beside them). */
  show_currency: v.boolean(),
  currency_code: v.string(),
  /** Purchases can be made from this country. */
  payable: v.boolean(),
  /** False for a country without subdivisions: the billing state is then not required. */
  has_subdivisions: v.boolean(),
})
export type Country = v.InferOutput<typeof CountrySchema>

export const COUNTRY_INCLUDES = ['is_current', 'show_currency'] as const

export const CountryListQuerySchema = v.strictObject({
  ...sizedListQueryEntries(PAGE_SIZE.countries, PAGE_SIZE.countries),
  order_by: v.optional(v.picklist(['name'], 'one_of'), 'name'),
  /** Both fields are always sent; the includes are accepted as the spec's calls send them. */
  include: includeField(COUNTRY_INCLUDES),
  /** `payable=1`: only countries purchases can be made from. */
  payable: v.optional(queryBool),
})
export type CountryListQuery = v.InferInput<typeof CountryListQuerySchema>

export const CountrySubdivisionSchema = v.object({
  id: v.number(),
  /** ISO 3166-2 code without the country prefix (e.g. 'CA' for California); sent as bill_addr_state. */
  code: v.string(),
  name: v.string(),
  /** Lets the app notice subdivisions of another country than the one selected. */
  country_id: v.number(),
})
export type CountrySubdivision = v.InferOutput<typeof CountrySubdivisionSchema>

export const CountrySubdivisionQuerySchema = v.strictObject({
  ...sizedListQueryEntries(PAGE_SIZE.subdivisions, PAGE_SIZE.subdivisions),
  country_id: IdParamSchema,
  order_by: v.optional(v.picklist(['name'], 'one_of'), 'name'),
})

export const CurrencySchema = v.object({
  id: v.number(),
  /** ISO 4217 alphabetic code. */
  code: v.string(),
  symbol: v.string(),
  description: v.string(),
  /** Units of this currency per US dollar: displayed money = USD amount × amount_to_usd. */
  amount_to_usd: v.number(),
  decimal_precision: v.number(),
  is_default: v.boolean(),
})
export type Currency = v.InferOutput<typeof CurrencySchema>

/** `default=1` answers the default currency only. */
export const CurrencyListQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  default: v.optional(queryBool),
})

export const DRIVER_FRONT_KEYS = [
  'test',
  'inovio_pay',
  'mercadopago_basic',
  'ccbill_flexform',
  'ryvyl_flexform',
  'astropay',
  'now_payments',
] as const
export type DriverFrontKey = (typeof DRIVER_FRONT_KEYS)[number]

/**
 * Card processors behind the in-app card forms (driver inovio_pay): cielo has its own form (with the
 * Brazilian tax id); worldline and inovio share one; ryvyl has its own.
 */
export const PROCESSOR_KEYS = ['cielo', 'inovio', 'worldline', 'ryvyl'] as const
export type ProcessorKey = (typeof PROCESSOR_KEYS)[number]

export const METHOD_GROUPS = ['recommended', 'try-again', 'others'] as const
export type MethodGroup = (typeof METHOD_GROUPS)[number]

/** Default preselection order of payment methods (the plan's preferential method goes first). */
export const PREFERRED_DRIVER_ORDER = ['ccbill_flexform', 'inovio_pay', 'ryvyl_flexform'] as const

export const PaymentMethodSchema = v.object({
  id: v.number(),
  key: v.string(),
  /** 'NowPayments' is shown as crypto, any other as 'credit / debit'. */
  name: v.string(),
  image_url: v.string(),
  /** recommended, try-again (after this buyer failed with another method) or others. */
  group: v.picklist(METHOD_GROUPS),
  recommended: v.boolean(),
  driver_front_key: v.picklist(DRIVER_FRONT_KEYS),
  driver_front_config: v.object({
    /** The card form to show (inovio_pay only): cielo, worldline/inovio or ryvyl; null otherwise. */
    processor: v.nullable(v.picklist(PROCESSOR_KEYS)),
    /**
     * In-app card forms post the card here (the processor's tokenisation endpoint, never our API)
     * and send only the returned token to POST payments. Null for hosted methods.
     */
    tokenization_url: v.nullable(v.string()),
    /** The card form runs the device-data step (POST paymentsInovioRetrieveDdc) before submitting. */
    ddc: v.boolean(),
    /** Card brands the form or widget accepts, in order of priority. */
    brands: v.array(v.string()),
    /** False: a promotional code cannot be used with this method (POST payments answers 410). */
    supports_promotions: v.boolean(),
    /** The legacy add-on may be sold with a plan paid this way (its driver's declared capability). */
    legacy_addon: v.boolean(),
    /**
     * A plan's legacy bundle may be bought this way (its driver's declared capability); when not, the
     * add-on goes with the plan itself and subscription_plan_plus_legacy_id is never sent.
     */
    legacy_bundle: v.boolean(),
    /** The card form asks for the Brazilian tax id (CPF/CNPJ) when the billing country is BR. */
    tax_id: v.boolean(),
    /** Charges the country's currency when true; otherwise USD. */
    local_currency: v.boolean(),
    /**
     * The currency this method charges in the country asked for (the country's own when the method
     * takes it, else USD): the checkout shows its amounts in it, as the processor's page will.
     */
    charge_currency: v.string(),
  }),
})
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>

export const FailedCardDetailsSchema = v.object({
  TRANS_STATUS_NAME: v.string(),
  TRANS_ID: v.string(),
  SERVICE_ADVICE: v.string(),
})
export type FailedCardDetails = v.InferOutput<typeof FailedCardDetailsSchema>

/** A saved card for one-click payment: brand, last four digits, banned after a failure. */
export const SavedCardSchema = v.object({
  id: v.number(),
  /** Brand: VISA, MASTER, AMEX … */
  type: v.string(),
  last_4_digits: v.string(),
  /** A card that failed earlier: listed after the good ones, shown with the failed-card advice. */
  banned: v.boolean(),
  /** What the processor said when it last failed; null for a card that never failed. */
  failure: v.nullable(FailedCardDetailsSchema),
})
export type SavedCard = v.InferOutput<typeof SavedCardSchema>

export const PROMOTION_TYPES = ['free_trial', 'pre_paid', 'discount'] as const
export type PromotionType = (typeof PROMOTION_TYPES)[number]

/**
 * Why a promotion cannot be used by this buyer. trial_used (409): this account, e-mail, card or
 * connection already had a free trial. already_used (410): this buyer used this code before.
 * first_payment_only (410): the code is for a first payment and this buyer has paid before.
 * used_up (410): the code has no uses left. method (410, POST payments only): the payment method
 * does not take promotions.
 */
export const PROMOTION_REFUSALS = ['trial_used', 'already_used', 'first_payment_only', 'used_up', 'method'] as const
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number]
/** The refusals known before a payment method is chosen (purchase options). */
export const BUYER_PROMOTION_REFUSALS = ['trial_used', 'already_used', 'first_payment_only', 'used_up'] as const
export type BuyerPromotionRefusal = (typeof BUYER_PROMOTION_REFUSALS)[number]

export const PromotionalCodeSchema = v.object({
  code: v.string(),
  type: v.picklist(PROMOTION_TYPES),
  type_is_free_trial: v.boolean(),
  /** A pre-paid code pays by itself: the e-mail-only form, no payment method. */
  type_is_pre_paid: v.boolean(),
  /** In the interface language. */
  commercial_text: v.string(),
  legal_text: v.string(),
  discount_percent: v.nullable(v.number()),
  trial_days: v.nullable(v.number()),
  /**
   * Why this buyer cannot have the promotion, known before paying (a signed-in buyer's earlier
   * trial or use of the code, their earlier payments; the code's uses left); null when it applies.
   * The app then offers to pay without it, as after a 409 (trial_used) or 410 (the others).
   */
  unavailable_reason: v.nullable(v.picklist(BUYER_PROMOTION_REFUSALS)),
})
export type PromotionalCode = v.InferOutput<typeof PromotionalCodeSchema>

/** A plan as the purchase calls return it, with the relations the caller included. */
export const PurchasePlanSchema = v.object({
  ...SubscriptionPlanSchema.entries,
  payment_methods: v.optional(included(v.array(PaymentMethodSchema))),
  /** The plan billed after the first period (a trial's or an introductory price's follow-up). */
  onward_subscription_plan: v.optional(v.nullable(included(SubscriptionPlanSchema))),
  /** The viewer's saved cards usable with this plan, good ones first; empty for guests. */
  one_click_pay_cards: v.optional(included(v.array(SavedCardSchema))),
})
export type PurchasePlan = v.InferOutput<typeof PurchasePlanSchema>

export const PurchaseOptionSchema = v.object({
  id: v.number(),
  subscription_plan: included(PurchasePlanSchema),
  /** The applied promotion (from `code`); null without one. */
  promotional_code: v.nullable(included(PromotionalCodeSchema)),
  /** The country preselected in the selector: the visitor's (GeoIP) when payable, else null (INT). */
  default_country_id: v.nullable(v.number()),
  /** driver_front_key moved first in the preselection order; null for none. */
  preferential_payment_method: v.nullable(v.picklist(DRIVER_FRONT_KEYS)),
  show_vpn_popup: v.boolean(),
  /**
   * USD charged now: the plan's amount after the promotion (0 for a free trial or a pre-paid code);
   * the plan's own amount when the promotion is unavailable to this buyer.
   */
  amount_due: v.number(),
  /** The viewer already has what the plan gives (an active membership, or this creator). */
  already_subscribed: v.boolean(),
})
export type PurchaseOption = v.InferOutput<typeof PurchaseOptionSchema>

export const PURCHASE_OPTION_INCLUDES = [
  'subscription_plan',
  'payment_methods',
  'onward_subscription_plan',
  'one_click_pay_cards',
  'promotional_code',
] as const

const CodeField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(64, 'max_length'),
    v.transform((code) => (code === '' ? undefined : code)),
  ),
)

/**
 * GET purchase_options: `plan` (one plan), `webstar` (a creator's plans), `tokens=1` (token packs),
 * otherwise the site memberships; `code` applies a promotion, `referal` a referral code.
 */
export const PurchaseOptionsQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  country_id: v.optional(CountryIdSchema, INTERNATIONAL),
  include: includeField(PURCHASE_OPTION_INCLUDES),
  plan: v.optional(IdParamSchema),
  code: CodeField,
  referal: CodeField,
  webstar: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(64, 'max_length'))),
  tokens: v.optional(queryBool),
})
export type PurchaseOptionsQuery = v.InferInput<typeof PurchaseOptionsQuerySchema>

export const PaymentLinkSchema = v.object({
  id: v.number(),
  title: v.string(),
  amount: v.number(),
  subscription_plan: included(PurchasePlanSchema),
  webstar: included(v.object({ id: v.number(), username: v.string(), name: v.string() })),
})
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>

/** GET paylink: 404 when the hash is unknown or belongs to another creator than `username`. */
export const PaylinkQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  country_id: v.optional(CountryIdSchema, INTERNATIONAL),
  username: v.pipe(v.string('required'), v.trim(), v.toLowerCase(), v.nonEmpty('required'), v.maxLength(64)),
  hash: v.pipe(v.string('required'), v.regex(/^[A-Za-z0-9_-]{4,64}$/, 'invalid')),
  include: includeField(PURCHASE_OPTION_INCLUDES),
})

/**
 * The legacy channel add-on: a site membership at 67 % off with a creator's plan. It
 * lasts as long as the plan's period and renews with it, so with `plan` it is priced for that
 * period (three months of membership for a 3-month plan); without, for the membership's own period.
 */
export const AddonSchema = v.object({
  id: v.number(),
  key: v.literal('legacy'),
  title: v.string(),
  /** USD, after the discount. */
  amount: v.number(),
  /** USD, the membership for the same period without the discount. */
  original_amount: v.number(),
  discount_percent: v.number(),
  /** The site membership it grants. */
  subscription_plan_id: v.number(),
})
export type Addon = v.InferOutput<typeof AddonSchema>

export const AddonQuerySchema = v.strictObject({ ...CommonQueryEntries, plan: v.optional(IdParamSchema) })
