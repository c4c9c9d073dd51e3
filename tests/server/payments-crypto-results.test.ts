/**
 * A crypto payment read back as its result page reads it: the method's driver (so the page speaks
 * of coins, not banks), and the invoice's amounts in its coin as NOWPayments reported them: what
 * was asked, what arrived, what is missing and where to send it. A part-paid invoice stays pending
 * with those amounts; an expired one fails with nothing arrived.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, registerUser, type Signed } from '../fixtures/auth'
import {
  createPayApp,
  type PayApp,
  paymentBody,
  postPayment,
  readPayment,
  started,
  USER_FORM,
} from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp()
})
afterAll(() => t.close())

type Read = {
  status: string
  data: { TRANS_STATUS_NAME: string } | null
  payment_method: { key: string; driver_front_key: string } | null
  crypto: { currency: string; due: string; paid: string; missing: string; address: string | null } | null
}

async function invoice(auth: Signed) {
  const payment = started(
    await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.now_payments ?? 0, form: USER_FORM }), {
      auth,
    }),
  )
  return payment
}

/** The buyer's choice on the sandbox's invoice page: pay in full, pay part, or let it expire. */
async function send(url: string, kind: 'full' | 'partial' | 'expire') {
  await call(t, {
    method: 'POST',
    url: url.split('?')[0] ?? url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `kind=${kind}`,
  })
  await t.deliver()
  t.clock.advance(1500)
  await t.deliver()
}

async function read(auth: Signed, id: number): Promise<Read> {
  return ((await readPayment(t, id, { auth })).json() as { data: Read }).data
}

describe('crypto results', () => {
  it('a part-paid invoice stays pending and says what arrived, what is missing and where to send it', async () => {
    const auth = await registerUser(t)
    const payment = await invoice(auth)
    const before = await read(auth, payment.id)
    expect(before.payment_method).toMatchObject({ driver_front_key: 'now_payments' })
    expect(before.crypto).toBeNull()

    await send(payment.redirect?.url ?? '', 'partial')
    const after = await read(auth, payment.id)
    expect(after.status).toBe('pending')
    expect(after.data?.TRANS_STATUS_NAME).toBe('PARTIALLY_PAID')
    expect(after.crypto).toMatchObject({ currency: 'BTC', address: expect.stringMatching(/^tb1q/) })
    const { due, paid, missing } = after.crypto ?? { due: '', paid: '', missing: '' }
    expect(Number(paid)).toBeGreaterThan(0)
    expect(Number(missing)).toBeGreaterThan(0)
    // Exact decimals: what arrived and what is missing make up what was asked.
    const scale = (value: string) => BigInt((Number(value) * 1e8).toFixed(0))
    expect(scale(paid) + scale(missing)).toBe(scale(due))
  })

  it('an expired invoice fails, in crypto words, with nothing arrived', async () => {
    const auth = await registerUser(t)
    const payment = await invoice(auth)
    await send(payment.redirect?.url ?? '', 'expire')
    const after = await read(auth, payment.id)
    expect(after.status).toBe('failed')
    expect(after.data?.TRANS_STATUS_NAME).toBe('EXPIRED')
    expect(after.crypto).toMatchObject({ currency: 'BTC', paid: '0' })
    expect(after.crypto?.missing).toBe(after.crypto?.due)
  })

  it('a card payment names its driver and has no crypto amounts', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.test ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    const found = await read(auth, payment.id)
    expect(found.payment_method).toMatchObject({ key: 'test', driver_front_key: 'test' })
    expect(found.crypto).toBeNull()
  })
})
