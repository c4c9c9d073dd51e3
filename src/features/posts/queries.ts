/**
 * Post lists: one key factory, one infinite-query builder per feed. Keys carry language and theme,
 * so changing either loads the lists again and cached pages never mix.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import type { PostList } from '../../../contract/schemas/post'
import { request } from '../../api/client'
import { listTokenHeaders } from '../../api/list-token'
import type { Preferences } from '../../api/preferences'

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  celebrities: (context: Preferences) => [...postKeys.lists(), 'celebrities', context] as const,
  feeds: (context: Preferences) => [...postKeys.lists(), 'feeds', context] as const,
  byCreator: (creatorId: number, context: Preferences) => [...postKeys.lists(), 'creator', creatorId, context] as const,
  detail: (postId: number, context: Preferences) => [...postKeys.all, 'detail', postId, context] as const,
}

export function nextPageOf(page: PostList): number | undefined {
  const { current_page, total_pages } = page.meta.pagination
  return current_page < total_pages ? current_page + 1 : undefined
}

/**
 * A post list: PAGE_SIZE.posts a page, each post with its creator, asked with the list token the
 * server handed out so pages stay in one order.
 */
function postListQuery<K extends readonly unknown[]>(
  queryKey: K,
  endpoint: typeof api.celebrities | typeof api.feeds | typeof api.modelPosts,
  context: Preferences,
  params?: { id: number },
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      request(endpoint, {
        ...(params ? { params } : {}),
        query: { page: pageParam, per_page: PAGE_SIZE.posts, include: 'webstar' },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

export function celebritiesQuery(context: Preferences) {
  return postListQuery(postKeys.celebrities(context), api.celebrities, context)
}

/** The feeds tab: followed creators' posts for a signed-in user who follows some, else the theme's. */
export function feedsQuery(context: Preferences) {
  return postListQuery(postKeys.feeds(context), api.feeds, context)
}

/** One creator's posts on their profile, 10 a page. */
export function creatorPostsQuery(creatorId: number, context: Preferences) {
  return postListQuery(postKeys.byCreator(creatorId, context), api.modelPosts, context, { id: creatorId })
}

/** One post with its creator, as the viewer may see it (the single post page, and a post reloaded after an unlock). */
export function fetchPost(postId: number, context: Preferences, signal?: AbortSignal) {
  return request(api.post, { params: { id: postId }, query: { include: 'webstar' }, signal, context }).then(
    (r) => r.data,
  )
}

export function postQuery(postId: number, context: Preferences) {
  return queryOptions({
    queryKey: postKeys.detail(postId, context),
    queryFn: ({ signal }) => fetchPost(postId, context, signal),
  })
}
