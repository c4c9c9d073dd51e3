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

export function celebritiesQuery(context: Preferences) {
  return infiniteQueryOptions({
    queryKey: postKeys.celebrities(context),
    queryFn: ({ pageParam, signal }) =>
      request(api.celebrities, {
        query: { page: pageParam, per_page: PAGE_SIZE.posts, include: 'webstar' },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

/** The feeds tab: followed creators' posts for a signed-in user who follows some, else the theme's. */
export function feedsQuery(context: Preferences) {
  return infiniteQueryOptions({
    queryKey: postKeys.feeds(context),
    queryFn: ({ pageParam, signal }) =>
      request(api.feeds, {
        query: { page: pageParam, per_page: PAGE_SIZE.posts, include: 'webstar' },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

/** One creator's posts on their profile, 10 a page. */
export function creatorPostsQuery(creatorId: number, context: Preferences) {
  return infiniteQueryOptions({
    queryKey: postKeys.byCreator(creatorId, context),
    queryFn: ({ pageParam, signal }) =>
      request(api.modelPosts, {
        params: { id: creatorId },
        query: { page: pageParam, per_page: PAGE_SIZE.posts, include: 'webstar' },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
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
