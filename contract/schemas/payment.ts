/**
 * Paying: the form_data of POST payments and one-click, the redirect instruction
 * the app follows, the device-data step, the payment itself and the processor's card tokenisation.
 *
 * A card number or security code never reaches our API: the in-app card forms post them to the
 * method's `tokenization_url` (the processor) and send only the returned `card_token`. The form
 * schemas are strict, so a body carrying `card_number` or `card_key` is refused with 422 before
 * anything is stored or logged. Amounts are never sent: the server prices the plan itself.
 */
import * as v from 'valibot'
import { CARD_RULES } from '../limits'
import { cardExpiryProblems, cardKeyProblem, cardNumberProblem, type FieldProblem } from '../payment-rules'
import { EmailSchema } from './auth'
import { CommonQueryEntries, ErrorBodySchema, included, includeField, listQueryEntries } from './common'
import { IdParamSchema } from './fields'
import { CountryIdSchema, DRIVER_FRONT_KEYS, FailedCardDetailsSchema, PROMOTION_REFUSALS } from './purchase'

const accepted = v.literal(true, 'accepted')
const flag = v.optional(v.boolean('invalid'), false)

function text(max: number) {
  return v.pipe(v.string('required'), v.trim(), v.maxLength(max, 'max_length'))
}

/** Billing data of the card forms; the context rules are payment-rules.ts billingProblems. */
export const BillingSchema = v.strictObject({
  cust_fname: text(CARD_RULES.billingTextMax),
  cust_lname: text(CARD_RULES.billingTextMax),
  bill_addr: text(CARD_RULES.billingTextMax),
  bill_addr_city: text(CARD_RULES.billingTextMax),
  /** Subdivision code (GET country_subdivisions → code). */
  bill_addr_state: v.optional(v.nullable(text(16))),
  bill_addr_zip: text(CARD_RULES.zipMax),
  /** Country code (ISO alpha-2). */
  bill_addr_country: v.pipe(v.string('required'), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'invalid')),
  /** Brazilian CPF or CNPJ, cielo only. */
  cust_brcpfcnpj: v.optional(v.nullable(text(20))),
})
export type Billing = v.InferOutput<typeof BillingSchema>

/** What the device-data step returned, sent back with the card payment. */
export const DdcDataSchema = v.strictObject({
  ddc_url: text(2048),
  jwt: text(4096),
  /** The card's first six digits. */
  bin: v.pipe(v.string('required'), v.regex(new RegExp(`^\\d{${CARD_RULES.binLength}}$`), 'invalid')),
  ddc_referenceid: text(128),
})

export const CardExpirySchema = v.strictObject({
  month: v.pipe(v.string('required'), v.regex(/^\d{2}$/, 'integer')),
  year: v.pipe(v.string('required'), v.regex(/^\d{2}$/, 'integer')),
})

/** A processor's card token: opaque, never a card number (no run of 13 digits or more). */
export const CardTokenSchema = v.pipe(
  v.string('required'),
  v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'invalid'),
  v.check((token) => !/\d{13,}/.test(token), 'invalid'),
)

const optionalEmail = v.optional(v.union([v.literal(''), EmailSchema], 'email'))

/**
 * form_data of POST payments: every form of the purchase screen (card, simple, pre-paid code,
 * hosted redirect) sends this shape with the fields it has. Guests add email and email_confirm
 * (payment-rules.ts guestEmailProblems); card methods add card_token (and billing under processor).
 */
export const PaymentFormDataSchema = v.pipe(
  v.strictObject({
    email: optionalEmail,
    email_confirm: optionalEmail,
    terms: accepted,
    over_age: accepted,
    accept_no_trial: flag,
    accept_no_promo: flag,
    addon_legacy: flag,
    payment_country_id: v.optional(CountryIdSchema),
    card_token: v.optional(CardTokenSchema),
    /** Shown back on the form; the processor checked it when it issued the token. */
    card_expiry: v.optional(CardExpirySchema),
    /** Keep the card for one-click payments (default on; only a signed-in buyer's card is kept). */
    save_card: v.optional(v.boolean('invalid'), true),
    processor: v.optional(BillingSchema),
    iframeLoaded: flag,
    iframeData: v.optional(v.nullable(DdcDataSchema)),
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['email_confirm']],
      (form) => !form.email || !form.email_confirm || form.email === form.email_confirm,
      'same_as',
    ),
    ['email_confirm'],
  ),
)
export type PaymentFormData = v.InferInput<typeof PaymentFormDataSchema>

