/**
 * How a subscription's time moves (modules/subscriptions README in the module's service.ts): one
 * more period after a renewal is paid, a grace period after a failed charge, free days from a
 * retention offer, no more renewals after a cancel. Every change runs in the caller's transaction
 * with the subscription locked, and carries the companions (the membership of a bundle or add-on)
 * and the user's membership end (users.membership_expires_at, which `membership_active` is read
 * from) with it, so they always agree with the subscriptions.
 */
import { SUBSCRIPTIONS } from '../../../contract/limits'
import type { END_REASONS } from '../../../contract/schemas/subscription'
import type { Executor } from '../../lib/executor'
import { findPlan } from '../purchase/index'
import { extendMembership } from '../users/index'
import { lockSubscription, type SubscriptionRow, updateCompanions, updateSubscription } from './repository'

const HOUR_MS = 3600 * 1000
const DAY_MS = 24 * HOUR_MS

export type EndReason = (typeof END_REASONS)[number]

export function addPeriod(from: Date, amount: number, unit: 'days' | 'months'): Date {
  const next = new Date(from.getTime())
  if (unit === 'days') next.setUTCDate(next.getUTCDate() + amount)
  else next.setUTCMonth(next.getUTCMonth() + amount)
  return next
}

/** How long before a charge its reminder goes out: 3 days, or half the period for shorter plans. */
export function reminderLeadMs(plan: { duration: number; durationType: 'days' | 'months' }): number {
  const start = new Date(0)
  const periodMs = addPeriod(start, plan.duration, plan.durationType).getTime() - start.getTime()
  return Math.min(SUBSCRIPTIONS.reminderDaysBefore * DAY_MS, Math.max(periodMs / 2, HOUR_MS))
}

/** Access follows a subscription: the site membership moves the user's membership end (never backwards). */
async function carryAccess(tx: Executor, rows: SubscriptionRow[], until: Date): Promise<void> {
  for (const row of rows) {
    if (row.userId !== null && row.creatorId === null) await extendMembership(tx, row.userId, until)
  }
}

/**
 * Changes a subscription and the companions that follow it in one step: the companions take
 * `companionValues` (the fields they share with it); with `accessUntil`, the membership end moves too.
 */
async function changeTogether(
  tx: Executor,
  subId: number,
  values: Parameters<typeof updateSubscription>[2],
  companionValues: Parameters<typeof updateCompanions>[2],
  accessUntil?: Date,
): Promise<SubscriptionRow> {
  const updated = await updateSubscription(tx, subId, values)
  const companions = await updateCompanions(tx, subId, companionValues)
  if (accessUntil) await carryAccess(tx, [updated, ...companions], accessUntil)
  return updated
}

/**
 * A renewal payment was approved (from the renewal job, or a processor callback that settled it
 * first): one more period of its plan from the end it renews, failures and grace cleared.
 */
/** The fields of an approved renewal payment that decide the next period. */
export type RenewalPayment = {
  id: number
  planId: number
  subscriptionId: number | null
  renewalPeriodEnd: Date | null
}

export async function applyRenewal(tx: Executor, payment: RenewalPayment): Promise<void> {
  if (payment.subscriptionId === null || payment.renewalPeriodEnd === null) return
  const sub = await lockSubscription(tx, payment.subscriptionId)
  const plan = await findPlan(tx, payment.planId)
  if (!sub || !plan) throw new Error(`renewal payment ${payment.id}: subscription or plan gone`)
  const from = new Date(Math.max(sub.endsAt.getTime(), payment.renewalPeriodEnd.getTime()))
  const endsAt = addPeriod(from, plan.duration, plan.durationType)
  await changeTogether(
    tx,
    sub.id,
    {
      planId: plan.id,
      endsAt,
      nextPaymentAt: sub.autoRenew ? endsAt : null,
      graceEndsAt: null,
      renewalFailures: 0,
      inTrial: false,
      // A late approval after the end was handled brings the subscription back.
      expiredAt: null,
      endReason: sub.autoRenew ? null : sub.endReason,
    },
    { endsAt, graceEndsAt: null, expiredAt: null },
    endsAt,
  )
}

/**
 * A renewal charge failed (`countFailure`) or is still pending at the processor: access continues
 * through the grace period (from the paid end), and the next try is scheduled while it lasts. With
 * no try left, nothing is scheduled: the expiry job ends the subscription at the grace end.
 */
export async function enterGrace(
  tx: Executor,
  sub: SubscriptionRow,
  now: Date,
  countFailure: boolean,
): Promise<SubscriptionRow> {
  const failures = sub.renewalFailures + (countFailure ? 1 : 0)
  const graceEndsAt = sub.graceEndsAt ?? new Date(sub.endsAt.getTime() + SUBSCRIPTIONS.graceDays * DAY_MS)
  const waitHours = SUBSCRIPTIONS.retryAfterHours[Math.max(0, failures - 1)]
  const nextTry = waitHours === undefined ? null : new Date(now.getTime() + waitHours * HOUR_MS)
  return changeTogether(
    tx,
    sub.id,
    {
      renewalFailures: failures,
      graceEndsAt,
      nextPaymentAt: nextTry !== null && nextTry < graceEndsAt ? nextTry : null,
    },
    { graceEndsAt },
    graceEndsAt,
  )
}

/** No more renewals (the member canceled, a newer subscription took over, or every charge failed). */
export async function stopRenewing(
  tx: Executor,
  sub: SubscriptionRow,
  reason: EndReason,
  now: Date,
): Promise<SubscriptionRow> {
  return changeTogether(
    tx,
    sub.id,
    { autoRenew: false, nextPaymentAt: null, endReason: reason, ...(reason === 'canceled' ? { canceledAt: now } : {}) },
    { autoRenew: false, endReason: reason },
  )
}

/** Free days (a retention offer): the end date, the next charge and access move later together. */
export async function addFreeDays(tx: Executor, sub: SubscriptionRow, days: number): Promise<SubscriptionRow> {
  const endsAt = new Date(sub.endsAt.getTime() + days * DAY_MS)
  const nextPaymentAt = sub.nextPaymentAt === null ? null : new Date(sub.nextPaymentAt.getTime() + days * DAY_MS)
  return changeTogether(tx, sub.id, { endsAt, nextPaymentAt }, { endsAt }, endsAt)
}

/** The end of access has been handled (the ended e-mail queued); companions end with it. */
export async function markEnded(
  tx: Executor,
  sub: SubscriptionRow,
  reason: EndReason,
  now: Date,
): Promise<SubscriptionRow> {
  const ended = { expiredAt: now, autoRenew: false, endReason: sub.endReason ?? reason }
  return changeTogether(tx, sub.id, { ...ended, nextPaymentAt: null }, ended)
}
