/**
 * What creator subscriptions open: the content code asks which creators of a
 * page the viewer is subscribed to, in one query per page. An active subscription opens the
 * creator's normal and premium posts; tokens posts stay for unlocking.
 */
import { and, eq, gt, max, sql } from 'drizzle-orm'
import { subscriptions } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import { anyOf, type Bound } from '../../lib/prepared'
import type { Viewer } from '../../lib/viewer'

export async function subscribedCreatorsAmong(
  db: Executor,
  viewer: Viewer,
  creatorIds: number[],
  now: Date,
): Promise<Set<number>> {
  const unique = [...new Set(creatorIds)]
  if (viewer.userId === null || unique.length === 0) return new Set()
  const rows = await subscriptionMarks(db, viewer.userId, unique, now)
  return new Set(rows.map((row) => row.id))
}

/** The user's subscriptions to these creators that are active at `now`. */
function runningSubscriptions(userId: Bound<number>, creatorIds: Bound<number[]>, now: Bound<Date>) {
  return and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, 'approved'),
    gt(subscriptions.endsAt, now),
    anyOf(subscriptions.creatorId, creatorIds),
  )
}

/**
 * The creators among these to whom the user has a subscription active at `now`, as marks: one part
 * of a page's viewer query (posts/viewer-marks.ts) and of subscribedCreatorsAmong.
 */
export function subscriptionMarks(db: Executor, userId: Bound<number>, creatorIds: Bound<number[]>, now: Bound<Date>) {
  return db
    .select({ kind: sql<string>`'subscribed'`, id: sql<number>`${subscriptions.creatorId}` })
    .from(subscriptions)
    .where(runningSubscriptions(userId, creatorIds, now))
}

/** For each of these creators the user has an active subscription to, when the last one ends. */
export async function subscriptionEndsAmong(
  db: Executor,
  userId: number,
  creatorIds: number[],
  now: Date,
): Promise<Map<number, Date>> {
  if (creatorIds.length === 0) return new Map()
  const rows = await db
    .select({ creatorId: subscriptions.creatorId, end: max(subscriptions.endsAt) })
    .from(subscriptions)
    .where(runningSubscriptions(userId, creatorIds, now))
    .groupBy(subscriptions.creatorId)
  const ends = new Map<number, Date>()
  for (const row of rows) if (row.creatorId !== null && row.end !== null) ends.set(row.creatorId, row.end)
  return ends
}
