/**
 * Follows as other modules need them: which of a page's creators the viewer follows (one query per
 * page, never one per creator). The follows themselves are written by the social module.
 */
import type { Db } from '../../db/client'
import type { Viewer } from '../../lib/viewer'
import { followMarks } from './repository'

/** Followed creator ids; `notifying` holds those followed with new-post notifications on. */
export type FollowedSet = Set<number> & { notifying: Set<number> }

export async function followedAmong(db: Db, viewer: Viewer, creatorIds: number[]): Promise<FollowedSet> {
  const unique = [...new Set(creatorIds)]
  if (viewer.userId === null || unique.length === 0)
    return Object.assign(new Set<number>(), { notifying: new Set<number>() })
  return followedSetOf(await followMarks(db, viewer.userId, unique))
}

/** The set followedAmong answers, from follow marks (followMarks). */
export function followedSetOf(marks: { kind: string; id: number }[]): FollowedSet {
  const followed = new Set<number>()
  const notifying = new Set<number>()
  for (const mark of marks) {
    if (mark.kind === 'follow' || mark.kind === 'notify') followed.add(mark.id)
    if (mark.kind === 'notify') notifying.add(mark.id)
  }
  return Object.assign(followed, { notifying })
}
