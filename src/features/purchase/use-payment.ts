/**
 * Sending a payment: one submission at a time (a block flag against a double tap),
 * the card tokenised at the processor first, the device-data step once per card, then POST payments
 * with an Idempotency-Key that stays the same while the same payment is retried after no answer;
 * the redirect followed; the loading indicator cleared 2.5 s after success. One-click pays a saved
 * card. Offline, nothing is sent.
 */
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { TIMING } from '../../../contract/limits'
import { cardBin, normalizeCardNumber } from '../../../contract/payment-rules'
import type { PaymentBody, PaymentFormData, PaymentStarted } from '../../../contract/schemas/payment'
import type { CountryIdInput, PaymentMethod } from '../../../contract/schemas/purchase'
import { isApiError } from '../../api/errors'
import { createRetryKey } from '../../lib/retry-key'
import type { DdcHandle } from './ddc-frame'
import type { PayFormValues } from './form-rules'
import type { FormKind } from './methods'
import { type PayProblem, payProblemOf } from './outcome'
import { rememberFailure, rememberStartedPayment, writePlanChoice } from './payment-memory'
import { tokenizeCard, useDeviceDataMutation, useOneClickPaymentMutation, useStartPaymentMutation } from './queries'
import { followRedirect, goTo } from './redirect'
import type { WidgetParams } from './ryvyl-widget'

export type Acceptance = 'no_trial' | 'no_promo' | null

export type PaymentTarget = {
  planId: number
  countryId: CountryIdInput
  /** Null: a pre-paid promotional code pays by itself. */
  method: PaymentMethod | null
  formKind: FormKind | null
  isGuest: boolean
  promoCode: string | null
  referal: string | null
  paymentLinkId: number | null
  /** The legacy bundle to buy instead of the plan when the add-on is taken (never with worldline). */
  legacyBundleId: number | null
  webstar: string | null
  acceptance: Acceptance
  /** Whose failure memory a 412 goes to: the signed-in user's id, null for a guest. */
  buyer: number | null
}

type CardToken = { fingerprint: string; token: string; bin: string }

export type PaymentState = {
  isLoading: boolean
  problem: PayProblem | null
  /** Field errors the server or the processor found, by form path. */
  fieldErrors: Record<string, string>
  widget: { url: string; params: WidgetParams } | null
}

function formData(values: PayFormValues, target: PaymentTarget): PaymentFormData {
  const data: PaymentFormData = {
    terms: true,
    over_age: true,
    accept_no_trial: target.acceptance === 'no_trial',
    accept_no_promo: target.acceptance !== null,
    addon_legacy: values.addon_legacy,
    payment_country_id: target.countryId,
  }
  if (target.isGuest) {
    data.email = values.email.trim()
    data.email_confirm = values.email_confirm.trim()
  }
  if (target.formKind?.kind === 'card') {
    const billing = { ...values.processor }
    const state = billing.bill_addr_state || null
    data.card_expiry = { ...values.card_expiry }
    data.save_card = values.save_card
    data.processor = {
      cust_fname: billing.cust_fname,
      cust_lname: billing.cust_lname,
      bill_addr: billing.bill_addr,
      bill_addr_city: billing.bill_addr_city,
      bill_addr_state: state,
      bill_addr_zip: billing.bill_addr_zip,
      bill_addr_country: billing.bill_addr_country,
      ...(target.formKind.hasTaxIdField && billing.cust_brcpfcnpj ? { cust_brcpfcnpj: billing.cust_brcpfcnpj } : {}),
    }
  }
  return data
}

