import { and, asc, count, eq, gt, isNull, ne, notInArray, or, sql } from 'drizzle-orm'
import { follows, pushPreferences, pushSubscriptions, users } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect

export async function findPreferences(db: Executor, userId: number) {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId))
  return row
}

export async function upsertPreferences(
  db: Executor,
  userId: number,
  values: { newPosts: boolean; hideCreator?: boolean; now: Date },
) {
  const [row] = await db
    .insert(pushPreferences)
    .values({ userId, newPosts: values.newPosts, hideCreator: values.hideCreator ?? false, updatedAt: values.now })
    .onConflictDoUpdate({
      target: pushPreferences.userId,
      set: {
        newPosts: values.newPosts,
        hideCreator: values.hideCreator ?? sql`${pushPreferences.hideCreator}`,
        updatedAt: values.now,
      },
    })
    .returning()
  if (!row) throw new Error('upsertPreferences: no row returned')
  return row
}

/** Saves a device; an endpoint seen before (the device changed hands, or new keys) is taken over. */
export async function upsertSubscription(
  db: Executor,
  row: { userId: number; endpoint: string; p256dh: string; auth: string; hideCreator: boolean; now: Date },
): Promise<SubscriptionRow> {
  const values = { userId: row.userId, p256dh: row.p256dh, auth: row.auth, hideCreator: row.hideCreator }
  const [saved] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: row.endpoint, createdAt: row.now, updatedAt: row.now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: row.now } })
    .returning()
  if (!saved) throw new Error('upsertSubscription: no row returned')
  return saved
}

/** Keeps a user's newest `keep` devices (a bound on fan-out per user) and deletes the rest. */
export async function trimSubscriptions(db: Executor, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.updatedAt} desc`, sql`${pushSubscriptions.id} desc`)
    .limit(keep)
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)))
}

export async function deleteOwnSubscription(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id })
  return rows.length > 0
}

export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}

export async function setHideCreatorOnAll(db: Executor, userId: number, hideCreator: boolean, now: Date) {
  await db.update(pushSubscriptions).set({ hideCreator, updatedAt: now }).where(eq(pushSubscriptions.userId, userId))
}

export async function countSubscriptions(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  return row?.total ?? 0
}

export type Recipient = {
  subscriptionId: number
  endpoint: string
  p256dh: string
  auth: string
  hideCreator: boolean
  lastLangCode: string | null
}

/**
 * One page (by subscription id) of the devices to notify of a creator's new post: devices of
 * followers who opted in, globally or for this creator, and are neither banned nor disabled.
 * The creator's own account is left out.
 */
export function findNewPostRecipients(
  db: Executor,
  creatorId: number,
  page: { afterId: number; limit: number },
): Promise<Recipient[]> {
  return db
    .select({
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      hideCreator: pushSubscriptions.hideCreator,
      lastLangCode: users.lastLangCode,
    })
    .from(follows)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, follows.userId))
    .innerJoin(users, eq(users.id, follows.userId))
    .leftJoin(pushPreferences, eq(pushPreferences.userId, follows.userId))
    .where(
      and(
        eq(follows.creatorId, creatorId),
        or(eq(follows.notify, true), eq(pushPreferences.newPosts, true)),
        isNull(users.bannedAt),
        isNull(users.disabledAt),
        or(isNull(users.modelId), ne(users.modelId, creatorId)),
        gt(pushSubscriptions.id, page.afterId),
      ),
    )
    .orderBy(asc(pushSubscriptions.id))
    .limit(page.limit)
}
