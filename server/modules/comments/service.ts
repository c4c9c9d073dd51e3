/**
 * Comments: reading a post's comments or a comment's replies page by page,
 * writing one (plain text) and deleting one. Only viewers who may see the post read or write its
 * comments (the comment button shows on available posts only); its creator always may. Replies
 * are one level deep: a reply to a reply answers the top-level comment. posts.comments_count
 * counts comments and replies and moves in the same transaction as the rows.
 */
import { PAGE_SIZE } from '../../../contract/limits'
import type { Comment, CommentDeleted } from '../../../contract/schemas/comment'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import type { Viewer } from '../../lib/viewer'
import type { SignedInViewer } from '../../plugins/auth'
import type { Once, Outcome } from '../idempotency/index'
import { bumpCommentsCount, isPostAvailable, type PostRow, postAccessAmong } from '../posts/index'
import {
  bumpReplies,
  type CommentFilter,
  countComments,
  deleteCommentAndReplies,
  findAuthor,
  findComment,
  findCommentPage,
  findPost,
  insertComment,
  lockCommentForReply,
} from './repository'
import { canDeleteComment, toComment } from './serialize'

export type CommentsContext = { db: Db; clock: Clock }

export type CommentPage = { comments: Comment[]; total: number; page: PageRequest }

/** The post's media are open to the viewer: its creator, a member, the creator's subscriber or who unlocked it (isPostAvailable). */
async function canSeePost(db: Db, post: PostRow, viewer: Viewer): Promise<boolean> {
  return isPostAvailable(post, viewer, await postAccessAmong(db, viewer, [post], new Date()))
}

async function requireVisiblePost(db: Db, postId: number, viewer: Viewer): Promise<PostRow> {
  const post = await findPost(db, postId)
  if (!post) throw new AppError('not_found')
  if (!(await canSeePost(db, post, viewer))) throw new AppError('post_locked')
  return post
}

export async function listComments(
  ctx: CommentsContext,
  viewer: Viewer,
  request: { postId?: number; parentId?: number; page: number; perPage?: number },
): Promise<CommentPage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.posts }
  let filter: CommentFilter
  let postId: number
  if (request.parentId !== undefined) {
    const parent = await findComment(ctx.db, request.parentId)
    if (!parent) throw new AppError('not_found')
    filter = { parentId: parent.id }
    postId = parent.postId
  } else {
    postId = request.postId ?? 0
    filter = { postId }
  }
  const post = await requireVisiblePost(ctx.db, postId, viewer)
  const [rows, total] = await Promise.all([
    findCommentPage(ctx.db, filter, page.perPage, offsetOf(page)),
    countComments(ctx.db, filter),
  ])
  return {
    comments: rows.map((row) => toComment(row.comment, row.author, post.creatorId, viewer)),
    total,
    page,
  }
}

export async function addComment(
  ctx: CommentsContext,
  viewer: SignedInViewer,
  input: { postId: number; message: string; parentId?: number | null },
  once: Once,
): Promise<Outcome<{ data: Comment }>> {
  const post = await requireVisiblePost(ctx.db, input.postId, viewer)
  let rootId: number | null = null
  if (input.parentId != null) {
    const parent = await findComment(ctx.db, input.parentId)
    // A reply must answer a comment of the same post; anything else is a bad request, not a lookup.
    if (!parent || parent.postId !== post.id) {
      throw new AppError('validation_failed', { issues: { parent_id: [{ message: 'invalid' }] } })
    }
    rootId = parent.parentId ?? parent.id
  }
  return once(async (tx) => {
    if (rootId !== null && !(await lockCommentForReply(tx, rootId))) {
      throw new AppError('validation_failed', { issues: { parent_id: [{ message: 'invalid' }] } })
    }
    const row = await insertComment(tx, {
      postId: post.id,
      userId: viewer.userId,
      parentId: rootId,
      message: input.message,
      createdAt: ctx.clock(),
    })
    if (rootId !== null) await bumpReplies(tx, rootId, 1)
    await bumpCommentsCount(tx, post.id, 1)
    const author = await findAuthor(tx, viewer.userId)
    if (!author) throw new AppError('unauthenticated', { detail: 'comment author vanished' })
    return { status: 201, body: { data: toComment(row, author, post.creatorId, viewer) } }
  })
}

/** The author or the post's creator deletes a comment, and its replies with it. */
export async function removeComment(
  ctx: CommentsContext,
  viewer: SignedInViewer,
  commentId: number,
  once: Once,
): Promise<Outcome<{ data: CommentDeleted['data'] }>> {
  const comment = await findComment(ctx.db, commentId)
  if (!comment) throw new AppError('not_found')
  const post = await findPost(ctx.db, comment.postId)
  if (!post) throw new AppError('not_found')
  if (!canDeleteComment(comment, post.creatorId, viewer)) throw new AppError('forbidden')
  return once(async (tx) => {
    const removed = await deleteCommentAndReplies(tx, comment.id)
    if (removed === 0) throw new AppError('not_found', { detail: 'comment deleted meanwhile' })
    if (comment.parentId !== null) await bumpReplies(tx, comment.parentId, -1)
    const total = await bumpCommentsCount(tx, post.id, -removed)
    return { status: 200, body: { data: { id: comment.id, post_id: post.id, comments_count: total } } }
  })
}
