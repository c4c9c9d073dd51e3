/**
 * Subscriptions as the member sees and leaves them. Reading: the caller's
 * own only (another's id is 404). The way out, never harder than the way in:
 * - unsubscription request → a 6-digit code by e-mail (10 minutes, dead after 5 wrong guesses or a
 *   newer request), and a retention offer when the subscription has not had one in a year;
 * - the offer accepted adds free days (the end date, the next charge and access move together);
 * - the code turns auto-renew off: access until the end date, nothing more charged;
 * - or the one-click link of the reminder (and code) e-mails does the same without signing in.
 * Every cancellation is confirmed by e-mail.
 */
import { SUBSCRIPTIONS } from '../../../contract/limits'
import type { AdditionalMembershipOffer, Subscription } from '../../../contract/schemas/subscription'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import type { PageRequest } from '../../lib/pagination'
import { findPlan } from '../purchase/index'
import { cancelLinkUrl, signCancelLink, verifyCancelLink } from './cancel-link'
import { hashCode, isCodeOf, newCode } from './codes'
import { type SubscriptionsContext, siteUrl } from './context'
import { planLabel } from './lifecycle'
import { subscriptionMail } from './mails'
import { addFreeDays, stopRenewing } from './periods'
import { renewalPrice } from './renewal-price'
import {
  closeOpenRequests,
  countAcceptedOffersSince,
  countSubscriptions,
  findOwner,
  findRequest,
  findSubscription,
  findSubscriptionDetail,
  insertOffers,
  insertRequest,
  listOpenOffers,
  listSubscriptionDetails,
  lockLatestRequest,
  lockOffer,
  lockSubscription,
  type OfferRow,
  type SubscriptionDetailRow,
  type SubscriptionRow,
  setRequestCode,
  updateOffer,
  updateRequest,
} from './repository'
import { canCancel, isActive, toSubscription } from './serialize'

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
/** How long a retention offer can be answered. */
const OFFER_TTL_MS = 60 * MINUTE_MS

async function serialize(ctx: SubscriptionsContext, detail: SubscriptionDetailRow, now: Date): Promise<Subscription> {
  const next = canCancel(detail.subscription, detail.plan.isRecurrent, now)
    ? await renewalPrice(ctx.db, detail.subscription, { currency: detail.chargeCurrency, addonId: detail.addonId })
    : null
  return toSubscription(detail, next, now)
}

async function serializeById(ctx: SubscriptionsContext, id: number): Promise<Subscription> {
  const detail = await findSubscriptionDetail(ctx.db, id)
  if (!detail) throw new AppError('not_found')
  return serialize(ctx, detail, ctx.clock())
}

export async function listSubscriptions(
  ctx: SubscriptionsContext,
  userId: number,
  request: { page: PageRequest; active: boolean | undefined; ascending: boolean },
): Promise<{ subscriptions: Subscription[]; total: number }> {
  const now = ctx.clock()
  const filter = { userId, active: request.active, now }
  const [rows, total] = await Promise.all([
    listSubscriptionDetails(ctx.db, filter, {
      limit: request.page.perPage,
      offset: (request.page.page - 1) * request.page.perPage,
      ascending: request.ascending,
    }),
    countSubscriptions(ctx.db, filter),
  ])
  return { subscriptions: await Promise.all(rows.map((row) => serialize(ctx, row, now))), total }
}

async function requireOwn(ctx: SubscriptionsContext, userId: number, id: number): Promise<SubscriptionRow> {
  const sub = await findSubscription(ctx.db, id)
  if (!sub || sub.userId !== userId) throw new AppError('not_found')
  return sub
}

export async function getSubscription(ctx: SubscriptionsContext, userId: number, id: number): Promise<Subscription> {
  await requireOwn(ctx, userId, id)
  return serializeById(ctx, id)
}

