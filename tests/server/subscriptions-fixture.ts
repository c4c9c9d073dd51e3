/**
 * Subscription test fixture: the seeded payments app with a movable clock, members who subscribe as
 * the app does (one-click with a saved sandbox card), the scheduled work run on demand (the scan,
 * then every job it queued), the renewal's crash point, and readers of what happened (payments of a
 * subscription, charges at the processor, mail).
 */
import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Config } from '../../server/config'
import {
  outbox,
  paymentMethods,
  payments,
  sandboxCheckouts,
  savedCards,
  subscriptions,
  users,
} from '../../server/db/schema/index'
import { authed, login, registerUser, type Signed } from '../fixtures/auth'
import { createPayApp, type PayApp } from './payments-fixture'

export type SubsApp = PayApp & {
  /** The next renewal dies between its charge and its record (the process killed mid-renewal). */
  crashNextRenewal: () => void
}

export async function createSubsApp(config: Partial<Config> = {}): Promise<SubsApp> {
  let crash = false
  const faults = {
    afterCharge: () => {
      if (!crash) return
      crash = false
      throw new Error('killed between the charge and its record')
    },
  }
  const t = await createPayApp({ config: { rateLimit: false, ...config }, subscriptionFaults: faults })
  return {
    ...t,
    crashNextRenewal: () => {
      crash = true
    },
  }
}

export const DAY = 24 * 3600 * 1000

const CARD_TOKENS = { good: 'tok_demo_visa_4242', declines: 'tok_demo_visa_0341' } as const

/** Gives a user a saved sandbox card (as a purchase with "keep my card" would). */
export async function saveCard(t: PayApp, userId: number, kind: keyof typeof CARD_TOKENS): Promise<number> {
  const [method] = await t.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, t.methods.test ?? 0))
  const token = CARD_TOKENS[kind]
  const [row] = await t.db
    .insert(savedCards)
    .values({
      userId,
      paymentMethodId: method?.id ?? 0,
      processorToken: token,
      brand: 'VISA',
      last4: token.slice(-4),
      fingerprint: `fp_${token}`,
    })
    .onConflictDoUpdate({
      target: [savedCards.userId, savedCards.paymentMethodId, savedCards.fingerprint],
      set: { bannedAt: null },
    })
    .returning({ id: savedCards.id })
  return row?.id ?? 0
}

/** Subscribes a user to a plan with one click on their good saved card; the new subscription's id. */
export async function subscribe(t: PayApp, who: Signed, planId: number, options: { code?: string } = {}) {
  const card = await saveCard(t, who.user.id, 'good')
  const res = await authed(t, who.accessToken, {
    method: 'POST',
    url: `/api/one_click_payment/${planId}/${card}`,
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      form_data: { terms: true, over_age: true },
      ...(options.code ? { promotional_code: options.code } : {}),
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  expect(res.json().data.status).toBe('approved')
  const [payment] = await t.db.select().from(payments).where(eq(payments.id, res.json().data.id))
  if (!payment?.subscriptionId) throw new Error('the payment granted no subscription')
  return payment.subscriptionId
}

export async function newSubscriber(t: PayApp, planId?: number): Promise<{ who: Signed; id: number }> {
  // Verified, so that the member can sign in again weeks later (authedNow).
  const who = await registerUser(t, { verified: true })
  return { who, id: await subscribe(t, who, planId ?? t.plans.monthly) }
}

export async function subscriptionRow(t: PayApp, id: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id))
  if (!row) throw new Error(`subscription ${id} not found`)
  return row
}

/** What the cron and the workers would do now: the scan, then every job it queued. */
export async function runScheduledWork(t: PayApp): Promise<void> {
  await t.app.jobs.runNow('subscriptions.scan')
  await t.app.jobs.drain()
}

export async function renewalPayments(t: PayApp, subscriptionId: number) {
  return t.db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), isNotNull(payments.renewalPeriodEnd)))
    .orderBy(payments.id)
}

/** Charges the processor made for these payments (the sandbox's checkouts, by merchant reference). */
export async function chargesAtProcessor(t: PayApp, operationNumbers: string[]): Promise<number> {
  if (operationNumbers.length === 0) return 0
  const [row] = await t.db
    .select({ total: count() })
    .from(sandboxCheckouts)
    .where(and(inArray(sandboxCheckouts.merchantReference, operationNumbers), eq(sandboxCheckouts.status, 'approved')))
  return row?.total ?? 0
}

export async function mailsTo(t: PayApp, email: string, kind: string) {
  await t.app.jobs.drain()
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
}

export async function membershipEnd(t: PayApp, userId: number): Promise<Date | null> {
  const [row] = await t.db.select({ until: users.membershipExpiresAt }).from(users).where(eq(users.id, userId))
  return row?.until ?? null
}

/**
 * A request as this member now: access tokens are short-lived and the clock moves by weeks, so a
 * fresh login. One device at a time: the new session replaces `who`'s, which is updated in place.
 */
export async function authedNow(t: PayApp, who: Signed, options: Parameters<typeof authed>[2]) {
  const session = await login(t, who)
  who.accessToken = session.accessToken
  who.refreshToken = session.refreshToken
  who.mediaCookie = session.mediaCookie
  return authed(t, who.accessToken, options)
}

export async function readSubscription(t: PayApp, who: Signed, id: number) {
  const res = await authedNow(t, who, { method: 'GET', url: `/api/subscriptions/${id}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    id: number
    active: boolean
    ends_at: string
    grace_ends_at: string | null
    auto_renew: boolean
    renewal_status: string | null
    next_scheduled_payment: { date: string; amount: number } | null
    latest_payment_status: string | null
    end_reason: string | null
    can_cancel: boolean
    is_trial: boolean
  }
}

/** One calendar month after `date` (UTC), as the plans count months. */
export function monthAfter(date: Date, months = 1): Date {
  const next = new Date(date.getTime())
  next.setUTCMonth(next.getUTCMonth() + months)
  return next
}
