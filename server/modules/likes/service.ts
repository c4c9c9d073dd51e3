/**
 * Likes of posts, likes and favourites of movies, and the viewer's flags for a
 * page of them (one query per page and kind, never one per item). Writes set a state rather than
 * flip it where the client says which state it wants, so replays and reordering converge; a
 * counter moves only when the row actually changed, and never below zero.
 */
import type { MovieFavorite, MovieLike, PostLike } from '../../../contract/schemas/social'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import type { Viewer } from '../../lib/viewer'
import type { SignedInViewer } from '../../plugins/auth'
import type { Once, Outcome } from '../idempotency/index'
import {
  countMarkedMovies,
  deleteMovieMark,
  deletePostLike,
  findMarkedMoviePage,
  findPostLikeTarget,
  hasPostLike,
  insertMovieMark,
  insertPostLike,
  likedPostMarks,
  type MovieMark,
  movieExists,
  readPostLikes,
} from './repository'

/**
 * The counters a like moves, kept on the post's and the movie's rows by the posts and movies
 * modules; given at startup, since those modules read the likes back for their pages.
 */
export type LikeCounters = {
  bumpPostLikes: (tx: Executor, postId: number, delta: 1 | -1) => Promise<number>
  bumpMovieCounter: (tx: Executor, mark: MovieMark, movieId: number, delta: 1 | 0 | -1) => Promise<number>
}

export type LikesContext = { db: Db; clock: Clock; counters: LikeCounters }

/** Sets (`liked` given) or toggles the viewer's like of a post. */
export async function likePost(
  ctx: LikesContext,
  viewer: SignedInViewer,
  input: { postId: number; liked?: boolean },
  once: Once,
): Promise<Outcome<PostLike>> {
  const post = await findPostLikeTarget(ctx.db, input.postId)
  if (!post) throw new AppError('not_found')
  if (!post.likesEnabled) throw new AppError('likes_disabled')
  return once(async (tx) => {
    const liked = input.liked ?? !(await hasPostLike(tx, viewer.userId, post.id))
    const changed = liked
      ? await insertPostLike(tx, viewer.userId, post.id, ctx.clock())
      : await deletePostLike(tx, viewer.userId, post.id)
    const likes = changed
      ? await ctx.counters.bumpPostLikes(tx, post.id, liked ? 1 : -1)
      : await readPostLikes(tx, post.id)
    return { status: 200, body: { data: { post_id: post.id, liked, likes } } }
  })
}

/** What a movie mark's answer says: the mark's state and its new count, under the mark's own names. */
const MOVIE_MARK_BODIES = {
  like: (movieId: number, on: boolean, count: number): MovieLike => ({
    data: { movie_id: movieId, liked: on, likes: count },
  }),
  favorite: (movieId: number, on: boolean, count: number): MovieFavorite => ({
    data: { movie_id: movieId, favorited: on, favorites: count },
  }),
}

/** POST (on) and DELETE (off) movie_likes and movie_favorites. */
export async function markMovie(
  ctx: LikesContext,
  viewer: SignedInViewer,
  change: { mark: MovieMark; movieId: number; on: boolean },
  once: Once,
): Promise<Outcome<MovieLike | MovieFavorite>> {
  const { mark, movieId, on } = change
  if (!(await movieExists(ctx.db, movieId))) throw new AppError('not_found')
  return once(async (tx) => {
    const changed = on
      ? await insertMovieMark(tx, mark, viewer.userId, movieId, ctx.clock())
      : await deleteMovieMark(tx, mark, viewer.userId, movieId)
    const count = await ctx.counters.bumpMovieCounter(tx, mark, movieId, changed ? (on ? 1 : -1) : 0)
    return { status: 200, body: MOVIE_MARK_BODIES[mark](movieId, on, count) }
  })
}

/** Which of these posts the viewer likes (empty for guests). */
export async function likedPostsAmong(db: Db, viewer: Viewer, postIds: number[]): Promise<Set<number>> {
  const unique = [...new Set(postIds)]
  if (viewer.userId === null || unique.length === 0) return new Set()
  const rows = await likedPostMarks(db, viewer.userId, unique)
  return new Set(rows.map((row) => row.id))
}

/** A page of the movies a user liked or favourited, the latest first, with how many there are. */
export async function markedMoviePage(db: Db, mark: MovieMark, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    findMarkedMoviePage(db, mark, userId, limit, offset),
    countMarkedMovies(db, mark, userId),
  ])
  return { rows, total }
}
