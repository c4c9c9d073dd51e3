/**
 * Every write to posts and their elements: a new post with its elements (publishing), and the
 * counters a comment or a like moves, each in the caller's transaction so the counter commits with
 * the row it counts.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import { postElements, posts } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function insertPost(tx: Executor, row: typeof posts.$inferInsert) {
  const [inserted] = await tx.insert(posts).values(row).returning()
  if (!inserted) throw new Error('insertPost: no row returned')
  return inserted
}

export function insertElements(tx: Executor, rows: (typeof postElements.$inferInsert)[]) {
  return tx.insert(postElements).values(rows).returning()
}

/** Moves a post's comment count (never below zero) and returns it. */
export async function bumpCommentsCount(tx: Executor, postId: number, delta: number): Promise<number> {
  const [row] = await tx
    .update(posts)
    .set({ commentsCount: sql`greatest(0, ${posts.commentsCount} + ${delta})` })
    .where(eq(posts.id, postId))
    .returning({ total: posts.commentsCount })
  return row?.total ?? 0
}

/**
 * Moves a post's like counter by one and returns it. Down only while above zero: seeded and legacy
 * counters need not match the like rows, and the count must never go negative.
 */
export async function bumpPostLikes(tx: Executor, postId: number, delta: 1 | -1): Promise<number> {
  const where = delta > 0 ? eq(posts.id, postId) : and(eq(posts.id, postId), gt(posts.likesCount, 0))
  const [row] = await tx
    .update(posts)
    .set({ likesCount: sql`${posts.likesCount} + ${delta}` })
    .where(where)
    .returning({ likes: posts.likesCount })
  if (row) return row.likes
  const [current] = await tx.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, postId))
  return current?.likes ?? 0
}
