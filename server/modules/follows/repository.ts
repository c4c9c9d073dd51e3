import { and, eq, sql } from 'drizzle-orm'
import { follows } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import { anyOf, type Bound } from '../../lib/prepared'

/**
 * The user's follows among these creators, as marks (`notify` when new-post notifications are on,
 * else `follow`): one part of a page's viewer query (posts/viewer-marks.ts) and of followedAmong.
 */
export function followMarks(db: Executor, userId: Bound<number>, creatorIds: Bound<number[]>) {
  return db
    .select({
      kind: sql<string>`case when ${follows.notify} then 'notify' else 'follow' end`,
      id: sql<number>`${follows.creatorId}`,
    })
    .from(follows)
    .where(and(eq(follows.userId, userId), anyOf(follows.creatorId, creatorIds)))
}
