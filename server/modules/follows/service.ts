/**
 * Follows as other modules need them: which of a page's creators the viewer follows (one query per
 * page, never one per creator). The follows themselves are written by the subscription flows.
 */
import type { Db } from '../../db/client'
import type { Viewer } from '../../lib/viewer'
import { findFollowedCreatorIds } from './repository'

/** Followed creator ids; `notifying` holds those followed with new-post notifications on. */
export type FollowedSet = Set<number> & { notifying: Set<number> }

export async function followedAmong(db: Db, viewer: Viewer, creatorIds: number[]): Promise<FollowedSet> {
  const unique = [...new Set(creatorIds)]
  if (viewer.userId === null || unique.length === 0)
    return Object.assign(new Set<number>(), { notifying: new Set<number>() })
  const rows = await findFollowedCreatorIds(db, viewer.userId, unique)
  const notifying = new Set(rows.filter((row) => row.notify).map((row) => row.creatorId))
  return Object.assign(new Set(rows.map((row) => row.creatorId)), { notifying })
}
