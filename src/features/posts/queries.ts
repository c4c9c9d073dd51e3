/**
 * Post lists: one key factory, one infinite-query builder per feed. Keys carry language and theme,
 * so changing either loads the lists again (000 §4) and cached pages never mix.
 */
import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import type { PostList } from '../../../contract/schemas/post'
import { request } from '../../api/client'
import type { Preferences } from '../../api/preferences'

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  celebrities: (context: Preferences) => [...postKeys.lists(), 'celebrities', context] as const,
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
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}
