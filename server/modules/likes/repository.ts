import { and, count, desc, eq, sql } from 'drizzle-orm'
import { movieFavorites, movieLikes, movies, postLikes, posts } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import { anyOf, type Bound } from '../../lib/prepared'

export async function findPostLikeTarget(db: Executor, postId: number) {
  const [row] = await db
    .select({ id: posts.id, likesEnabled: posts.likesEnabled, likes: posts.likesCount })
    .from(posts)
    .where(eq(posts.id, postId))
  return row
}

export async function hasPostLike(db: Executor, userId: number, postId: number): Promise<boolean> {
  const [row] = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), eq(postLikes.postId, postId)))
  return row !== undefined
}

/** Adds the like; false when it was there already (nothing changed). */
export async function insertPostLike(tx: Executor, userId: number, postId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(postLikes)
    .values({ userId, postId, createdAt: now })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId })
  return rows.length > 0
}

/** Removes the like; false when there was none. */
export async function deletePostLike(tx: Executor, userId: number, postId: number): Promise<boolean> {
  const rows = await tx
    .delete(postLikes)
    .where(and(eq(postLikes.userId, userId), eq(postLikes.postId, postId)))
    .returning({ postId: postLikes.postId })
  return rows.length > 0
}

export async function readPostLikes(tx: Executor, postId: number): Promise<number> {
  const [row] = await tx.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, postId))
  return row?.likes ?? 0
}

/**
 * The user's likes among these posts, as marks: one part of a page's viewer query
 * (posts/viewer-marks.ts) and of likedPostsAmong.
 */
export function likedPostMarks(db: Executor, userId: Bound<number>, postIds: Bound<number[]>) {
  return db
    .select({ kind: sql<string>`'liked'`, id: sql<number>`${postLikes.postId}` })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), anyOf(postLikes.postId, postIds)))
}

/** Movie likes and favourites share their shape: a table of (user, movie) and a counter on movies. */
export type MovieMark = 'like' | 'favorite'

const MARK = {
  like: { table: movieLikes, counter: movies.likes, column: 'likes' },
  favorite: { table: movieFavorites, counter: movies.favorites, column: 'favorites' },
} as const

export async function movieExists(db: Executor, movieId: number): Promise<boolean> {
  const [row] = await db.select({ id: movies.id }).from(movies).where(eq(movies.id, movieId))
  return row !== undefined
}

export async function insertMovieMark(
  tx: Executor,
  mark: MovieMark,
  userId: number,
  movieId: number,
  now: Date,
): Promise<boolean> {
  const { table } = MARK[mark]
  const rows = await tx
    .insert(table)
    .values({ userId, movieId, createdAt: now })
    .onConflictDoNothing()
    .returning({ movieId: table.movieId })
  return rows.length > 0
}

export async function deleteMovieMark(tx: Executor, mark: MovieMark, userId: number, movieId: number) {
  const { table } = MARK[mark]
  const rows = await tx
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.movieId, movieId)))
    .returning({ movieId: table.movieId })
  return rows.length > 0
}

/**
 * The user's likes or favourites among these movies, as marks (`like`, `favorite`): parts of a page's
 * viewer query (movies/viewer-marks.ts).
 */
export function movieMarks(db: Executor, mark: MovieMark, userId: Bound<number>, movieIds: Bound<number[]>) {
  const { table } = MARK[mark]
  return db
    .select({ kind: sql<string>`${sql.raw(`'${mark}'`)}`, id: sql<number>`${table.movieId}` })
    .from(table)
    .where(and(eq(table.userId, userId), anyOf(table.movieId, movieIds)))
}

/** One page of the movies a user marked, the latest marked first (served by the user/created index). */
export async function findMarkedMoviePage(
  db: Executor,
  mark: MovieMark,
  userId: number,
  limit: number,
  offset: number,
) {
  const { table } = MARK[mark]
  const rows = await db
    .select({ movie: movies })
    .from(table)
    .innerJoin(movies, eq(movies.id, table.movieId))
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.movieId))
    .limit(limit)
    .offset(offset)
  return rows.map((row) => row.movie)
}

export async function countMarkedMovies(db: Executor, mark: MovieMark, userId: number): Promise<number> {
  const { table } = MARK[mark]
  const [row] = await db.select({ total: count() }).from(table).where(eq(table.userId, userId))
  return row?.total ?? 0
}
