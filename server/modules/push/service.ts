/**
 * Web push subscriptions and preferences of the signed-in user. A subscription is one device
 * (upsert by endpoint); every user keeps at most MAX_DEVICES of them, the newest. Only the caller's
 * own subscriptions can be removed. Preferences are opt-in: nothing is sent until the user turns
 * on new posts globally or `notify` on a follow.
 */
import type { PushPreferences } from '../../../contract/schemas/push'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { SignedInViewer } from '../../plugins/auth'
import { hasValidKeys, isKnownPushService } from './endpoints'
import {
  countSubscriptions,
  deleteOwnSubscription,
  findPreferences,
  setHideCreatorOnAll,
  trimSubscriptions,
  upsertPreferences,
  upsertSubscription,
} from './repository'

export type PushContext = { db: Db; clock: Clock }

/** Devices per user: a phone, a tablet, a few browsers. */
export const MAX_DEVICES = 10

export type SubscriptionInput = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  hideCreator?: boolean
}

export async function subscribeDevice(ctx: PushContext, viewer: SignedInViewer, input: SubscriptionInput) {
  if (!isKnownPushService(input.endpoint)) {
    throw new AppError('validation_failed', { issues: { endpoint: [{ message: 'invalid' }] } })
  }
  if (!hasValidKeys(input.keys)) {
    throw new AppError('validation_failed', { issues: { keys: [{ message: 'invalid' }] } })
  }
  const hideCreator = input.hideCreator ?? (await findPreferences(ctx.db, viewer.userId))?.hideCreator ?? false
  const now = ctx.clock()
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertSubscription(tx, {
      userId: viewer.userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      hideCreator,
      now,
    })
    await trimSubscriptions(tx, viewer.userId, MAX_DEVICES)
    return saved
  })
  return { endpoint: row.endpoint, hide_creator: row.hideCreator, created_at: row.createdAt.toISOString() }
}

export async function unsubscribeDevice(ctx: PushContext, viewer: SignedInViewer, endpoint: string) {
  return { deleted: await deleteOwnSubscription(ctx.db, viewer.userId, endpoint) }
}

export async function getPreferences(ctx: PushContext, viewer: SignedInViewer): Promise<PushPreferences['data']> {
  const [row, devices] = await Promise.all([
    findPreferences(ctx.db, viewer.userId),
    countSubscriptions(ctx.db, viewer.userId),
  ])
  return { new_posts: row?.newPosts ?? false, hide_creator: row?.hideCreator ?? false, devices }
}

/** Saves the choices; `hideCreator` also applies to every device the user has now. */
export async function savePreferences(
  ctx: PushContext,
  viewer: SignedInViewer,
  input: { newPosts: boolean; hideCreator?: boolean },
): Promise<PushPreferences['data']> {
  const now = ctx.clock()
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await upsertPreferences(tx, viewer.userId, { ...input, now })
    if (input.hideCreator !== undefined) await setHideCreatorOnAll(tx, viewer.userId, input.hideCreator, now)
    return saved
  })
  const devices = await countSubscriptions(ctx.db, viewer.userId)
  return { new_posts: row.newPosts, hide_creator: row.hideCreator, devices }
}
