/**
 * Purchase and payments: what can be bought, in which country and
 * currency, and paying for it. Every write here takes an Idempotency-Key; none is ever queued offline.
 *
 * Errors of POST payments: 422 validation (or invalid_promotional_code / invalid_referral_code),
 * 409 trial_not_available (resend with accept_no_trial and accept_no_promo), 410
 * promotion_not_available (resend with accept_no_promo), 411 login_required, 412
 * processor_already_failed, 413 payment_not_possible (show the body's message). Error bodies carry
 * the result message's `redirect` and `plan_id` when there is a link to show.
 */
import { endpoint } from '../endpoint'
import { IdParamsSchema, itemEnvelope, listEnvelope } from '../schemas/common'
import {
  CardTokenRequestSchema,
  CardTokenResponseSchema,
  CommonPaymentQuerySchema,
  DdcBodySchema,
  DdcResponseSchema,
  OneClickBodySchema,
  OneClickParamsSchema,
  PaymentBodySchema,
  PaymentListQuerySchema,
  PaymentQuerySchema,
  PaymentSchema,
  PaymentStartedSchema,
} from '../schemas/payment'
import {
  AddonQuerySchema,
  AddonSchema,
  CountryListQuerySchema,
  CountrySchema,
  CountrySubdivisionQuerySchema,
  CountrySubdivisionSchema,
  CurrencyListQuerySchema,
  CurrencySchema,
  PaylinkQuerySchema,
  PaymentLinkSchema,
  PurchaseOptionSchema,
  PurchaseOptionsQuerySchema,
} from '../schemas/purchase'

/** Countries ordered by name; `is_current` marks the visitor's (GeoIP header), `payable=1` filters. */
export const countries = endpoint({
  method: 'GET',
  path: '/api/countries',
  query: CountryListQuerySchema,
  response: listEnvelope(CountrySchema),
})
/** A country's subdivisions (billing state), ordered by name; empty for a country without any. */
export const countrySubdivisions = endpoint({
  method: 'GET',
  path: '/api/country_subdivisions',
  query: CountrySubdivisionQuerySchema,
  response: listEnvelope(CountrySubdivisionSchema),
})
export const currencies = endpoint({
  method: 'GET',
  path: '/api/currencies',
  query: CurrencyListQuerySchema,
  response: listEnvelope(CurrencySchema),
})
/** What can be bought here and now: one option per plan (an empty list: no plans available). */
export const purchaseOptions = endpoint({
  method: 'GET',
  path: '/api/purchase_options',
  query: PurchaseOptionsQuerySchema,
  response: listEnvelope(PurchaseOptionSchema),
})
/** A creator's payment link (/{username}/paylink/{hash}); 404 for an unknown hash or another creator. */
export const paylink = endpoint({
  method: 'GET',
  path: '/api/paylink',
  query: PaylinkQuerySchema,
  response: itemEnvelope(PaymentLinkSchema),
})
/** The legacy add-on and its price (data.data.amount). */
export const addons = endpoint({
  method: 'GET',
  path: '/api/addons',
  query: AddonQuerySchema,
  response: itemEnvelope(AddonSchema),
})
/** Starts a payment; 201 with the redirect to follow. Idempotency-Key: one payment per key. */
export const createPayment = endpoint({
  method: 'POST',
  path: '/api/payments',
  query: CommonPaymentQuerySchema,
  body: PaymentBodySchema,
  response: PaymentStartedSchema,
})
/** The device-data step of the card forms: post the hidden frame to DDC_URL with JWT and the bin. */
export const paymentsDdc = endpoint({
  method: 'POST',
  path: '/api/paymentsInovioRetrieveDdc',
  query: CommonPaymentQuerySchema,
  body: DdcBodySchema,
  response: DdcResponseSchema,
})
/** Pays a plan with a saved card; 201, redirect method get (the result page). Signed-in only. */
export const oneClickPayment = endpoint({
  method: 'POST',
  path: '/api/one_click_payment/:plan/:card',
  query: CommonPaymentQuerySchema,
  params: OneClickParamsSchema,
  body: OneClickBodySchema,
  response: PaymentStartedSchema,
})
/** One payment: its buyer, or a guest with its finish token; anyone else gets 404. */
export const payment = endpoint({
  method: 'GET',
  path: '/api/payments/:id',
  query: PaymentQuerySchema,
  params: IdParamsSchema,
  response: itemEnvelope(PaymentSchema),
})
/** The caller's payments (signed in), or a guest's by finish token; newest first, 10 a page. */
export const payments = endpoint({
  method: 'GET',
  path: '/api/payments',
  query: PaymentListQuerySchema,
  response: listEnvelope(PaymentSchema),
})
/**
 * The sandbox processor's card tokenisation (the method's driver_front_config.tokenization_url in
 * the demo): the in-app card forms post the card here, never to /api. Not an /api route: it stands
 * for the processor's own server.
 */
export const sandboxCardToken = endpoint({
  method: 'POST',
  path: '/sandbox-processor/v1/tokens',
  body: CardTokenRequestSchema,
  response: CardTokenResponseSchema,
})
