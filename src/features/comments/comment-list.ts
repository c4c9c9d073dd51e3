/**
 * The comment lists as the sheet shows them: server pages merged without repeats, a new
 * comment on top of the first page (so a later page that also holds it does not show it twice),
 * deletions removed everywhere, and the comments still waiting in the offline outbox.
 */
import type { InfiniteData } from '@tanstack/react-query'
import * as v from 'valibot'
import type { OutboxAction } from '../../../contract/outbox/action'
import { type Comment, CommentBodySchema, type CommentList } from '../../../contract/schemas/comment'

export type CommentPages = InfiniteData<CommentList, number>

/** Every comment of the loaded pages once, in page order (the first copy wins). */
export function mergeCommentPages(pages: readonly CommentList[] | undefined): Comment[] {
  const seen = new Set<number>()
  const merged: Comment[] = []
  for (const page of pages ?? []) {
    for (const comment of page.data) {
      if (seen.has(comment.id)) continue
      seen.add(comment.id)
      merged.push(comment)
    }
  }
  return merged
}

function withPages(data: CommentPages, pages: CommentList[]): CommentPages {
  return { ...data, pages }
}

/** A new top-level comment goes on top of the first page (newest first), once. */
export function prependComment(data: CommentPages | undefined, comment: Comment): CommentPages | undefined {
  if (!data || hasComment(data, comment.id)) return data
  const [first, ...rest] = data.pages
  if (!first) return data
  return withPages(data, [{ ...first, data: [comment, ...first.data] }, ...rest])
}

/** A new reply goes after the loaded ones (replies read oldest first), once. */
export function appendReply(data: CommentPages | undefined, reply: Comment): CommentPages | undefined {
  if (!data || hasComment(data, reply.id)) return data
  const pages = [...data.pages]
  const last = pages.pop()
  if (!last) return data
  return withPages(data, [...pages, { ...last, data: [...last.data, reply] }])
}

/** Whether the loaded pages hold this comment. */
export function hasComment(data: CommentPages | undefined, id: number): boolean {
  return data?.pages.some((page) => page.data.some((comment) => comment.id === id)) ?? false
}

/** Removes a comment from every loaded page. */
export function removeComment(data: CommentPages | undefined, id: number): CommentPages | undefined {
  if (!data || !hasComment(data, id)) return data
  return withPages(
    data,
    data.pages.map((page) => ({ ...page, data: page.data.filter((comment) => comment.id !== id) })),
  )
}

/** Changes one comment wherever it is loaded (e.g. its replies count). */
export function updateComment(
  data: CommentPages | undefined,
  id: number,
  update: (comment: Comment) => Comment,
): CommentPages | undefined {
  if (!data || !hasComment(data, id)) return data
  return withPages(
    data,
    data.pages.map((page) => ({
      ...page,
      data: page.data.map((comment) => (comment.id === id ? update(comment) : comment)),
    })),
  )
}

/** A comment written on this device that the server has not confirmed yet. */
export type PendingComment = {
  /** The outbox action's id, which is also its Idempotency-Key. */
  key: string
  postId: number
  parentId: number | null
  message: string
  createdAt: number
  status: 'pending' | 'failed'
  action: OutboxAction
}

/**
 * The queued comments of a post, newest first. Bodies come from IndexedDB, so they are parsed;
 * `settled` holds the keys the server already answered (shown as real comments from then on).
 */
export function pendingCommentsOf(
  actions: readonly OutboxAction[],
  postId: number,
  settled: ReadonlySet<string> = new Set(),
): PendingComment[] {
  const pending: PendingComment[] = []
  for (const action of actions) {
    if (action.kind !== 'comment' || settled.has(action.id)) continue
    const body = v.safeParse(CommentBodySchema, action.body)
    if (!body.success || body.output.post_id !== postId) continue
    pending.push({
      key: action.id,
      postId,
      parentId: body.output.parent_id ?? null,
      message: body.output.message,
      createdAt: action.createdAt,
      status: action.status,
      action,
    })
  }
  return pending.sort((a, b) => b.createdAt - a.createdAt)
}

/** Comment ids with a deletion waiting (hidden meanwhile) or refused (shown again, with the failure). */
export function deletionsOf(actions: readonly OutboxAction[]): Map<number, OutboxAction> {
  const deletions = new Map<number, OutboxAction>()
  for (const action of actions) {
    if (action.kind !== 'comment_delete') continue
    const id = commentIdOfDeletePath(action.path)
    if (id !== null) deletions.set(id, action)
  }
  return deletions
}

/** The comment a queued deletion is about, read back from its path (/api/comments/<id>). */
export function commentIdOfDeletePath(path: string): number | null {
  const match = /^\/api\/comments\/(\d+)$/.exec(path)
  return match ? Number(match[1]) : null
}

/** "@username " to start a reply with; the rest of what was typed is kept after it. */
export function withMention(text: string, username: string): string {
  const rest = text.replace(/^@[\w.]+\s*/, '')
  return `@${username} ${rest}`
}

/** What was typed without the reply's "@username " in front: cancelling a reply takes it away. */
export function withoutMention(text: string, username: string): string {
  const mention = `@${username}`
  return text.startsWith(mention) && /^\s|^$/.test(text.slice(mention.length))
    ? text.slice(mention.length).trimStart()
    : text
}