export function usePayment(ddc: React.RefObject<DdcHandle | null>) {
  const navigate = useNavigate()
  const { mutateAsync: retrieveDeviceData } = useDeviceDataMutation()
  const { mutateAsync: startPayment } = useStartPaymentMutation()
  const { mutateAsync: payOneClick } = useOneClickPaymentMutation()
  const blocked = useRef(false)
  const retryKey = useRef(createRetryKey())
  const cardToken = useRef<CardToken | null>(null)
  const deviceData = useRef<{ token: string; data: NonNullable<PaymentFormData['iframeData']> } | null>(null)
  const loadingTimer = useRef<number | undefined>(undefined)
  const [state, setState] = useState<PaymentState>({ isLoading: false, problem: null, fieldErrors: {}, widget: null })

  useEffect(() => () => window.clearTimeout(loadingTimer.current), [])

  const toApp = (href: string) => void navigate({ href })

  function fail(problem: PayProblem, fieldErrors: Record<string, string> = {}) {
    setState((current) => ({ ...current, isLoading: false, problem, fieldErrors }))
  }

  /** After an answer: the indicator stays 2.5 s, the time the redirect takes to leave the page. */
  function succeeded(widget: PaymentState['widget']) {
    setState((current) => ({ ...current, problem: null, fieldErrors: {}, widget }))
    window.clearTimeout(loadingTimer.current)
    loadingTimer.current = window.setTimeout(
      () => setState((current) => ({ ...current, isLoading: false })),
      TIMING.paymentLoadingClearMs,
    )
  }

  function afterStart(started: PaymentStarted, target: PaymentTarget) {
    writePlanChoice('', undefined)
    rememberStartedPayment({
      id: started.id,
      guest_token: started.guest_token,
      plan_id: target.planId,
      webstar: target.webstar,
    })
    if (!started.redirect) {
      // Nothing to follow: a member's purchase is on the dashboard, a guest's on its result page.
      toApp(target.isGuest ? `/payment/${started.id}/result` : '/dashboard')
      succeeded(null)
      return
    }
    const left = followRedirect(started.redirect, toApp)
    succeeded(left === 'script' ? { url: started.redirect.url, params: started.redirect.params ?? {} } : null)
  }

  async function tokenize(values: PayFormValues, method: PaymentMethod): Promise<CardToken> {
    const cardNumber = normalizeCardNumber(values.card_number)
    const fingerprint = JSON.stringify([cardNumber, values.card_expiry, values.card_key])
    if (cardToken.current?.fingerprint === fingerprint) return cardToken.current
    const url = method.driver_front_config.tokenization_url
    if (!url) throw new Error('a card method without a tokenisation URL')
    const holder = `${values.processor.cust_fname} ${values.processor.cust_lname}`.trim()
    const token = await tokenizeCard(url, {
      card_number: cardNumber,
      card_expiry: { ...values.card_expiry },
      card_key: values.card_key,
      ...(holder ? { holder_name: holder } : {}),
    })
    cardToken.current = { fingerprint, token: token.token, bin: token.bin || cardBin(cardNumber) }
    return cardToken.current
  }

  /** The 3-D step's device data, once per card token. */
  async function collectDeviceData(body: PaymentBody, method: PaymentMethod, token: CardToken) {
    if (deviceData.current?.token === token.token) return deviceData.current.data
    const answer = await retrieveDeviceData({
      country_id: body.country_id,
      form_data: body.form_data,
      payment_method_id: method.id,
    })
    const data = { ddc_url: answer.DDC_URL, jwt: answer.JWT, bin: token.bin, ddc_referenceid: answer.DDC_REFERENCEID }
    const isLoaded = (await ddc.current?.collect({ url: data.ddc_url, jwt: data.jwt, bin: data.bin })) ?? false
    deviceData.current = { token: token.token, data }
    return isLoaded ? data : null
  }

  async function pay(values: PayFormValues, target: PaymentTarget) {
    if (blocked.current) return
    blocked.current = true
    setState((current) => ({ ...current, isLoading: true, problem: null, fieldErrors: {} }))
    let body: PaymentBody | null = null
    try {
      const form = formData(values, target)
      const method = target.method
      if (method && target.formKind?.kind === 'card') {
        const token = await tokenize(values, method)
        form.card_token = token.token
        if (method.driver_front_config.ddc) {
          const collected = await collectDeviceData(
            {
              country_id: target.countryId,
              form_data: form,
              payment_method_id: method.id,
              subscription_plan_id: target.planId,
            },
            method,
            token,
          )
          form.iframeLoaded = collected !== null
          form.iframeData = collected
        }
      }
      body = {
        country_id: target.countryId,
        form_data: form,
        payment_method_id: method?.id ?? null,
        subscription_plan_id: target.planId,
        subscription_plan_plus_legacy_id: values.addon_legacy ? target.legacyBundleId : null,
        promotional_code: target.acceptance ? null : target.promoCode,
        referal: target.referal,
        payment_link_id: target.paymentLinkId,
      }
      const started = await startPayment({ body, idempotencyKey: retryKey.current.keyFor(body) })
      retryKey.current.settle()
      afterStart(started, target)
    } catch (error) {
      if (isApiError(error) && !error.isNetwork) retryKey.current.settle()
      const problem = payProblemOf(error)
      if (problem.kind === 'already_failed' && target.method) {
        rememberFailure(target.buyer, {
          cardId: null,
          methodId: target.method.id,
          details: { TRANS_STATUS_NAME: 'FAILED', TRANS_ID: '', SERVICE_ADVICE: '' },
        })
      }
      // The processor's tokenisation names the card fields the same way.
      fail(problem, problem.kind === 'validation' ? problem.fields : {})
    } finally {
      blocked.current = false
    }
  }

  async function payWithSavedCard(
    card: number,
    target: PaymentTarget,
    values: Pick<PayFormValues, 'addon_legacy'>,
  ): Promise<PayProblem | null> {
    if (blocked.current) return null
    blocked.current = true
    setState((current) => ({ ...current, isLoading: true, problem: null, fieldErrors: {} }))
    try {
      const body = {
        form_data: {
          terms: true as const,
          over_age: true as const,
          addon_legacy: values.addon_legacy,
          payment_country_id: target.countryId,
          accept_no_trial: target.acceptance === 'no_trial',
          accept_no_promo: target.acceptance !== null,
        },
        payment_link_id: target.paymentLinkId,
        promotional_code: target.acceptance ? null : target.promoCode,
      }
      const started = await payOneClick({
        planId: target.planId,
        cardId: card,
        body,
        idempotencyKey: retryKey.current.keyFor({ card, body }),
      })
      retryKey.current.settle()
      writePlanChoice('', undefined)
      rememberStartedPayment({ id: started.id, guest_token: null, plan_id: target.planId, webstar: target.webstar })
      // Only a get redirect is followed for one-click; anything else ends on the dashboard.
      if (started.redirect?.method === 'get') goTo(started.redirect.url, toApp)
      else toApp('/dashboard')
      succeeded(null)
      return null
    } catch (error) {
      if (isApiError(error) && !error.isNetwork) retryKey.current.settle()
      const problem = payProblemOf(error, { isOneClick: true })
      // 409 and 410 are not errors for one-click: the button offers to pay without them.
      if (problem.kind === 'no_trial' || problem.kind === 'no_promo') {
        setState((current) => ({ ...current, isLoading: false }))
        return problem
      }
      fail(problem)
      return problem
    } finally {
      blocked.current = false
    }
  }

  function clearProblem() {
    setState((current) => ({ ...current, problem: null, fieldErrors: {} }))
  }

  return { ...state, pay, payWithSavedCard, clearProblem }
}
