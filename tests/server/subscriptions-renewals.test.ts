/**
 * Renewals on the real database with a movable clock: a
 * reminder before each charge, the saved card charged on the end date once per period however many
 * workers run the job at once, a renewal killed between its charge and its record loses nothing and
 * charges nothing twice, a card that keeps failing gets its grace period and then ends, a canceled
 * subscription is never charged again, and the membership flag follows all of it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentEvents, subscriptions } from '../../server/db/schema/index'
import { authed, registerUser, type Signed } from '../fixtures/auth'
import {
  authedNow,
  chargesAtProcessor,
  createSubsApp,
  DAY,
  mailsTo,
  membershipEnd,
  monthAfter,
  newSubscriber,
  readSubscription,
  renewalPayments,
  runScheduledWork,
  type SubsApp,
  saveCard,
  subscribe,
  subscriptionRow,
} from './subscriptions-fixture'

let t: SubsApp

beforeAll(async () => {
  t = await createSubsApp()
})
afterAll(() => t.close())

const RENEW = 'subscriptions.renew'

async function membershipActive(who: Signed): Promise<boolean> {
  const res = await authedNow(t, who, { method: 'GET', url: '/api/users/me' })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.membership_active as boolean
}

/** The subscription has one renewal payment, approved, charged once at the processor. */
async function expectOneApprovedCharge(subscriptionId: number): Promise<void> {
  const renewals = await renewalPayments(t, subscriptionId)
  expect(renewals.map((payment) => payment.status)).toEqual(['approved'])
  expect(
    await chargesAtProcessor(
      t,
      renewals.map((payment) => payment.operationNumber),
    ),
  ).toBe(1)
}

