/**
 * Callbacks are trusted only when authentic and consistent: a forged, stale, replayed, wrong-amount,
 * wrong-currency or other-driver callback changes nothing; duplicates arriving together grant once.
 * The live adapters (CCBill webhooks by address and URL key, NOWPayments IPN HMAC-SHA512) are
 * switched on by configuration and checked the same way.
 */
import { createHmac } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentsConfig } from '../../server/config'
import { outbox, paymentCallbacks, sandboxNotifications, subscriptions } from '../../server/db/schema/index'
import { ccbillFormDigest } from '../../server/lib/processor-wire/ccbill-signature'
import { sandboxSecret } from '../../server/lib/processor-wire/sandbox-keys'
import { sandboxSignatureHeader } from '../../server/lib/processor-wire/sandbox-signature'
import { call, registerUser, type Signed, waitForMail } from '../fixtures/auth'
import {
  createPayApp,
  type PayApp,
  paymentBody,
  paymentRow,
  payOnHostedPage,
  postPayment,
  started,
  USER_FORM,
} from './payments-fixture'

let t: PayApp

beforeAll(async () => {
  t = await createPayApp()
})
afterAll(() => t.close())

type SandboxEvent = { id: string; data: Record<string, unknown> & { amount_minor: number; currency: string } }

/** A paid test-method payment whose approval callback is queued at the processor but not sent. */
async function paidButNotNotified(auth: Signed) {
  const payment = started(
    await postPayment(t, paymentBody({ plan: t.plans.monthly, method: t.methods.test ?? 0, form: USER_FORM }), {
      auth,
    }),
  )
  await payOnHostedPage(t, payment.redirect?.url ?? '', '4242424242424242')
  const rows = await t.db.select().from(sandboxNotifications).orderBy(sandboxNotifications.id)
  const mine = rows.find((row) => row.body.includes(payment.operation_number))
  if (!mine) throw new Error('no callback queued')
  // Keep the processor from sending it: the test plays the processor (or the attacker) itself.
  await t.db.delete(sandboxNotifications).where(eq(sandboxNotifications.checkoutId, mine.checkoutId))
  return { payment, body: mine.body, event: JSON.parse(mine.body) as SandboxEvent }
}

function send(body: string, signature: string, driver = 'test') {
  return call(t, {
    method: 'POST',
    url: `/api/payments/callbacks/${driver}`,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  })
}

function sign(body: string, at = t.clock(), flavour: 'test' | 'ryvyl' = 'test') {
  return sandboxSignatureHeader(body, sandboxSecret(t.secrets.jwtKey, flavour), Math.floor(at.getTime() / 1000))
}

async function grantsOf(userId: number) {
  const [row] = await t.db.select({ total: count() }).from(subscriptions).where(eq(subscriptions.userId, userId))
  return row?.total ?? 0
}

