/**
 * The catalogue describes a method's card form from what its driver declares it can do, not from the
 * driver's name: a driver that declares an in-app card form gets the tokenisation URL, the card
 * brands are the driver's, in its order, and the legacy add-on and a plan's legacy bundle are sold
 * with the methods whose driver declares them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { PaymentMethod, PurchaseOption } from '../../contract/schemas/purchase'
import { call, registerUser } from '../fixtures/auth'
import {
  BILLING,
  changeTestDriver,
  createPayApp,
  type PayApp,
  paymentBody,
  paymentRow,
  postPayment,
  started,
  tokenize,
  USER_FORM,
} from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp({
    wrapDrivers: changeTestDriver((test) => ({
      capabilities: {
        ...test.capabilities,
        cardForm: 'in_app',
        brands: ['MASTER', 'VISA'],
        legacyAddon: true,
        legacyBundle: false,
      },
    })),
  })
})
afterAll(() => t.close())

async function methodsOffered(country: string | number = 'INT'): Promise<PaymentMethod[]> {
  const res = await call(t, {
    method: 'GET',
    url: `/api/purchase_options?country_id=${country}&include=payment_methods`,
  })
  expect(res.statusCode).toBe(200)
  const [first] = (res.json() as { data: PurchaseOption[] }).data
  return first?.subscription_plan.data.payment_methods?.data ?? []
}

it('a method’s card form and brands follow its driver’s declared capabilities', async () => {
  const methods = await methodsOffered()
  expect(methods.find((method) => method.driver_front_key === 'test')?.driver_front_config).toMatchObject({
    tokenization_url: '/sandbox-processor/v1/tokens',
    brands: ['MASTER', 'VISA'],
  })
  expect(methods.find((method) => method.driver_front_key === 'ryvyl_flexform')?.driver_front_config).toMatchObject({
    tokenization_url: null,
    brands: ['VISA', 'AMEX', 'MASTER'],
  })
})

it('the legacy add-on is sold with the methods whose driver declares it, and refused with the others', async () => {
  const methods = await methodsOffered()
  const sellsAddon = Object.fromEntries(methods.map((method) => [method.key, method.driver_front_config.legacy_addon]))
  expect(sellsAddon).toMatchObject({
    test: true,
    worldline: true,
    ryvyl_card: true,
    ryvyl_flexform: true,
    ccbill: false,
    now_payments: false,
  })

  const auth = await registerUser(t)
  const token = (await tokenize(t, '4242424242424242')).token
  const form = { ...USER_FORM, card_token: token, processor: BILLING, addon_legacy: true }
  const plan = t.plans.otherCreatorMonthly
  const withTest = started(await postPayment(t, paymentBody({ plan, method: t.methods.test ?? 0, form }), { auth }))
  expect((await paymentRow(t, withTest.id)).addonId).not.toBeNull()

  const withCcbill = await postPayment(
    t,
    paymentBody({ plan, method: t.methods.ccbill ?? 0, form: { ...USER_FORM, addon_legacy: true } }),
    { auth },
  )
  expect(withCcbill.statusCode).toBe(422)
  expect(JSON.stringify(withCcbill.json())).toContain('form_data.addon_legacy')
})

it('the Brazilian tax id is asked by the card forms whose driver says so', async () => {
  // Cielo's form is offered in Brazil only.
  const methods = [...(await methodsOffered()), ...(await methodsOffered(t.countries.BR ?? 0))]
  const asksTaxId = Object.fromEntries(methods.map((method) => [method.key, method.driver_front_config.tax_id]))
  expect(asksTaxId).toMatchObject({ cielo: true, worldline: false, ryvyl_card: false, ccbill: false, test: false })
})

it('a plan’s legacy bundle is bought only with the methods whose driver sells it', async () => {
  const methods = await methodsOffered()
  const sellsBundle = Object.fromEntries(
    methods.map((method) => [method.key, method.driver_front_config.legacy_bundle]),
  )
  expect(sellsBundle).toMatchObject({
    test: false,
    worldline: false,
    ryvyl_card: true,
    ryvyl_flexform: true,
    ccbill: true,
  })

  const auth = await registerUser(t)
  const token = (await tokenize(t, '4242424242424242')).token
  const bundle = (method: number) =>
    postPayment(
      t,
      paymentBody({
        plan: t.plans.creatorMonthly,
        method,
        form: { ...USER_FORM, card_token: token, processor: BILLING },
        subscription_plan_plus_legacy_id: t.plans.creatorBundle,
      }),
      { auth },
    )
  const withTest = await bundle(t.methods.test ?? 0)
  expect(withTest.statusCode).toBe(422)
  expect(JSON.stringify(withTest.json())).toContain('subscription_plan_plus_legacy_id')
  const withRyvylCard = started(await bundle(t.methods.ryvyl_card ?? 0))
  expect((await paymentRow(t, withRyvylCard.id)).planId).toBe(t.plans.creatorBundle)
})