describe('a renewing membership', () => {
  it('is reminded before the charge (once, with a one-click cancel link), then renewed on the saved card', {
    timeout: 60_000,
  }, async () => {
    const start = t.clock()
    const { who, id } = await newSubscriber(t)
    const first = await subscriptionRow(t, id)
    expect(first.endsAt).toEqual(monthAfter(start))
    expect(first.nextPaymentAt).toEqual(first.endsAt)

    t.clock.set(new Date(first.endsAt.getTime() - 4 * DAY))
    await runScheduledWork(t)
    expect(await mailsTo(t, who.email, 'renewal_reminder')).toHaveLength(0)

    t.clock.set(new Date(first.endsAt.getTime() - 2 * DAY))
    await runScheduledWork(t)
    await runScheduledWork(t)
    const reminders = await mailsTo(t, who.email, 'renewal_reminder')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]?.text).toMatch(/\/cancel_subscription\?token=[\w.-]+/)
    expect(reminders[0]?.text).toContain('4242')
    expect(await renewalPayments(t, id)).toHaveLength(0)

    t.clock.set(new Date(first.endsAt.getTime() + 60_000))
    await runScheduledWork(t)
    await runScheduledWork(t)
    const renewed = await subscriptionRow(t, id)
    expect(renewed.endsAt).toEqual(monthAfter(first.endsAt))
    expect(renewed.nextPaymentAt).toEqual(renewed.endsAt)
    const [renewal, ...more] = await renewalPayments(t, id)
    expect(more).toHaveLength(0)
    expect(renewal).toMatchObject({ status: 'approved', renewalAttempt: 1, renewalPeriodEnd: first.endsAt })
    expect(await membershipEnd(t, who.user.id)).toEqual(renewed.endsAt)
    expect(await membershipActive(who)).toBe(true)
    const shown = await readSubscription(t, who, id)
    expect(shown).toMatchObject({
      active: true,
      auto_renew: true,
      renewal_status: 'scheduled',
      latest_payment_status: 'approved',
      next_scheduled_payment: { date: renewed.endsAt.toISOString(), amount: 29.99 },
    })
    const listed = await authedNow(t, who, { method: 'GET', url: `/api/payments?subscription_id=${id}` })
    expect(listed.json().data).toHaveLength(2)
    expect(await mailsTo(t, who.email, 'payment_receipt')).toHaveLength(2)
    // The next period gets its own reminder.
    t.clock.set(new Date(renewed.endsAt.getTime() - 2 * DAY))
    await runScheduledWork(t)
    expect(await mailsTo(t, who.email, 'renewal_reminder')).toHaveLength(2)
  })

  it('charges once when the renewal job runs five times at once', async () => {
    const { id } = await newSubscriber(t)
    const first = await subscriptionRow(t, id)
    t.clock.set(new Date(first.endsAt.getTime() + 60_000))
    await Promise.all(Array.from({ length: 5 }, () => t.app.jobs.runNow(RENEW, { subscriptionId: id })))
    await expectOneApprovedCharge(id)
    expect((await subscriptionRow(t, id)).endsAt).toEqual(monthAfter(first.endsAt))
  })

  it('leaves a subscription another worker is charging, without waiting for it, and a later run charges it once', async () => {
    const { id } = await newSubscriber(t)
    const first = await subscriptionRow(t, id)
    t.clock.set(new Date(first.endsAt.getTime() + 60_000))
    // Another worker holds the subscription (mid-claim or mid-charge) until this one has run.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = () => {}
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve
    })
    const holder = t.db.transaction(async (tx) => {
      await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update')
      locked()
      await held
    })
    await isLocked
    // Waiting for the lock here would never end: the holder only lets go once this run is over.
    await t.app.jobs.runNow(RENEW, { subscriptionId: id })
    expect(await renewalPayments(t, id)).toEqual([])
    release()
    await holder
    await t.app.jobs.runNow(RENEW, { subscriptionId: id })
    await expectOneApprovedCharge(id)
  })

  it('queues one renewal job per subscription however often the scan finds it', async () => {
    const { id } = await newSubscriber(t)
    const first = await subscriptionRow(t, id)
    t.clock.set(new Date(first.endsAt.getTime() + 60_000))
    const key = { singletonKey: `renew:${id}` }
    expect(await t.app.jobs.send(RENEW, { subscriptionId: id }, key)).toEqual(expect.any(String))
    expect(await t.app.jobs.send(RENEW, { subscriptionId: id }, key)).toBeNull()
    await t.app.jobs.drain()
    expect((await renewalPayments(t, id)).map((payment) => payment.status)).toEqual(['approved'])
  })

  it('killed between the charge and its record: the retry records the first charge and charges nothing more', async () => {
    const { who, id } = await newSubscriber(t)
    const first = await subscriptionRow(t, id)
    t.clock.set(new Date(first.endsAt.getTime() + 60_000))

    t.crashNextRenewal()
    await expect(t.app.jobs.runNow(RENEW, { subscriptionId: id })).rejects.toThrow(/killed/)
    const [pending] = await renewalPayments(t, id)
    expect(pending?.status).toBe('pending')
    expect(await chargesAtProcessor(t, [pending?.operationNumber ?? ''])).toBe(1)
    expect((await subscriptionRow(t, id)).endsAt).toEqual(first.endsAt)

    await t.app.jobs.runNow(RENEW, { subscriptionId: id })
    await expectOneApprovedCharge(id)
    const renewed = await subscriptionRow(t, id)
    expect(renewed.endsAt).toEqual(monthAfter(first.endsAt))

    // The processor's own callbacks (and their duplicates) arrive later: nothing changes.
    t.clock.advance(t.config.payments.sandboxDuplicateMs + 1000)
    await t.deliver()
    expect((await subscriptionRow(t, id)).endsAt).toEqual(renewed.endsAt)
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, pending?.id ?? 0))
    expect(events.map((event) => event.toStatus)).toEqual(['pending', 'approved'])
    expect(await membershipEnd(t, who.user.id)).toEqual(renewed.endsAt)
  })
})

