/**
 * What a signed-in viewer has to do with a page of posts (liked, following and notified, subscribed
 * to the creator, unlocked) in one query over the page's ids: each module says what its
 * marks are (likes, follows, payments, wallet), this sends them together, so the viewer's part of a
 * page is one round trip to PostgreSQL instead of four, and one statement it plans once per
 * connection. Guests cost none.
 */
import { sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Executor } from '../../lib/executor'
import { preparedFor } from '../../lib/prepared'
import type { Viewer } from '../../lib/viewer'
import { type FollowedSet, followedSetOf, followMarks } from '../follows/index'
import { likedPostMarks } from '../likes/index'
import { subscriptionMarks } from '../subscriptions/index'
import { unlockMarks } from '../wallet/index'
import type { PostAccess } from './serialize'

export type ViewerMarks = { liked: Set<number>; followed: FollowedSet; access: PostAccess }

function noMarks(): ViewerMarks {
  return {
    liked: new Set(),
    followed: followedSetOf([]),
    access: { subscribedTo: new Set(), unlocked: new Set() },
  }
}

/** The four parts (three without follows) as one statement, prepared once per database handle. */
function marksStatement(withFollows: boolean) {
  return preparedFor(
    (db, name) => {
      const userId = sql.placeholder('userId')
      const postIds = sql.placeholder('postIds')
      const creatorIds = sql.placeholder('creatorIds')
      return unionAll(
        likedPostMarks(db, userId, postIds),
        unlockMarks(db, userId, postIds),
        subscriptionMarks(db, userId, creatorIds, sql.placeholder('now')),
        ...(withFollows ? [followMarks(db, userId, creatorIds)] : []),
      ).prepare(name)
    },
    withFollows ? 'viewer_marks_with_follows' : 'viewer_marks',
  )
}

const withFollowsStatement = marksStatement(true)
const withoutFollowsStatement = marksStatement(false)

/** `withFollows`: whether the page shows its creators (only then are follows asked). */
export async function viewerMarksAmong(
  db: Executor,
  viewer: Viewer,
  posts: { id: number; creatorId: number }[],
  now: Date,
  withFollows: boolean,
): Promise<ViewerMarks> {
  if (viewer.userId === null || posts.length === 0) return noMarks()
  const statement = (withFollows ? withFollowsStatement : withoutFollowsStatement)(db)
  const rows = await statement.execute({
    userId: viewer.userId,
    postIds: [...new Set(posts.map((post) => post.id))],
    creatorIds: [...new Set(posts.map((post) => post.creatorId))],
    now,
  })
  const liked = new Set<number>()
  const unlocked = new Set<number>()
  const subscribedTo = new Set<number>()
  for (const row of rows) {
    if (row.kind === 'liked') liked.add(row.id)
    else if (row.kind === 'unlocked') unlocked.add(row.id)
    else if (row.kind === 'subscribed') subscribedTo.add(row.id)
  }
  return { liked, followed: followedSetOf(rows), access: { subscribedTo, unlocked } }
}