export const PaymentBodySchema = v.strictObject({
  country_id: CountryIdSchema,
  form_data: PaymentFormDataSchema,
  /** Null only when a pre-paid promotional code pays for the plan. */
  payment_method_id: v.nullable(IdParamSchema),
  subscription_plan_id: IdParamSchema,
  /** The plan's legacy bundle (legacy_plus_webstar.id) when the add-on is taken; never sent with worldline. */
  subscription_plan_plus_legacy_id: v.optional(v.nullable(IdParamSchema)),
  promotional_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64, 'max_length')))),
  referal: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64, 'max_length')))),
  payment_link_id: v.optional(v.nullable(IdParamSchema)),
})
export type PaymentBody = v.InferInput<typeof PaymentBodySchema>

export const DdcBodySchema = v.strictObject({
  country_id: CountryIdSchema,
  form_data: PaymentFormDataSchema,
  payment_method_id: IdParamSchema,
})
export type DdcBody = v.InferInput<typeof DdcBodySchema>

export const DdcResponseSchema = v.object({
  data: v.object({ DDC_URL: v.string(), JWT: v.string(), DDC_REFERENCEID: v.string() }),
})

export const OneClickFormSchema = v.strictObject({
  terms: accepted,
  over_age: accepted,
  addon_legacy: flag,
  payment_country_id: v.optional(CountryIdSchema),
  accept_no_trial: flag,
  accept_no_promo: flag,
})

export const OneClickParamsSchema = v.strictObject({ plan: IdParamSchema, card: IdParamSchema })

export const OneClickBodySchema = v.strictObject({
  form_data: OneClickFormSchema,
  payment_link_id: v.optional(v.nullable(IdParamSchema)),
  promotional_code: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64, 'max_length')))),
})
export type OneClickBody = v.InferInput<typeof OneClickBodySchema>

export const REDIRECT_METHODS = ['get', 'post', 'script'] as const

/**
 * Where the app sends the buyer after POST payments: `get` navigates to url (with params
 * appended, if any); `post` builds a hidden form with `fields` and submits it to url; `script` hides
 * the form and embeds the processor's widget: a script tag with src `params.url`, `integrity`
 * `params.integrity` and crossorigin anonymous, and a `<form action=params.shopperResultUrl
 * class="paymentWidgets" data-brands=params.brands>` it fills in.
 */
export const RedirectInstructionSchema = v.object({
  method: v.picklist(REDIRECT_METHODS),
  url: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  params: v.optional(v.record(v.string(), v.string())),
})
export type RedirectInstruction = v.InferOutput<typeof RedirectInstructionSchema>

/** A 409 or 410 of POST payments and one-click says which promotion rule refused the code. */
export const PromotionRefusalBodySchema = v.object({
  ...ErrorBodySchema.entries,
  reason: v.optional(v.picklist(PROMOTION_REFUSALS)),
})

