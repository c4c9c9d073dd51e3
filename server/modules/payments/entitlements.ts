/**
 * What creator subscriptions open (000 §4 Locked posts): the content code asks which creators of a
 * page the viewer is subscribed to, in one query per page. An active subscription opens the
 * creator's normal and premium posts; tokens posts stay for unlocking.
 */
import { and, eq, gt, inArray } from 'drizzle-orm'
import { subscriptions } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import type { Viewer } from '../../lib/viewer'

export async function subscribedCreatorsAmong(
  db: Executor,
  viewer: Viewer,
  creatorIds: number[],
  now: Date,
): Promise<Set<number>> {
  const unique = [...new Set(creatorIds)]
  if (viewer.userId === null || unique.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ creatorId: subscriptions.creatorId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, viewer.userId),
        eq(subscriptions.status, 'approved'),
        gt(subscriptions.endsAt, now),
        inArray(subscriptions.creatorId, unique),
      ),
    )
  return new Set(rows.flatMap((row) => (row.creatorId === null ? [] : [row.creatorId])))
}
