/**
 * What a signed-in viewer has to do with a page of movies (liked, favourited, following their
 * models and notified, subscribed to them) in one query over the page's ids, as posts/viewer-marks.ts
 * does for posts: each module says what its marks are, this sends them together.
 * Members see every movie, so their subscriptions are not asked.
 */
import { sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Executor } from '../../lib/executor'
import { preparedFor } from '../../lib/prepared'
import type { Viewer } from '../../lib/viewer'
import { type FollowedSet, followedSetOf, followMarks } from '../follows/index'
import { movieMarks } from '../likes/index'
import { subscriptionMarks } from '../subscriptions/index'

export type MovieViewerMarks = {
  liked: Set<number>
  favorited: Set<number>
  followed: FollowedSet
  /** Creators among the page's models the viewer subscribes to (empty for members: not asked). */
  subscribedTo: Set<number>
}

function marksStatement(withSubscriptions: boolean) {
  return preparedFor(
    (db, name) => {
      const userId = sql.placeholder('userId')
      const movieIds = sql.placeholder('movieIds')
      const creatorIds = sql.placeholder('creatorIds')
      return unionAll(
        movieMarks(db, 'like', userId, movieIds),
        movieMarks(db, 'favorite', userId, movieIds),
        followMarks(db, userId, creatorIds),
        ...(withSubscriptions ? [subscriptionMarks(db, userId, creatorIds, sql.placeholder('now'))] : []),
      ).prepare(name)
    },
    withSubscriptions ? 'movie_viewer_marks_with_subscriptions' : 'movie_viewer_marks',
  )
}

const withSubscriptionsStatement = marksStatement(true)
const withoutSubscriptionsStatement = marksStatement(false)

export async function movieViewerMarksAmong(
  db: Executor,
  viewer: Viewer,
  movieIds: number[],
  creatorIds: number[],
  now: Date,
): Promise<MovieViewerMarks> {
  if (viewer.userId === null || movieIds.length === 0) {
    return {
      liked: new Set(),
      favorited: new Set(),
      followed: followedSetOf([]),
      subscribedTo: new Set(),
    }
  }
  const statement = (viewer.isMember ? withoutSubscriptionsStatement : withSubscriptionsStatement)(db)
  const rows = await statement.execute({
    userId: viewer.userId,
    movieIds: [...new Set(movieIds)],
    creatorIds: [...new Set(creatorIds)],
    now,
  })
  const liked = new Set<number>()
  const favorited = new Set<number>()
  const subscribedTo = new Set<number>()
  for (const row of rows) {
    if (row.kind === 'like') liked.add(row.id)
    else if (row.kind === 'favorite') favorited.add(row.id)
    else if (row.kind === 'subscribed') subscribedTo.add(row.id)
  }
  return { liked, favorited, followed: followedSetOf(rows), subscribedTo }
}