export const PAYMENT_STATUSES = ['pending', 'approved', 'failed', 'canceled'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The answer of POST payments and one-click: the new payment and where to send the buyer. */
export const PaymentStartedSchema = v.object({
  data: v.object({
    id: v.number(),
    status: v.picklist(PAYMENT_STATUSES),
    operation_number: v.string(),
    /** Null: nothing to follow (approved at once): go to the result page (or the dashboard). */
    redirect: v.nullable(RedirectInstructionSchema),
    /**
     * Guests only: reads this payment (GET payments/{id}?user_finish_token=…) and finishes the
     * registration; null for signed-in buyers. Also in the result URL the processor returns to.
     */
    guest_token: v.nullable(v.string()),
  }),
})
export type PaymentStarted = v.InferOutput<typeof PaymentStartedSchema>['data']

/** The card a payment used; `id` is the saved card's (null when the card was not kept for one-click). */
export const PaymentCardSchema = v.object({ id: v.nullable(v.number()), last_4_digits: v.string(), type: v.string() })

/**
 * A crypto invoice's amounts in its coin, as the processor last reported them (decimal strings):
 * what was asked, what arrived, what is still missing, and the address the coins go to.
 */
export const CryptoAmountsSchema = v.object({
  currency: v.string(),
  due: v.string(),
  paid: v.string(),
  missing: v.string(),
  address: v.nullable(v.string()),
})
export type CryptoAmounts = v.InferOutput<typeof CryptoAmountsSchema>

export const PaymentSchema = v.object({
  id: v.number(),
  status: v.picklist(PAYMENT_STATUSES),
  /** USD. */
  amount: v.number(),
  /** The price in `currency`: what the processor's page asked the buyer for. */
  amount_in_currency: v.number(),
  /** What was charged, in `currency`: amount_in_currency once approved, 0 while pending or when it failed. */
  charged_amount: v.number(),
  /** The currency the payment is charged in (ISO 4217), and its decimals. */
  currency: v.string(),
  currency_decimals: v.number(),
  operation_number: v.string(),
  /** A free trial's card check (nothing charged now). */
  is_preapproval: v.boolean(),
  /** The processor's answer; on failure shown with the status name, transaction id and advice. */
  data: v.nullable(FailedCardDetailsSchema),
  subscription_plan: v.object({
    id: v.number(),
    title: v.string(),
    description: v.string(),
    is_token: v.boolean(),
    amount: v.number(),
  }),
  payment_method: v.nullable(
    v.object({ id: v.number(), key: v.string(), driver_front_key: v.picklist(DRIVER_FRONT_KEYS) }),
  ),
  /** Crypto methods: the invoice's amounts in its coin (null before the processor reported any). */
  crypto: v.nullable(CryptoAmountsSchema),
  subscription_id: v.nullable(v.number()),
  created_at: v.string(),
  /** include=user_credit_card. */
  user_credit_card: v.optional(v.nullable(included(PaymentCardSchema))),
  /**
   * include=login_token: for the guest who paid, the way in: the finish-registration page
   * (`/finish?token=…&payment_id=…`). Null for signed-in buyers and once registered.
   */
  login_token: v.optional(
    v.nullable(included(v.object({ type: v.literal('finish_registration'), token: v.string(), url: v.string() }))),
  ),
})
export type Payment = v.InferOutput<typeof PaymentSchema>

export const PAYMENT_INCLUDES = ['user_credit_card', 'login_token'] as const

const FinishTokenField = v.optional(v.pipe(v.string(), v.nonEmpty('required'), v.maxLength(128, 'max_length')))

/** A payment is readable by its buyer, or by a guest holding its finish token (`user_finish_token`). */
export const PaymentQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  include: includeField(PAYMENT_INCLUDES),
  user_finish_token: FinishTokenField,
})

export const PaymentListQuerySchema = v.strictObject({
  ...listQueryEntries({ maxPerPage: 100 }),
  include: includeField(PAYMENT_INCLUDES),
  /** A guest's payments, by the finish token of their purchase. */
  user_finish_token: FinishTokenField,
  /** Must be the caller's own id. */
  user_id: v.optional(IdParamSchema),
  subscription_id: v.optional(IdParamSchema),
  order_by: v.optional(v.picklist(['created_at'], 'one_of'), 'created_at'),
})

/**
 * The processor's tokenisation call, made by the in-app card forms straight to the method's
 * `tokenization_url` (our sandbox processor in the demo): the card goes there, never to our API.
 */
/** A string field checked by one of the payment-rules.ts functions, with its message and requirement. */
function ruleField(rule: (value: string) => FieldProblem | null) {
  return v.pipe(
    v.string('required'),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      const found = dataset.typed ? rule(dataset.value) : null
      if (found)
        addIssue({
          message: found.message,
          ...(found.requirement === undefined ? {} : { requirement: found.requirement }),
        } as never)
    }),
  )
}

type Expiry = { month: string; year: string }

function expiryCheck<const P extends keyof Expiry>(part: P) {
  return v.forward<Expiry, v.RawCheckIssue<Expiry>, [P]>(
    v.rawCheck<Expiry>(({ dataset, addIssue }) => {
      const found = dataset.typed ? cardExpiryProblems(dataset.value, new Date())[part] : undefined
      if (found)
        addIssue({
          message: found.message,
          ...(found.requirement === undefined ? {} : { requirement: found.requirement }),
        } as never)
    }),
    [part],
  )
}

export const CardTokenRequestSchema = v.strictObject({
  card_number: ruleField(cardNumberProblem),
  card_expiry: v.pipe(
    v.strictObject({ month: v.string('required'), year: v.string('required') }),
    expiryCheck('month'),
    expiryCheck('year'),
  ),
  card_key: ruleField(cardKeyProblem),
  holder_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CARD_RULES.billingTextMax, 'max_length'))),
})
export type CardTokenRequest = v.InferInput<typeof CardTokenRequestSchema>

export const CardTokenResponseSchema = v.object({
  data: v.object({
    token: v.string(),
    brand: v.string(),
    last_4_digits: v.string(),
    bin: v.string(),
    expires_at: v.string(),
  }),
})
export type CardToken = v.InferOutput<typeof CardTokenResponseSchema>['data']

export const CommonPaymentQuerySchema = v.strictObject(CommonQueryEntries)
