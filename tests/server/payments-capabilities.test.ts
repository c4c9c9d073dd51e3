/**
 * The catalogue describes a method's card form from what its driver declares it can do, not from the
 * driver's name: a driver that declares an in-app card form gets the tokenisation URL, and the card
 * brands are the driver's, in its order.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { PaymentMethod, PurchaseOption } from '../../contract/schemas/purchase'
import { call } from '../fixtures/auth'
import { createPayApp, type PayApp } from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp({
    wrapDrivers: (drivers) => {
      const test = drivers.test
      if (!test) throw new Error('the sandbox runs the test driver')
      return {
        ...drivers,
        test: { ...test, capabilities: { ...test.capabilities, cardForm: 'in_app', brands: ['MASTER', 'VISA'] } },
      }
    },
  })
})
afterAll(() => t.close())

async function methodsOffered(): Promise<PaymentMethod[]> {
  const res = await call(t, { method: 'GET', url: '/api/purchase_options?country_id=INT&include=payment_methods' })
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
