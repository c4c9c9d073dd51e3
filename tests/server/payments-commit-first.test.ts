/**
 * The processor is asked only once the payment is committed, and with no transaction of ours
 * holding it: at the moment a driver is called (a live NOWPayments invoice over HTTP, a one-click
 * charge of a saved card, a renewal's charge), another connection already sees the pending payment
 * and can lock its row at once.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentsConfig } from '../../server/config'
import { payments } from '../../server/db/schema/index'
import { registerUser } from '../fixtures/auth'
import {
  changeTestDriver,
  createPayApp,
  newKey,
  type PayApp,
  paymentBody,
  postPayment,
  started,
  USER_FORM,
} from './payments-fixture'
import { newSubscriber, renewalPayments, subscribe, subscriptionRow } from './subscriptions-fixture'

type Seen = { operationNumber: string; status: string | null; lockable: boolean }

let t: PayApp
const seen: Seen[] = []
let nowPaymentsDown = false
let invoiceId = 5_151_000

/** What another connection sees of a payment while its processor is being asked. */
async function lookFromOutside(operationNumber: string): Promise<Seen> {
  const [row] = await t.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.operationNumber, operationNumber))
  let lockable = true
  try {
    await t.db.transaction((tx) =>
      tx.execute(
        sql`select id from ${payments} where ${payments.operationNumber} = ${operationNumber} for update nowait`,
      ),
    )
  } catch {
    lockable = false
  }
  return { operationNumber, status: row?.status ?? null, lockable }
}

beforeAll(async () => {
  const config: PaymentsConfig = {
    sandbox: true,
    preferredDriver: 'test',
    sandboxPendingMs: 8000,
    sandboxDuplicateMs: 3000,
    geoipHeader: undefined,
    ccbill: undefined,
    nowPayments: { apiKey: 'np-api-key-test', ipnSecret: 'np-ipn-secret-test', apiUrl: 'https://np.example' },
  }
  const liveNowPayments = (async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { order_id: string }
    seen.push(await lookFromOutside(body.order_id))
    if (nowPaymentsDown) return new Response('{}', { status: 503 })
    invoiceId += 1
    return new Response(JSON.stringify({ id: invoiceId, invoice_url: `https://np.example/invoice/${invoiceId}` }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch
  t = await createPayApp({
    config: { payments: config, publicUrl: 'https://velvet.example', rateLimit: false },
    fetch: liveNowPayments,
    wrapDrivers: changeTestDriver((test) => {
      const charge = test.chargeSavedCard
      if (!charge) throw new Error('the sandbox test driver charges saved cards')
      return {
        chargeSavedCard: async (ctx, request) => {
          seen.push(await lookFromOutside(request.payment.operationNumber))
          return charge(ctx, request)
        },
      }
    }),
  })
})
afterAll(() => t.close())

function seenFor(operationNumber: string): Seen[] {
  return seen.filter((entry) => entry.operationNumber === operationNumber)
}

describe('the payment is committed before the processor is asked', () => {
  it('a live NOWPayments invoice is created for a pending payment already visible and unlocked', async () => {
    const auth = await registerUser(t)
    const payment = started(
      await postPayment(t, paymentBody({ plan: t.plans.pass7, method: t.methods.now_payments ?? 0, form: USER_FORM }), {
        auth,
      }),
    )
    expect(payment.redirect).toEqual({ method: 'get', url: `https://np.example/invoice/${invoiceId}` })
    expect(seenFor(payment.operation_number)).toEqual([
      { operationNumber: payment.operation_number, status: 'pending', lockable: true },
    ])
  })

  it('a one-click purchase charges a saved card for a pending payment already visible and unlocked', async () => {
    const { who } = await newSubscriber(t)
    const id = await subscribe(t, who, t.plans.pass7)
    const [payment] = await t.db.select().from(payments).where(eq(payments.subscriptionId, id))
    expect(payment?.status).toBe('approved')
    expect(seenFor(payment?.operationNumber ?? '')).toEqual([
      { operationNumber: payment?.operationNumber, status: 'pending', lockable: true },
    ])
  })
  it('a renewal charges the saved card for a pending payment no transaction holds', async () => {
    const { id } = await newSubscriber(t)
    const first = await subscriptionRow(t, id)
    t.clock.set(new Date(first.endsAt.getTime() + 60_000))
    await t.app.jobs.runNow('subscriptions.renew', { subscriptionId: id })
    const [renewal] = await renewalPayments(t, id)
    expect(renewal?.status).toBe('approved')
    expect(seenFor(renewal?.operationNumber ?? '')).toEqual([
      { operationNumber: renewal?.operationNumber, status: 'pending', lockable: true },
    ])
  })

  it('a processor that does not take the payment: 413, the payment canceled, and the same key runs again', async () => {
    const auth = await registerUser(t)
    const body = paymentBody({ plan: t.plans.pass7, method: t.methods.now_payments ?? 0, form: USER_FORM })
    const key = newKey()
    nowPaymentsDown = true
    try {
      const refused = await postPayment(t, body, { auth, key })
      expect(refused.statusCode).toBe(413)
      expect((refused.json() as { code: string }).code).toBe('payment_not_possible')
    } finally {
      nowPaymentsDown = false
    }
    const mine = () => t.db.select({ status: payments.status }).from(payments).where(eq(payments.userId, auth.user.id))
    expect(await mine()).toEqual([{ status: 'canceled' }])
    const again = started(await postPayment(t, body, { auth, key }))
    expect(again.status).toBe('pending')
    expect((await mine()).map((row) => row.status).sort()).toEqual(['canceled', 'pending'])
  })
})