describe('a card that stops working', () => {
  it('keeps access through the grace period while retrying, then ends the subscription and says so', {
    timeout: 60_000,
  }, async () => {
    const { who, id } = await newSubscriber(t)
    const declining = await saveCard(t, who.user.id, 'declines')
    await t.db.update(subscriptions).set({ savedCardId: declining }).where(eq(subscriptions.id, id))
    const first = await subscriptionRow(t, id)

    t.clock.set(new Date(first.endsAt.getTime() + 60_000))
    await runScheduledWork(t)
    const paused = await readSubscription(t, who, id)
    const graceEnd = new Date(first.endsAt.getTime() + 3 * DAY)
    expect(paused).toMatchObject({
      active: true,
      renewal_status: 'scheduled-paused',
      grace_ends_at: graceEnd.toISOString(),
      latest_payment_status: 'failed',
    })
    expect(await membershipEnd(t, who.user.id)).toEqual(graceEnd)
    expect(await membershipActive(who)).toBe(true)
    expect(await mailsTo(t, who.email, 'renewal_failed')).toHaveLength(1)

    // Retried a day later (fails again); the next retry would fall after the grace period: none.
    t.clock.advance(DAY + 60_000)
    await runScheduledWork(t)
    expect((await renewalPayments(t, id)).map((payment) => [payment.renewalAttempt, payment.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
    ])
    expect((await subscriptionRow(t, id)).nextPaymentAt).toBeNull()

    t.clock.set(new Date(graceEnd.getTime() + 60_000))
    await runScheduledWork(t)
    const ended = await readSubscription(t, who, id)
    expect(ended).toMatchObject({
      active: false,
      auto_renew: false,
      renewal_status: null,
      end_reason: 'payment_failed',
    })
    expect(await membershipActive(who)).toBe(false)
    expect(await mailsTo(t, who.email, 'subscription_ended')).toHaveLength(1)
    await runScheduledWork(t)
    expect(await renewalPayments(t, id)).toHaveLength(2)
    expect(await mailsTo(t, who.email, 'subscription_ended')).toHaveLength(1)
  })
})

describe('after a cancel', () => {
  // Twelve rounds of scheduled work: more than the default timeout on a busy machine.
  it('nothing is charged again over six simulated periods; access lasts to the end date', {
    timeout: 90_000,
  }, async () => {
    const { who, id } = await newSubscriber(t)
    const first = await subscriptionRow(t, id)
    const request = await authed(t, who.accessToken, {
      method: 'POST',
      url: '/api/unsubscription_requests',
      payload: { subscription_id: id },
    })
    expect(request.statusCode).toBe(201)
    const [mail] = await mailsTo(t, who.email, 'unsubscribe_code')
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? ''
    const cancel = await authed(t, who.accessToken, {
      method: 'DELETE',
      url: `/api/subscriptions/${id}`,
      payload: { code },
    })
    expect(cancel.statusCode).toBe(200)

    let at = first.endsAt
    for (let period = 0; period < 6; period++) {
      t.clock.set(new Date(at.getTime() - 2 * DAY))
      await runScheduledWork(t)
      t.clock.set(new Date(at.getTime() + 60_000))
      await runScheduledWork(t)
      at = monthAfter(at)
    }
    expect(await renewalPayments(t, id)).toHaveLength(0)
    expect(await mailsTo(t, who.email, 'renewal_reminder')).toHaveLength(0)
    expect(await readSubscription(t, who, id)).toMatchObject({ active: false, end_reason: 'canceled' })
    expect(await membershipEnd(t, who.user.id)).toEqual(first.endsAt)
  })
})

describe('two subscriptions to the same thing', () => {
  it('the newer one takes over: the older is never renewed on top of it', async () => {
    const { who, id: older } = await newSubscriber(t)
    const newer = await subscribe(t, who, t.plans.monthly)
    const [a, b] = [await subscriptionRow(t, older), await subscriptionRow(t, newer)]
    expect(b.startsAt).toEqual(a.endsAt)
    t.clock.set(new Date(a.endsAt.getTime() + 60_000))
    await runScheduledWork(t)
    expect(await renewalPayments(t, older)).toHaveLength(0)
    expect(await subscriptionRow(t, older)).toMatchObject({ autoRenew: false, endReason: 'superseded' })
    t.clock.set(new Date(b.endsAt.getTime() + 60_000))
    await runScheduledWork(t)
    expect((await renewalPayments(t, newer)).map((payment) => payment.status)).toEqual(['approved'])
  })
})

describe('a free trial', () => {
  it('is marked as a trial, and its renewal charges the plan’s price and ends the trial', async () => {
    const trialist = await registerUser(t, { verified: true })
    const trial = await subscribe(t, trialist, t.plans.monthly, { code: 'FREETRIAL7' })
    const row = await subscriptionRow(t, trial)
    expect(row.inTrial).toBe(true)
    expect((await readSubscription(t, trialist, trial)).is_trial).toBe(true)
    t.clock.set(new Date(row.endsAt.getTime() + 60_000))
    await runScheduledWork(t)
    const [renewal] = await renewalPayments(t, trial)
    expect(renewal).toMatchObject({ status: 'approved', amountCents: 2999 })
    expect(await subscriptionRow(t, trial)).toMatchObject({ inTrial: false })
  })
})
