/**
 * Comments data: the post's comments and a comment's replies page by page, and the writes: mutations
 * that go through the offline outbox, so they survive a reload and reach the server once.
 */
import { infiniteQueryOptions, type QueryClient, useMutation } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import type { CommentList } from '../../../contract/schemas/comment'
import { buildUrl, request } from '../../api/client'
import { queueAction } from '../../offline/outbox'
import { STALE } from '../../offline/stale-times'

/** The server's page size for comments and replies (the spec's list size). */
export const COMMENTS_PER_PAGE = PAGE_SIZE.posts

/**
 * The cache is already per user (can_delete depends on the viewer) and comments are not translated,
 * so the keys carry only what they list.
 */
export const commentKeys = {
  all: ['comments'] as const,
  post: (postId: number) => [...commentKeys.all, 'post', postId] as const,
  allReplies: () => [...commentKeys.all, 'replies'] as const,
  replies: (commentId: number) => [...commentKeys.allReplies(), commentId] as const,
}

/**
 * The posts feature's key root. Imported by name rather than from that feature, because the posts
 * feature renders this one (its cards hold the comments button) and the two must not import each other.
 */
export const POSTS_KEY_ROOT = ['posts'] as const

function nextPageOf(page: CommentList): number | undefined {
  const { current_page, total_pages } = page.meta.pagination
  return current_page < total_pages ? current_page + 1 : undefined
}

/** A post's top-level comments, newest first. */
export function postCommentsQuery(postId: number) {
  return infiniteQueryOptions({
    queryKey: commentKeys.post(postId),
    queryFn: ({ pageParam, signal }) =>
      request(api.comments, { query: { post_id: postId, page: pageParam, per_page: COMMENTS_PER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: STALE.seconds30,
  })
}

/** A comment's replies, oldest first. */
export function repliesQuery(commentId: number) {
  return infiniteQueryOptions({
    queryKey: commentKeys.replies(commentId),
    queryFn: ({ pageParam, signal }) =>
      request(api.comments, {
        query: { parent_id: commentId, page: pageParam, per_page: COMMENTS_PER_PAGE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: STALE.seconds30,
  })
}

type NewComment = { userId: number; postId: number; message: string; parentId: number | null }

/** Queues a comment (or a reply, with `parentId`); resolves to its Idempotency-Key. */
export function useCreateCommentMutation() {
  return useMutation({
    mutationFn: ({ userId, postId, message, parentId }: NewComment) =>
      queueAction({
        userId,
        kind: 'comment',
        method: 'POST',
        path: api.createComment.path,
        body: { post_id: postId, message, parent_id: parentId },
      }),
  })
}

/**
 * Queues the deletion of a comment. The body is an empty object, not nothing: the queue sends every
 * action as JSON, and a JSON request without a body is refused by the server before it is routed.
 */
export function useDeleteCommentMutation() {
  return useMutation({
    mutationFn: ({ userId, commentId }: { userId: number; commentId: number }) =>
      queueAction({
        userId,
        kind: 'comment_delete',
        method: 'DELETE',
        path: buildUrl(api.deleteComment.path, { id: commentId }),
        body: {},
      }),
  })
}

type CachedPost = { id: number; comments_count: number }

function isCachedPost(value: unknown): value is CachedPost {
  return typeof value === 'object' && value !== null && 'id' in value && 'comments_count' in value
}

/**
 * Sets a post's comment count wherever the post is cached (feeds, profile lists, the single post),
 * whatever shape the posts feature gives each query (an infinite list or one post).
 */
export function updateCachedCommentsCount(
  queryClient: QueryClient,
  postId: number,
  count: (current: number) => number,
): void {
  const update = (post: unknown) =>
    isCachedPost(post) && post.id === postId
      ? { ...post, comments_count: Math.max(0, count(post.comments_count)) }
      : post
  queryClient.setQueriesData<unknown>({ queryKey: POSTS_KEY_ROOT }, (data: unknown) => {
    if (typeof data !== 'object' || data === null) return data
    if ('pages' in data && Array.isArray(data.pages)) {
      return {
        ...data,
        pages: data.pages.map((page: unknown) =>
          typeof page === 'object' && page !== null && 'data' in page && Array.isArray(page.data)
            ? { ...page, data: page.data.map(update) }
            : page,
        ),
      }
    }
    return update(data)
  })
}
