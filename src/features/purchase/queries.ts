/**
 * The purchase calls: countries (payable, with is_current and show_currency), a country's
 * subdivisions, currencies, purchase options, a paylink, the legacy add-on, a payment and the
 * payments list; and the writes: the card's tokenisation at the processor, and the mutations of
 * the device-data step, POST payments and one-click. Nothing here is persisted or queued: money is
 * network-only, and every payment carries the Idempotency-Key its caller keeps for a retry.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import { ErrorBodySchema } from '../../../contract/schemas/common'
import {
  type CardTokenRequest,
  CardTokenResponseSchema,
  type DdcBody,
  type OneClickBody,
  type PaymentBody,
} from '../../../contract/schemas/payment'
import { type CountryIdInput, INTERNATIONAL } from '../../../contract/schemas/purchase'
import { request } from '../../api/client'
import { ApiError } from '../../api/errors'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'

/** What changes a purchase answer: the viewer (saved cards, already subscribed) and the language (promo texts). */
type Viewer = { userId: number | null; locale: Preferences['locale'] }

export type OptionsRequest = {
  countryId: CountryIdInput
  plan?: number | undefined
  code?: string | undefined
  referal?: string | undefined
  webstar?: string | undefined
  tokens?: boolean | undefined
}

export const purchaseKeys = {
  all: ['purchase'] as const,
  countries: (locale: Preferences['locale']) => [...purchaseKeys.all, 'countries', locale] as const,
  billingCountries: (locale: Preferences['locale']) => [...purchaseKeys.all, 'billing-countries', locale] as const,
  subdivisions: (countryId: number) => [...purchaseKeys.all, 'subdivisions', countryId] as const,
  currencies: () => [...purchaseKeys.all, 'currencies'] as const,
  options: (viewer: Viewer, options: OptionsRequest) => [...purchaseKeys.all, 'options', viewer, options] as const,
  paylink: (viewer: Viewer, link: { username: string; hash: string; countryId: CountryIdInput }) =>
    [...purchaseKeys.all, 'paylink', viewer, link] as const,
  addon: (planId: number) => [...purchaseKeys.all, 'addon', planId] as const,
  payments: (userId: number | null) => [...purchaseKeys.all, 'payments', userId] as const,
  payment: (id: number, userId: number | null) => [...purchaseKeys.payments(userId), 'one', id] as const,
  paymentPage: (userId: number | null, page: number, subscriptionId: number | undefined) =>
    [...purchaseKeys.payments(userId), 'page', page, subscriptionId ?? null] as const,
}

const OPTION_INCLUDES =
  'subscription_plan,payment_methods,onward_subscription_plan,one_click_pay_cards,promotional_code'

/** Payable countries only, as the purchase-options flow asks for them (per_page 999, payable 1). */
export function countriesQuery(locale: Preferences['locale']) {
  return queryOptions({
    queryKey: purchaseKeys.countries(locale),
    queryFn: async ({ signal }) => {
      const response = await request(api.countries, {
        query: {
          per_page: PAGE_SIZE.payableCountries,
          payable: 1,
          order_by: 'name',
          include: 'is_current,show_currency',
        },
        signal,
      })
      return response.data
    },
    staleTime: STALE.hour,
  })
}

/** Every country, for the billing address (per_page 9999): a card may be billed anywhere. */
export function billingCountriesQuery(locale: Preferences['locale']) {
  return queryOptions({
    queryKey: purchaseKeys.billingCountries(locale),
    queryFn: async ({ signal }) => {
      const response = await request(api.countries, {
        query: { per_page: PAGE_SIZE.countries, order_by: 'name', include: 'is_current' },
        signal,
      })
      return response.data
    },
    staleTime: STALE.hour,
  })
}

/** An answer listing another country's subdivisions than the one asked for. */
export class WrongCountryError extends Error {
  constructor() {
    super('subdivisions of another country')
    this.name = 'WrongCountryError'
  }
}

/** Countries whose subdivisions came back as another country's, in this tab. */
const answeredWrong = new Set<number>()

/**
 * A country's subdivisions. A list of another country is an error, never kept as the list; the
 * retry that follows asks past every cache (a cached copy would be the same wrong list), and is
 * the buyer's to make: asking again by itself would most likely bring the same answer.
 */
export function subdivisionsQuery(countryId: number) {
  return queryOptions({
    queryKey: purchaseKeys.subdivisions(countryId),
    queryFn: async ({ signal }) => {
      const wasWrong = answeredWrong.has(countryId)
      const response = await request(api.countrySubdivisions, {
        query: { country_id: countryId, per_page: PAGE_SIZE.subdivisions, order_by: 'name' },
        signal,
        ...(wasWrong ? { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } } : {}),
      })
      if (response.data.some((item) => item.country_id !== countryId)) {
        answeredWrong.add(countryId)
        throw new WrongCountryError()
      }
      answeredWrong.delete(countryId)
      return response.data
    },
    retry: (count, error) => !(error instanceof WrongCountryError) && count < 3,
    staleTime: STALE.hour,
  })
}