async function requireCancellable(tx: Executor, sub: SubscriptionRow, now: Date): Promise<void> {
  const plan = await findPlan(tx, sub.planId)
  if (!plan || !canCancel(sub, plan.isRecurrent, now)) throw new AppError('not_cancellable')
}

/** Turns auto-renew off, closes the open request and confirms by e-mail. In the caller's transaction. */
async function cancelRenewal(ctx: SubscriptionsContext, tx: Executor, sub: SubscriptionRow, now: Date): Promise<void> {
  const stopped = await stopRenewing(tx, sub, 'canceled', now)
  await closeOpenRequests(tx, sub.id, now)
  if (stopped.userId === null) return
  const owner = await findOwner(tx, stopped.userId)
  if (!owner?.email) return
  await ctx.mailer.queue(
    tx,
    subscriptionMail({
      kind: 'subscription_canceled',
      to: { ...owner, email: owner.email },
      plan: await planLabel(tx, stopped),
      link: siteUrl(ctx, '/subscriptions'),
      values: { date: stopped.graceEndsAt ?? stopped.endsAt },
    }),
  )
}

export async function requestUnsubscription(
  ctx: SubscriptionsContext,
  userId: number,
  subscriptionId: number,
): Promise<{ id: number; subscription_id: number; expires_at: string; code_length: number; has_offers: boolean }> {
  await requireOwn(ctx, userId, subscriptionId)
  const code = newCode()
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock()
    const sub = await lockSubscription(tx, subscriptionId)
    if (!sub) throw new AppError('not_found')
    await requireCancellable(tx, sub, now)
    await closeOpenRequests(tx, sub.id, now)
    const request = await insertRequest(tx, {
      subscriptionId: sub.id,
      userId,
      codeHash: '',
      expiresAt: new Date(now.getTime() + SUBSCRIPTIONS.codeTtlMinutes * MINUTE_MS),
      createdAt: now,
    })
    await setRequestCode(tx, request.id, hashCode(ctx.codeKey, request.id, code))
    // One accepted retention offer per subscription a year, and none while a renewal is failing.
    const hasOffers =
      sub.renewalFailures === 0 &&
      (await countAcceptedOffersSince(tx, sub.id, new Date(now.getTime() - 365 * DAY_MS))) === 0
    if (hasOffers) {
      await insertOffers(tx, [
        {
          requestId: request.id,
          subscriptionId: sub.id,
          userId,
          extraDays: SUBSCRIPTIONS.retentionOfferDays,
          isTrial: sub.inTrial,
          expiresAt: new Date(now.getTime() + OFFER_TTL_MS),
          createdAt: now,
        },
      ])
    }
    const owner = await findOwner(tx, userId)
    if (owner?.email) {
      await ctx.mailer.queue(
        tx,
        subscriptionMail({
          kind: 'unsubscribe_code',
          to: { ...owner, email: owner.email },
          plan: await planLabel(tx, sub),
          link: cancelLinkUrl(ctx.publicUrl, signCancelLink(ctx.cancelKey, sub.id, now)),
          values: { code },
        }),
      )
    }
    return {
      id: request.id,
      subscription_id: sub.id,
      expires_at: request.expiresAt.toISOString(),
      code_length: SUBSCRIPTIONS.codeLength,
      has_offers: hasOffers,
    }
  })
}

function toOffer(offer: OfferRow): AdditionalMembershipOffer {
  return {
    id: offer.id,
    subscription_id: offer.subscriptionId,
    extra_days: offer.extraDays,
    is_trial: offer.isTrial,
    accepted: offer.acceptedAt ? true : offer.declinedAt ? false : null,
    expires_at: offer.expiresAt.toISOString(),
  }
}

export async function listOffers(
  ctx: SubscriptionsContext,
  userId: number,
  subscriptionId: number,
): Promise<AdditionalMembershipOffer[]> {
  await requireOwn(ctx, userId, subscriptionId)
  return (await listOpenOffers(ctx.db, userId, subscriptionId, ctx.clock())).map(toOffer)
}

