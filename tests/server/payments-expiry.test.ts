/**
 * A payment committed pending whose processor was never asked (the process stopped between the
 * commit and the call) is canceled as expired once the deadline has passed: nothing charged,
 * nothing granted, its audit entry written, and the buyer's payment screen says so. A payment its
 * processor answered stays pending for the processor's callback however long that takes.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PURCHASE } from '../../contract/limits'
import { paymentEvents, payments } from '../../server/db/schema/index'
import { PAYMENT_JOBS } from '../../server/modules/payments/index'
import { login, registerUser } from '../fixtures/auth'
import {
  changeTestDriver,
  createPayApp,
  type PayApp,
  paymentBody,
  paymentRow,
  postPayment,
  readPayment,
  started,
  USER_FORM,
} from './payments-fixture'
import { balanceOf, expectLedgerBalanced } from './wallet-fixture'

let t: PayApp
/** Stands for the process stopping after the payment was committed and before the processor was asked. */
let stopBeforeAsking = false

beforeAll(async () => {
  t = await createPayApp({
    wrapDrivers: changeTestDriver((test) => ({
      start: async (ctx, request) => {
        if (stopBeforeAsking) throw new Error('the process stopped before the processor was asked')
        return test.start(ctx, request)
      },
    })),
  })
})
afterAll(() => t.close())

const DEADLINE_MS = PURCHASE.unansweredPaymentExpiryMinutes * 60_000

describe('payments whose processor never answered', () => {
  it('are canceled as expired after the deadline, with nothing granted, and the screen shows it', async () => {
    const auth = await registerUser(t, { verified: true })
    const body = paymentBody({ plan: t.plans.tokens25, method: t.methods.test ?? 0, form: USER_FORM })
    stopBeforeAsking = true
    try {
      const crashed = await postPayment(t, body, { auth })
      expect(crashed.statusCode).toBe(500)
    } finally {
      stopBeforeAsking = false
    }
    const [stranded] = await t.db.select().from(payments).where(eq(payments.userId, auth.user.id))
    if (!stranded) throw new Error('the payment was not committed before the processor was asked')
    expect(stranded).toMatchObject({ status: 'pending', processorAnsweredAt: null })

    // A payment its processor answered (the buyer is on the hosted page): only its callback settles it.
    const answered = started(await postPayment(t, body, { auth }))
    expect(answered.status).toBe('pending')

    t.clock.advance(DEADLINE_MS - 60_000)
    await t.app.jobs.runNow(PAYMENT_JOBS.expireUnanswered)
    expect((await paymentRow(t, stranded.id)).status).toBe('pending')

    t.clock.advance(2 * 60_000)
    await t.app.jobs.runNow(PAYMENT_JOBS.expireUnanswered)
    expect((await paymentRow(t, stranded.id)).status).toBe('canceled')
    expect((await paymentRow(t, answered.id)).status).toBe('pending')

    // The buyer comes back later, signed in again, to their payment's screen.
    const later = await login(t, auth)
    const screen = await readPayment(t, stranded.id, { auth: later })
    expect(screen.statusCode).toBe(200)
    expect((screen.json() as { data: unknown }).data).toMatchObject({
      status: 'canceled',
      data: { TRANS_STATUS_NAME: 'EXPIRED', TRANS_ID: stranded.operationNumber },
    })
    const events = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, stranded.id))
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.source])).toEqual([
      [null, 'pending', 'api'],
      ['pending', 'canceled', 'expiry'],
    ])
    expect(await balanceOf(t, later)).toBe(0)
    await expectLedgerBalanced(t)

    // Run again (a second process, a retry): nothing more changes.
    await t.app.jobs.runNow(PAYMENT_JOBS.expireUnanswered)
    const again = await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, stranded.id))
    expect(again).toHaveLength(2)
  })
})