/** Every currency: the visitor's may be any of them (`default=1` would answer USD alone). */
export function currenciesQuery() {
  return queryOptions({
    queryKey: purchaseKeys.currencies(),
    queryFn: async ({ signal }) => (await request(api.currencies, { signal })).data,
    staleTime: STALE.hour,
  })
}

export function purchaseOptionsQuery(viewer: Viewer, options: OptionsRequest) {
  return queryOptions({
    queryKey: purchaseKeys.options(viewer, options),
    queryFn: async ({ signal }) => {
      const response = await request(api.purchaseOptions, {
        query: {
          country_id: options.countryId,
          include: OPTION_INCLUDES,
          plan: options.plan,
          code: options.code,
          referal: options.referal,
          webstar: options.webstar,
          tokens: options.tokens ? 1 : undefined,
        },
        signal,
      })
      return response.data
    },
    // Prices, promotions and saved cards must be today's: refetched on every visit.
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  })
}

export function paylinkQuery(viewer: Viewer, link: { username: string; hash: string; countryId: CountryIdInput }) {
  return queryOptions({
    queryKey: purchaseKeys.paylink(viewer, link),
    queryFn: async ({ signal }) => {
      const response = await request(api.paylink, {
        query: { country_id: link.countryId, username: link.username, hash: link.hash, include: OPTION_INCLUDES },
        signal,
      })
      return response.data
    },
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  })
}

/** The add-on priced for one period of the plan it is bought with (it lasts as long). */
export function addonQuery(planId: number) {
  return queryOptions({
    queryKey: purchaseKeys.addon(planId),
    queryFn: async ({ signal }) => (await request(api.addons, { query: { plan: planId }, signal })).data,
    staleTime: STALE.minutes5,
  })
}

/** One payment; a guest reads theirs with the token POST payments gave them. */
export function paymentQuery(id: number, viewer: { userId: number | null; guestToken: string | null }) {
  return queryOptions({
    queryKey: purchaseKeys.payment(id, viewer.userId),
    queryFn: async ({ signal }) => {
      const response = await request(api.payment, {
        params: { id },
        query: {
          include: 'user_credit_card,login_token',
          user_finish_token: viewer.userId === null ? (viewer.guestToken ?? undefined) : undefined,
        },
        signal,
      })
      return response.data
    },
    staleTime: 0,
    // No silent retries: a read without an answer is shown as such at once, with its retry button
    // (a pending payment is read again by its polling anyway).
    retry: false,
  })
}

export function paymentsPageQuery(userId: number, page: number, subscriptionId?: number) {
  return queryOptions({
    queryKey: purchaseKeys.paymentPage(userId, page, subscriptionId),
    queryFn: async ({ signal }) =>
      request(api.payments, {
        query: {
          page,
          per_page: PAGE_SIZE.moneyTable,
          user_id: userId,
          subscription_id: subscriptionId,
          order_by: 'created_at',
          include: 'user_credit_card',
        },
        signal,
      }),
    staleTime: STALE.seconds30,
  })
}

/**
 * The card goes from the browser to the processor's tokenisation endpoint (the method's
 * tokenization_url), never to our API, and without our session token: what comes back is a token,
 * the brand, the last four digits and the bin.
 */
export async function tokenizeCard(url: string, card: CardTokenRequest) {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch (cause) {
    throw new ApiError(0, undefined, { cause })
  }
  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const body = v.safeParse(ErrorBodySchema, payload)
    throw new ApiError(response.status, body.success ? body.output : undefined)
  }
  const parsed = v.safeParse(CardTokenResponseSchema, payload)
  if (!parsed.success) throw new ApiError(response.status, { message: 'unexpected response', code: 'bad_response' })
  return parsed.output.data
}

/** The 3-D step's device-data collection for a card. */
export function useDeviceDataMutation() {
  return useMutation({
    mutationFn: async (body: DdcBody) => (await request(api.paymentsDdc, { body })).data,
  })
}

export function useStartPaymentMutation() {
  return useMutation({
    mutationFn: async ({ body, idempotencyKey }: { body: PaymentBody; idempotencyKey: string }) =>
      (await request(api.createPayment, { body, headers: { 'Idempotency-Key': idempotencyKey } })).data,
  })
}

type OneClick = { planId: number; cardId: number; body: OneClickBody; idempotencyKey: string }

/** Pays a plan with a saved card. */
export function useOneClickPaymentMutation() {
  return useMutation({
    mutationFn: async ({ planId, cardId, body, idempotencyKey }: OneClick) => {
      const response = await request(api.oneClickPayment, {
        params: { plan: planId, card: cardId },
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      })
      return response.data
    },
  })
}

export { INTERNATIONAL }
