/**
 * What unlocks open: the content code asks which posts of a page the viewer
 * has unlocked with tokens, in one query per page, as subscriptions/entitlements.ts does for creator
 * subscriptions.
 */
import type { Executor } from '../../lib/executor'
import type { Viewer } from '../../lib/viewer'
import { unlockMarks } from './repository'

export async function unlockedPostsAmong(db: Executor, viewer: Viewer, postIds: number[]): Promise<Set<number>> {
  if (viewer.userId === null || postIds.length === 0) return new Set()
  const rows = await unlockMarks(db, viewer.userId, [...new Set(postIds)])
  return new Set(rows.map((row) => row.id))
}