export async function answerOffer(
  ctx: SubscriptionsContext,
  userId: number,
  offerId: number,
  accepted: boolean,
): Promise<{ offer: AdditionalMembershipOffer; subscription: Subscription }> {
  const answered = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock()
    const offer = await lockOffer(tx, offerId)
    if (!offer || offer.userId !== userId) throw new AppError('not_found')
    const request = await findRequest(tx, offer.requestId)
    const isOpen = offer.acceptedAt === null && offer.declinedAt === null && offer.expiresAt > now && !request?.closedAt
    if (!isOpen) throw new AppError('gone')
    if (!accepted) return updateOffer(tx, offer.id, { declinedAt: now })
    const sub = await lockSubscription(tx, offer.subscriptionId)
    if (!sub || !isActive(sub, now)) throw new AppError('gone')
    await addFreeDays(tx, sub, offer.extraDays)
    // The member stays: the request (and its code) is done with.
    await closeOpenRequests(tx, sub.id, now)
    return updateOffer(tx, offer.id, { acceptedAt: now })
  })
  return { offer: toOffer(answered), subscription: await serializeById(ctx, answered.subscriptionId) }
}

/** DELETE subscriptions/{id} with the mailed code. A wrong guess is counted even though it is refused. */
export async function cancelWithCode(
  ctx: SubscriptionsContext,
  userId: number,
  subscriptionId: number,
  code: string,
): Promise<Subscription> {
  const sub = await requireOwn(ctx, userId, subscriptionId)
  if (!sub.autoRenew) return serializeById(ctx, sub.id)
  const verdict = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock()
    const locked = await lockSubscription(tx, subscriptionId)
    if (!locked) throw new AppError('not_found')
    if (!locked.autoRenew) return 'done' as const
    await requireCancellable(tx, locked, now)
    const request = await lockLatestRequest(tx, subscriptionId)
    const alive =
      request !== undefined &&
      request.closedAt === null &&
      request.expiresAt > now &&
      request.wrongGuesses < SUBSCRIPTIONS.codeMaxWrongGuesses
    if (!request || !alive) return 'expired' as const
    if (!isCodeOf(ctx.codeKey, request.id, request.codeHash, code)) {
      const wrongGuesses = request.wrongGuesses + 1
      await updateRequest(tx, request.id, {
        wrongGuesses,
        ...(wrongGuesses >= SUBSCRIPTIONS.codeMaxWrongGuesses ? { closedAt: now } : {}),
      })
      return 'invalid' as const
    }
    await cancelRenewal(ctx, tx, locked, now)
    return 'done' as const
  })
  if (verdict === 'invalid') throw new AppError('invalid_code')
  if (verdict === 'expired') throw new AppError('code_expired')
  return serializeById(ctx, subscriptionId)
}

function linkedSubscription(ctx: SubscriptionsContext, token: string): number {
  const id = verifyCancelLink(ctx.cancelKey, token, ctx.clock())
  if (id === null) throw new AppError('invalid_link')
  return id
}

export async function inspectCancelLink(ctx: SubscriptionsContext, token: string): Promise<Subscription> {
  const id = linkedSubscription(ctx, token)
  const detail = await findSubscriptionDetail(ctx.db, id)
  if (!detail) throw new AppError('invalid_link')
  return serialize(ctx, detail, ctx.clock())
}

/** The one-click link: turns auto-renew off without signing in; a second use changes nothing. */
export async function cancelWithLink(ctx: SubscriptionsContext, token: string): Promise<Subscription> {
  const id = linkedSubscription(ctx, token)
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock()
    const sub = await lockSubscription(tx, id)
    if (!sub) throw new AppError('invalid_link')
    const plan = await findPlan(tx, sub.planId)
    if (plan && canCancel(sub, plan.isRecurrent, now)) await cancelRenewal(ctx, tx, sub, now)
  })
  return serializeById(ctx, id)
}
