/**
 * Follows as other modules need them: which of a page's creators the viewer follows (one query per
 * page, never one per creator). The follows themselves are written by the subscription flows.
 */
import type { Db } from '../../db/client'
import type { Viewer } from '../../lib/viewer'
import { findFollowedCreatorIds } from './repository'

export async function followedAmong(db: Db, viewer: Viewer, creatorIds: number[]): Promise<Set<number>> {
  const unique = [...new Set(creatorIds)]
  if (viewer.userId === null || unique.length === 0) return new Set()
  const rows = await findFollowedCreatorIds(db, viewer.userId, unique)
  return new Set(rows.map((row) => row.creatorId))
}
