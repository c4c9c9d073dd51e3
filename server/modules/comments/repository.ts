import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import { comments, posts, users } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type CommentRow = typeof comments.$inferSelect
export type CommentAuthor = { username: string; profilePic: string | null; chatId: string | null }

/** Top-level comments of a post, or the replies of one comment. */
export type CommentFilter = { postId: number } | { parentId: number }

function whereOf(filter: CommentFilter): SQL | undefined {
  return 'postId' in filter
    ? and(eq(comments.postId, filter.postId), isNull(comments.parentId))
    : eq(comments.parentId, filter.parentId)
}

const AUTHOR = { username: users.username, profilePic: users.profilePic, chatId: users.chatId }

export async function findPost(db: Executor, postId: number) {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId))
  return row
}

/** Newest first for a post's comments; oldest first for replies, which read as a thread. */
export function findCommentPage(db: Executor, filter: CommentFilter, limit: number, offset: number) {
  const order =
    'postId' in filter ? [desc(comments.createdAt), desc(comments.id)] : [asc(comments.createdAt), asc(comments.id)]
  return db
    .select({ comment: comments, author: AUTHOR })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(whereOf(filter))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
}

export async function countComments(db: Executor, filter: CommentFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(comments).where(whereOf(filter))
  return row?.total ?? 0
}

export async function findComment(db: Executor, id: number) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id))
  return row
}

/** Locks a comment against deletion while a reply to it is written; undefined when it is gone. */
export async function lockCommentForReply(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id)).for('key share')
  return rows.length > 0
}

export async function insertComment(
  tx: Executor,
  row: { postId: number; userId: number; parentId: number | null; message: string; createdAt: Date },
): Promise<CommentRow> {
  const [inserted] = await tx.insert(comments).values(row).returning()
  if (!inserted) throw new Error('insertComment: no row returned')
  return inserted
}

export async function findAuthor(tx: Executor, userId: number): Promise<CommentAuthor | undefined> {
  const [row] = await tx.select(AUTHOR).from(users).where(eq(users.id, userId))
  return row
}

/** Moves a top-level comment's reply count (never below zero). */
export async function bumpReplies(tx: Executor, commentId: number, delta: number): Promise<void> {
  await tx
    .update(comments)
    .set({ repliesCount: sql`greatest(0, ${comments.repliesCount} + ${delta})` })
    .where(eq(comments.id, commentId))
}

/** Deletes a comment and its replies; returns how many rows went (0 when it was already gone). */
export async function deleteCommentAndReplies(tx: Executor, id: number): Promise<number> {
  const rows = await tx
    .delete(comments)
    .where(or(eq(comments.id, id), eq(comments.parentId, id)))
    .returning({ id: comments.id })
  return rows.length
}
