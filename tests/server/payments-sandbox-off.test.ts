/**
 * PAYMENTS_SANDBOX=off keeps the sandbox processor out of the process: none of its pages or API
 * answers, only drivers with live credentials exist, and without any the server refuses to start,
 * naming the variable. With it on, its merchant API answers only its merchants' keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, type PaymentsConfig } from '../../server/config'
import { sandboxSecret } from '../../server/lib/processor-wire/sandbox-keys'
import { call } from '../fixtures/auth'
import { createPayApp, type PayApp } from './payments-fixture'

const SANDBOX_ROUTES = [
  { method: 'GET', url: '/sandbox-processor/pay/chk_unknown1' },
  { method: 'POST', url: '/sandbox-processor/v1/tokens' },
  { method: 'POST', url: '/sandbox-processor/api/test/checkouts' },
  { method: 'POST', url: '/sandbox-processor/nowpayments/v1/invoice' },
] as const

const CHECKOUT = {
  reference: 'OP-SANDBOX-1',
  amount_minor: 2999,
  currency: 'USD',
  decimals: 2,
  description: 'Monthly membership',
  email: null,
  locale: 'en',
  return_url: '/payment/1/result',
  notify_url: 'http://localhost:3000/api/payments/callbacks/test',
}

describe('the sandbox processor on', () => {
  let t: PayApp
  beforeAll(async () => {
    t = await createPayApp()
  })
  afterAll(async () => t?.close())

  it('answers its merchant API with a merchant key only, the right flavour’s', async () => {
    const ask = (key: string | undefined) =>
      call(t, {
        method: 'POST',
        url: '/sandbox-processor/api/test/checkouts',
        headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
        payload: JSON.stringify(CHECKOUT),
      })
    expect((await ask(undefined)).statusCode).toBe(401)
    expect((await ask(sandboxSecret(t.secrets.jwtKey, 'astropay'))).statusCode).toBe(401)
    const created = await ask(sandboxSecret(t.secrets.jwtKey, 'test'))
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ status: 'open', reference: 'OP-SANDBOX-1', amount_minor: 2999 })
  })
})

describe('PAYMENTS_SANDBOX=off', () => {
  let t: PayApp
  beforeAll(async () => {
    const payments: PaymentsConfig = {
      sandbox: false,
      preferredDriver: undefined,
      sandboxPendingMs: 8000,
      sandboxDuplicateMs: 3000,
      geoipHeader: undefined,
      ccbill: undefined,
      nowPayments: { apiKey: 'np-api-key-test', ipnSecret: 'np-ipn-secret-test', apiUrl: 'https://np.example' },
    }
    t = await createPayApp({ config: { payments } })
  })
  afterAll(async () => t?.close())

  it('registers none of the sandbox’s pages or API', async () => {
    for (const route of SANDBOX_ROUTES) {
      const res = await call(t, { ...route, headers: { 'content-type': 'application/json' }, payload: '{}' })
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404)
    }
    expect(t.app.sandboxNotifier).toBeUndefined()
  })

  it('offers only the methods of processors with live credentials', async () => {
    const res = await call(t, { method: 'GET', url: '/api/purchase_options?country_id=INT&include=payment_methods' })
    expect(res.statusCode).toBe(200)
    const options = res.json() as {
      data: { subscription_plan: { data: { payment_methods?: { data: { key: string }[] } } } }[]
    }
    const keys = new Set(
      options.data.flatMap((option) => option.subscription_plan.data.payment_methods?.data.map((m) => m.key) ?? []),
    )
    expect([...keys]).toEqual(['now_payments'])
  })

  it('refuses to start with no live processor, naming the variable', () => {
    expect(() => loadConfig({ PAYMENTS_SANDBOX: 'off' })).toThrow(
      /PAYMENTS_SANDBOX: off needs a live processor \(the CCBILL_\* or NOWPAYMENTS_\* variables\)/,
    )
    const live = loadConfig({
      PAYMENTS_SANDBOX: 'off',
      NOWPAYMENTS_API_KEY: 'np-api-key-test',
      NOWPAYMENTS_IPN_SECRET: 'np-ipn-secret-test',
    })
    expect(live.payments.sandbox).toBe(false)
  })
})