describe('the sandbox’s signed callbacks', () => {
  it('a forged or stale signature is refused and changes nothing', async () => {
    const auth = await registerUser(t)
    const { payment, body } = await paidButNotNotified(auth)
    const genuine = sign(body)
    const forged = await send(
      body,
      genuine.replace(/v1=(\w)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`),
    )
    expect(forged.statusCode).toBe(403)
    const otherKey = sandboxSignatureHeader(body, 'not-the-secret', Math.floor(t.clock().getTime() / 1000))
    expect((await send(body, otherKey)).statusCode).toBe(403)
    const stale = await send(body, sign(body, new Date(t.clock().getTime() - 3600_000)))
    expect(stale.statusCode).toBe(403)
    expect((await send(body, '')).statusCode).toBe(403)
    expect((await paymentRow(t, payment.id)).status).toBe('pending')
    expect(await grantsOf(auth.user.id)).toBe(0)
  })

  it('a signed callback with another amount or currency is rejected and kept for the audit', async () => {
    const auth = await registerUser(t)
    const { payment, event } = await paidButNotNotified(auth)
    for (const data of [
      { ...event.data, amount_minor: 1 },
      { ...event.data, currency: 'EUR' },
    ]) {
      const body = JSON.stringify({ ...event, id: `${event.id}-${data.amount_minor}-${data.currency}`, data })
      const res = await send(body, sign(body))
      expect(res.statusCode).toBe(422)
      expect((res.json() as { code: string }).code).toBe('callback_rejected')
    }
    expect((await paymentRow(t, payment.id)).status).toBe('pending')
    expect(await grantsOf(auth.user.id)).toBe(0)
    const rejected = await t.db
      .select({ outcome: paymentCallbacks.outcome, reason: paymentCallbacks.reason })
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, payment.id))
    expect(rejected.map((row) => row.outcome)).toEqual(['rejected', 'rejected'])
    expect(rejected[0]?.reason).toMatch(/amount or currency/)
  })

  it('the real callback settles it once; the same event again, re-signed, is a duplicate', async () => {
    const auth = await registerUser(t)
    const { payment, body } = await paidButNotNotified(auth)
    const first = await send(body, sign(body))
    expect(first.json()).toMatchObject({ outcome: 'applied' })
    t.clock.advance(60_000)
    const replay = await send(body, sign(body))
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toMatchObject({ outcome: 'duplicate' })
    expect((await paymentRow(t, payment.id)).status).toBe('approved')
    expect(await grantsOf(auth.user.id)).toBe(1)
  })

  it('ten copies at once, and a second approval event, grant once and mail once', async () => {
    const auth = await registerUser(t)
    const { payment, body, event } = await paidButNotNotified(auth)
    const other = JSON.stringify({ ...event, id: `${event.id}-again` })
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => send(body, sign(body))),
      send(other, sign(other)),
    ])
    expect(answers.every((res) => res.statusCode === 200)).toBe(true)
    const outcomes = answers.map((res) => (res.json() as { outcome: string }).outcome).sort()
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9)
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(1)
    expect(await grantsOf(auth.user.id)).toBe(1)
    await waitForMail(t, auth.email, 'payment_receipt')
    const [mails] = await t.db
      .select({ total: count() })
      .from(outbox)
      .where(and(eq(outbox.to, auth.email), eq(outbox.kind, 'payment_receipt')))
    expect(mails?.total).toBe(1)
    expect((await paymentRow(t, payment.id)).status).toBe('approved')
  })

  it('a genuine event naming a payment of another method is rejected', async () => {
    const auth = await registerUser(t)
    const ccbill = started(
      await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.ccbill ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    const { event } = await paidButNotNotified(await registerUser(t))
    const row = await paymentRow(t, ccbill.id)
    const body = JSON.stringify({
      ...event,
      id: `${event.id}-cross`,
      data: {
        ...event.data,
        reference: ccbill.operation_number,
        amount_minor: row.chargedMinor,
        currency: row.currency,
      },
    })
    expect((await send(body, sign(body))).statusCode).toBe(422)
    expect((await paymentRow(t, ccbill.id)).status).toBe('pending')
  })
})

describe('every rejected callback is kept, with its reason', () => {
  /** A RYVYL widget payment, paid, whose callback is queued at the processor but not sent. */
  async function ryvylPaidButNotNotified(auth: Signed) {
    const payment = started(
      await postPayment(
        t,
        paymentBody({ plan: t.plans.pass7, method: t.methods.ryvyl_flexform ?? 0, form: USER_FORM }),
        { auth },
      ),
    )
    const checkoutId = payment.redirect?.params?.checkoutId ?? ''
    const paid = await call(t, {
      method: 'POST',
      url: `/sandbox-processor/ryvyl/v1/checkouts/${checkoutId}/payment`,
      payload: {
        card: { number: '4242424242424242', expiryMonth: '12', expiryYear: '30', cvv: '123', holder: 'Ana Tester' },
        billing: { street1: '1 Main St', city: 'Madrid', postcode: '28001', country: 'ES' },
      },
    })
    expect(paid.statusCode).toBe(200)
    const [queued] = await t.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.checkoutId, checkoutId))
    if (!queued) throw new Error('no callback queued')
    await t.db.delete(sandboxNotifications).where(eq(sandboxNotifications.checkoutId, checkoutId))
    return { payment, event: JSON.parse(queued.body) as SandboxEvent }
  }

  /** Sends the genuine event altered five ways, as an attacker or a confused processor would. */
  async function sendRejections(driver: string, flavour: 'test' | 'ryvyl', event: SandboxEvent) {
    const variant = (suffix: string, data: Partial<SandboxEvent['data']>) =>
      JSON.stringify({ ...event, id: `${event.id}-${suffix}`, data: { ...event.data, ...data } })
    const genuine = JSON.stringify(event)
    const forged = sign(genuine, t.clock(), flavour).replace(/v1=(\w)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`)
    const statuses = [
      (await send(genuine, forged, driver)).statusCode,
      (await send('{"id":"x"}', sign('{"id":"x"}', t.clock(), flavour), driver)).statusCode,
    ]
    for (const body of [
      variant('amount', { amount_minor: event.data.amount_minor + 100 }),
      variant('currency', { currency: 'EUR' }),
      variant('payment', { reference: 'VLV-NOT-OURS' }),
    ]) {
      statuses.push((await send(body, sign(body, t.clock(), flavour), driver)).statusCode)
    }
    return statuses
  }

  async function rejectionsOf(driver: string) {
    const rows = await t.db
      .select({ outcome: paymentCallbacks.outcome, reason: paymentCallbacks.reason })
      .from(paymentCallbacks)
      .where(and(eq(paymentCallbacks.driver, driver), eq(paymentCallbacks.outcome, 'rejected')))
      .orderBy(paymentCallbacks.id)
    return rows.map((row) => row.reason ?? '')
  }

  const EXPECTED_REASONS = [
    expect.stringMatching(/signature/),
    expect.stringMatching(/unknown shape/),
    expect.stringMatching(/amount or currency/),
    expect.stringMatching(/amount or currency/),
    expect.stringMatching(/no payment/),
  ]

  it('test card: a bad signature, an unreadable event, another amount, currency or payment', async () => {
    const auth = await registerUser(t)
    const { payment, event } = await paidButNotNotified(auth)
    const before = (await rejectionsOf('test')).length
    expect(await sendRejections('test', 'test', event)).toEqual([403, 422, 422, 422, 422])
    expect((await rejectionsOf('test')).slice(before)).toEqual(EXPECTED_REASONS)
    expect((await paymentRow(t, payment.id)).status).toBe('pending')
    expect(await grantsOf(auth.user.id)).toBe(0)
  })

  it('RYVYL: the same five, kept the same way', async () => {
    const auth = await registerUser(t)
    const { payment, event } = await ryvylPaidButNotNotified(auth)
    const before = (await rejectionsOf('ryvyl_flexform')).length
    expect(await sendRejections('ryvyl_flexform', 'ryvyl', event)).toEqual([403, 422, 422, 422, 422])
    expect((await rejectionsOf('ryvyl_flexform')).slice(before)).toEqual(EXPECTED_REASONS)
    expect((await paymentRow(t, payment.id)).status).toBe('pending')
    // The genuine event still settles it afterwards: a rejection does not use up its event id.
    const genuine = JSON.stringify(event)
    expect((await send(genuine, sign(genuine, t.clock(), 'ryvyl'), 'ryvyl_flexform')).json()).toMatchObject({
      outcome: 'applied',
    })
  })
})

describe('live adapters, switched on by configuration', () => {
  const CCBILL = {
    clientAccnum: '951234',
    clientSubacc: '0001',
    flexId: '687fa3e0-e60d-4466-88e2-181fa56dd6a9',
    salt: '7d901dad245fd0ff6bc20d06',
    webhookKey: 'webhook-key-0123456789abcdef',
    webhookRanges: ['64.38.212.0/24', '64.38.215.0/24', '64.38.240.0/24', '64.38.241.0/24'],
  }
  const NOWPAYMENTS = {
    apiKey: 'np-api-key-test',
    ipnSecret: 'np-ipn-secret-test',
    apiUrl: 'https://api-sandbox.nowpayments.io',
  }
  let live: PayApp
  const invoices: unknown[] = []

  beforeAll(async () => {
    const payments: PaymentsConfig = {
      sandbox: true,
      preferredDriver: 'test',
      sandboxPendingMs: 8000,
      sandboxDuplicateMs: 3000,
      geoipHeader: undefined,
      ccbill: CCBILL,
      nowPayments: NOWPAYMENTS,
    }
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      invoices.push({ url: String(url), headers: init?.headers, body: JSON.parse(String(init?.body)) })
      return new Response(
        JSON.stringify({ id: 4_242_000, invoice_url: 'https://nowpayments.io/payment/?iid=4242000' }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      )
    }) as typeof fetch
    live = await createPayApp({ config: { payments, publicUrl: 'https://velvet.example' }, fetch: fakeFetch })
  })
  afterAll(() => live.close())

  it('CCBill: the FlexForms URL carries the documented digest; webhooks need CCBill’s address and our key', async () => {
    const auth = await registerUser(live)
    const payment = started(
      await postPayment(
        live as PayApp,
        paymentBody({ plan: live.plans.pass7, method: live.methods.ccbill ?? 0, form: USER_FORM }),
        { auth },
      ),
    )
    const url = new URL(payment.redirect?.url ?? '')
    expect(url.origin + url.pathname).toBe(`https://api.ccbill.com/wap-frontflex/flexforms/${CCBILL.flexId}`)
    const query = Object.fromEntries(url.searchParams)
    expect(query.formDigest).toBe(
      ccbillFormDigest({ initialPrice: '9.99', initialPeriod: 7, currencyCode: '840' }, CCBILL.salt),
    )
    const row = await paymentRow(live, payment.id)
    const webhook = (key: string, ip: string, price = '9.99', transactionId = '0912191101000000159') =>
      call(live, {
        method: 'POST',
        url: `/api/payments/callbacks/ccbill_flexform?key=${key}&eventType=NewSaleSuccess&eventGroupType=Subscription`,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          transactionId,
          subscriptionId: '1000000000',
          billedInitialPrice: price,
          billedCurrencyCode: '840',
          'X-payment_reference': row.operationNumber,
          cardType: 'VISA',
          last4: '1111',
        }),
      })
    expect((await webhook(CCBILL.webhookKey, '10.1.2.3')).statusCode).toBe(403)
    expect((await webhook('wrong-key-0123456789', '64.38.212.7')).statusCode).toBe(403)
    expect((await webhook(CCBILL.webhookKey, '64.38.212.7', '0.99', '0912191101000000160')).statusCode).toBe(422)
    expect((await paymentRow(live, payment.id)).status).toBe('pending')
    const ok = await webhook(CCBILL.webhookKey, '64.38.212.7')
    expect(ok.json()).toMatchObject({ outcome: 'applied' })
    expect((await paymentRow(live, payment.id)).status).toBe('approved')
  })

  it('NOWPayments: an invoice with our order id; only a signed `finished` IPN grants', async () => {
    const auth = await registerUser(live)
    const payment = started(
      await postPayment(
        live as PayApp,
        paymentBody({ plan: live.plans.pass7, method: live.methods.now_payments ?? 0, form: USER_FORM }),
        { auth },
      ),
    )
    expect(payment.redirect).toEqual({ method: 'get', url: 'https://nowpayments.io/payment/?iid=4242000' })
    const row = await paymentRow(live, payment.id)
    expect(invoices.at(-1)).toMatchObject({
      url: 'https://api-sandbox.nowpayments.io/v1/invoice',
      headers: { 'x-api-key': NOWPAYMENTS.apiKey },
      body: {
        price_amount: 9.99,
        price_currency: 'usd',
        order_id: row.operationNumber,
        ipn_callback_url: 'https://velvet.example/api/payments/callbacks/now_payments',
      },
    })
    const ipn = (status: string, secret = NOWPAYMENTS.ipnSecret) => {
      // Keys out of order on purpose: the signature is over the sorted JSON.
      const body = {
        price_currency: 'usd',
        payment_status: status,
        payment_id: 5_077_125_051,
        order_id: row.operationNumber,
        price_amount: 9.99,
      }
      const sorted = JSON.stringify(Object.fromEntries(Object.entries(body).sort(([a], [b]) => a.localeCompare(b))))
      return call(live, {
        method: 'POST',
        url: '/api/payments/callbacks/now_payments',
        headers: {
          'content-type': 'application/json',
          'x-nowpayments-sig': createHmac('sha512', secret).update(sorted).digest('hex'),
        },
        payload: JSON.stringify(body),
      })
    }
    expect((await ipn('finished', 'another-secret')).statusCode).toBe(403)
    expect((await ipn('partially_paid')).json()).toMatchObject({ outcome: 'unchanged' })
    expect((await paymentRow(live, payment.id)).status).toBe('pending')
    expect((await ipn('finished')).json()).toMatchObject({ outcome: 'applied' })
    expect((await ipn('finished')).json()).toMatchObject({ outcome: 'duplicate' })
    expect((await paymentRow(live, payment.id)).status).toBe('approved')
  })
})
