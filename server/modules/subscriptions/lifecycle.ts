/**
 * The scheduled side of subscriptions: every minute a scan finds what is due and queues one job per
 * subscription (a reminder before a charge, a renewal, the end of access); each job re-checks its
 * subscription under a row lock, so a job that runs twice or late does nothing wrong.
 */
import type { Executor } from '../../lib/executor'
import { findPlan } from '../purchase/index'
import { cancelLinkUrl, signCancelLink } from './cancel-link'
import { type SubscriptionsContext, siteUrl } from './context'
import { formatMoney, localeOf, subscriptionMail } from './mails'
import { type EndReason, markEnded, reminderLeadMs } from './periods'
import { renewalPrice } from './renewal-price'
import {
  findCreatorName,
  findDueRenewals,
  findEnded,
  findLastApprovedPayment,
  findOwner,
  findReminderCandidates,
  lockSubscription,
  type SubscriptionRow,
  updateSubscription,
} from './repository'

export const SUBSCRIPTION_JOBS = {
  scan: 'subscriptions.scan',
  remind: 'subscriptions.remind',
  renew: 'subscriptions.renew',
  expire: 'subscriptions.expire',
} as const

/** How many subscriptions of each kind one scan queues; the next scan (a minute later) takes the rest. */
const SCAN_BATCH = 500
const DAY_MS = 24 * 3600 * 1000

/** A plan's name as the member knows it: a creator's plan says whose. */
export async function planLabel(db: Executor, sub: Pick<SubscriptionRow, 'planId' | 'creatorId'>): Promise<string> {
  const plan = await findPlan(db, sub.planId)
  const creator = sub.creatorId === null ? undefined : await findCreatorName(db, sub.creatorId)
  return creator ? `${plan?.title ?? ''} (${creator})` : (plan?.title ?? '')
}

/**
 * Queues the reminder of the subscription's next charge, once per charge date (reminded_for),
 * with the amount, the card and the one-click cancel link. Runs in the caller's transaction.
 */
export async function sendReminder(
  ctx: SubscriptionsContext,
  tx: Executor,
  sub: SubscriptionRow,
  now: Date,
): Promise<void> {
  if (sub.userId === null || sub.nextPaymentAt === null) return
  if (sub.remindedFor?.getTime() === sub.nextPaymentAt.getTime()) return
  await updateSubscription(tx, sub.id, { remindedFor: sub.nextPaymentAt })
  const owner = await findOwner(tx, sub.userId)
  if (!owner?.email) return
  const last = await findLastApprovedPayment(tx, sub.id)
  const price = await renewalPrice(tx, sub, { currency: last?.currency ?? null, addonId: last?.addonId ?? null })
  const locale = localeOf(owner.lastLangCode)
  const token = signCancelLink(ctx.cancelKey, sub.id, now)
  await ctx.mailer.queue(
    tx,
    subscriptionMail({
      kind: 'renewal_reminder',
      to: { ...owner, email: owner.email },
      plan: await planLabel(tx, { planId: price.plan.id, creatorId: sub.creatorId }),
      link: cancelLinkUrl(ctx.publicUrl, token),
      values: {
        date: sub.nextPaymentAt,
        amount: formatMoney(locale, price.chargedMinor, price.currency.code, price.currency.decimalPrecision),
        card: last?.cardLast4 ?? '••••',
        manage: siteUrl(ctx, '/subscriptions'),
      },
    }),
  )
}

/** The reminder job: sends it when the charge is near enough and it has not gone out for this charge. */
export async function remindSubscription(ctx: SubscriptionsContext, subscriptionId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock()
    const sub = await lockSubscription(tx, subscriptionId)
    if (sub?.status !== 'approved' || !sub.autoRenew || sub.bundledWithId !== null) return false
    if (sub.nextPaymentAt === null || sub.renewalFailures > 0) return false
    if (sub.remindedFor?.getTime() === sub.nextPaymentAt.getTime()) return false
    const plan = await findPlan(tx, sub.planId)
    if (!plan || now.getTime() < sub.nextPaymentAt.getTime() - reminderLeadMs(plan)) return false
    await sendReminder(ctx, tx, sub, now)
    return true
  })
}

function endReasonOf(sub: SubscriptionRow): EndReason {
  if (sub.endReason) return sub.endReason
  if (sub.renewalFailures > 0) return 'payment_failed'
  return sub.canceledAt ? 'canceled' : 'one_time'
}

/** The end of access: recorded once (auto-renew off, end reason), with an e-mail when failed charges ended it. */
export async function expireSubscription(ctx: SubscriptionsContext, subscriptionId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock()
    const sub = await lockSubscription(tx, subscriptionId)
    if (!sub || sub.expiredAt !== null || sub.bundledWithId !== null) return false
    const accessEnd = sub.graceEndsAt ?? sub.endsAt
    if (accessEnd.getTime() > now.getTime()) return false
    // Still to be renewed (the renewal job has not run yet): its answer decides.
    if (sub.status === 'approved' && sub.autoRenew && sub.nextPaymentAt !== null) return false
    const reason = endReasonOf(sub)
    await markEnded(tx, sub, reason, now)
    if (reason !== 'payment_failed' || sub.userId === null) return true
    const owner = await findOwner(tx, sub.userId)
    if (owner?.email) {
      await ctx.mailer.queue(
        tx,
        subscriptionMail({
          kind: 'subscription_ended',
          to: { ...owner, email: owner.email },
          plan: await planLabel(tx, sub),
          link: siteUrl(ctx, `/purchase/subscription?plan=${sub.planId}`),
        }),
      )
    }
    return true
  })
}

/** The scan (cron, every minute): queues one job per subscription due for a reminder, a renewal or its end. */
export async function scanSubscriptions(
  ctx: SubscriptionsContext,
): Promise<{ reminders: number; renewals: number; ends: number }> {
  const now = ctx.clock()
  const horizon = new Date(now.getTime() + 3 * DAY_MS)
  const reminders = (await findReminderCandidates(ctx.db, horizon, SCAN_BATCH)).filter(
    ({ subscription, plan }) =>
      subscription.nextPaymentAt !== null &&
      now.getTime() >= subscription.nextPaymentAt.getTime() - reminderLeadMs(plan),
  )
  for (const { subscription } of reminders) {
    await ctx.jobs.send(
      SUBSCRIPTION_JOBS.remind,
      { subscriptionId: subscription.id },
      { singletonKey: `remind:${subscription.id}` },
    )
  }
  const renewals = await findDueRenewals(ctx.db, now, SCAN_BATCH)
  for (const sub of renewals) {
    await ctx.jobs.send(SUBSCRIPTION_JOBS.renew, { subscriptionId: sub.id }, { singletonKey: `renew:${sub.id}` })
  }
  const ends = await findEnded(ctx.db, now, SCAN_BATCH)
  for (const sub of ends) {
    await ctx.jobs.send(SUBSCRIPTION_JOBS.expire, { subscriptionId: sub.id }, { singletonKey: `expire:${sub.id}` })
  }
  return { reminders: reminders.length, renewals: renewals.length, ends: ends.length }
}
