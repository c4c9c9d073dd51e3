/**
 * Settles the cache with the server's answers to queued comments and deletions (outbox:done): the
 * confirmed comment replaces its "Sending…" copy, a deletion leaves every list, and the post's
 * comment count follows in the post lists. Every mounted comments button listens, so each answer is
 * applied once per query client (a post may be on screen twice: feed and modal).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import type { OutboxEvent } from '../../../contract/outbox/action'
import { CommentDeletedSchema, CommentSchema } from '../../../contract/schemas/comment'
import { itemEnvelope } from '../../../contract/schemas/common'
import { onOutboxEvent } from '../../offline/outbox'
import { refetchFromNow } from '../../offline/query-client'
import {
  appendReply,
  type CommentPages,
  hasComment,
  prependComment,
  removeComment,
  updateComment,
} from './comment-list'
import { commentKeys, updateCachedCommentsCount } from './queries'

const CreatedSchema = itemEnvelope(CommentSchema)

/** Outbox keys the server has answered: their queued copies are hidden before the queue says so. */
const settledKeys = new Set<string>()

export function isSettled(key: string): boolean {
  return settledKeys.has(key)
}

export function settledSet(): ReadonlySet<string> {
  return settledKeys
}

const handled = new WeakMap<QueryClient, Set<string>>()

function isFirstTime(queryClient: QueryClient, eventId: string): boolean {
  let ids = handled.get(queryClient)
  if (!ids) {
    ids = new Set()
    handled.set(queryClient, ids)
  }
  if (ids.has(eventId)) return false
  ids.add(eventId)
  return true
}

/** Adds the confirmed comment where it is listed, or refreshes a list that is still loading. */
function settleCreated(queryClient: QueryClient, body: unknown, key: string): void {
  const parsed = v.safeParse(CreatedSchema, body)
  if (!parsed.success) return
  const comment = parsed.output.data
  settledKeys.add(key)
  const listKey =
    comment.parent_id === null ? commentKeys.post(comment.post_id) : commentKeys.replies(comment.parent_id)
  const state = queryClient.getQueryState<CommentPages>(listKey)
  if (state?.data) {
    queryClient.setQueryData<CommentPages>(listKey, (data) =>
      comment.parent_id === null ? prependComment(data, comment) : appendReply(data, comment),
    )
  }
  // A fetch that started before the comment landed (e.g. on reconnecting) must not overwrite it.
  if (state) void refetchFromNow(queryClient, listKey)
  if (comment.parent_id !== null) {
    const parentId = comment.parent_id
    queryClient.setQueryData<CommentPages>(commentKeys.post(comment.post_id), (data) =>
      updateComment(data, parentId, (parent) => ({ ...parent, replies: parent.replies + 1 })),
    )
  }
  updateCachedCommentsCount(queryClient, comment.post_id, (count) => count + 1)
}

function settleDeleted(queryClient: QueryClient, body: unknown): void {
  const parsed = v.safeParse(CommentDeletedSchema, body)
  if (!parsed.success) return
  const { id, post_id, comments_count } = parsed.output.data
  // A reply: find the comment it answered, to lower that comment's replies count.
  for (const [key, data] of queryClient.getQueriesData<CommentPages>({ queryKey: commentKeys.allReplies() })) {
    if (!hasComment(data, id)) continue
    queryClient.setQueryData<CommentPages>(key, (current) => removeComment(current, id))
    const parentId = key[2]
    if (typeof parentId === 'number') {
      queryClient.setQueryData<CommentPages>(commentKeys.post(post_id), (current) =>
        updateComment(current, parentId, (parent) => ({ ...parent, replies: Math.max(0, parent.replies - 1) })),
      )
    }
  }
  queryClient.setQueryData<CommentPages>(commentKeys.post(post_id), (current) => removeComment(current, id))
  // Its replies were deleted with it.
  queryClient.removeQueries({ queryKey: commentKeys.replies(id) })
  updateCachedCommentsCount(queryClient, post_id, () => comments_count)
}

export function applyCommentEvent(queryClient: QueryClient, event: OutboxEvent): void {
  if (event.type !== 'outbox:done') return
  if (event.kind !== 'comment' && event.kind !== 'comment_delete') return
  if (!isFirstTime(queryClient, event.id)) return
  if (event.kind === 'comment') settleCreated(queryClient, event.body, event.id)
  else settleDeleted(queryClient, event.body)
}

export function useCommentsSync(): void {
  const queryClient = useQueryClient()
  useEffect(() => onOutboxEvent((event) => applyCommentEvent(queryClient, event)), [queryClient])
}
