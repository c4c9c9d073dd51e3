import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { follows } from '../../db/schema/index'

export function findFollowedCreatorIds(db: Db, userId: number, creatorIds: number[]) {
  return db
    .select({ creatorId: follows.creatorId, notify: follows.notify })
    .from(follows)
    .where(and(eq(follows.userId, userId), inArray(follows.creatorId, creatorIds)))
}
