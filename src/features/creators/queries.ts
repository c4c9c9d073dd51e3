/**
 * Creator lists: the outstanding grid, the webstars tab's two sections, the models grid with its
 * filters and the header's creator search. Every key carries language and theme, so a
 * change of either loads the lists again and a response for other settings is never shown.
 */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import { type Pagination, SEARCH_RULE } from '../../../contract/schemas/common'
import { request } from '../../api/client'
import { listTokenHeaders } from '../../api/list-token'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'
import { effectiveFilterValues, filterStrings, type ModelFilterValues, modelGridQuery } from './model-filters-state'

export type WebstarSection = 'followed' | 'not-followed'

export const creatorKeys = {
  all: ['creators'] as const,
  lists: () => [...creatorKeys.all, 'list'] as const,
  outstanding: (context: Preferences) => [...creatorKeys.lists(), 'outstanding', context] as const,
  /** The followed section is the viewer's own, so their id is part of its key. */
  webstars: (context: Preferences, section: WebstarSection, viewerId: number | null) =>
    [...creatorKeys.lists(), 'webstars', context, section, viewerId] as const,
  models: (context: Preferences, filters: ModelFilterValues) =>
    [...creatorKeys.lists(), 'models', context, filters] as const,
  /** `t` is the time of the search: the same words searched again load again. */
  search: (context: Preferences, search: string, t: number) =>
    [...creatorKeys.lists(), 'search', context, search, t] as const,
  filters: (context: Preferences) => [...creatorKeys.all, 'filters', context] as const,
}

/** The next page while the last page said there is one. */
export function nextPageOf(page: { meta: { pagination: Pagination } }): number | undefined {
  const { current_page, total_pages } = page.meta.pagination
  return current_page < total_pages ? current_page + 1 : undefined
}

/** Until the first answer says otherwise, the webstars lists are taken to have this many pages. */
export const WEBSTARS_ASSUMED_PAGES = 3

/**
 * The webstars stop rules: no more pages once the current page reaches total_pages
 * (assumed 3 before the first response) or a page came back with fewer than 18 creators.
 */
export function nextWebstarsPage(last: { currentPage: number; totalPages?: number; count: number } | undefined) {
  if (!last) return 1
  const totalPages = last.totalPages ?? WEBSTARS_ASSUMED_PAGES
  if (last.currentPage >= totalPages || last.count < PAGE_SIZE.webstars) return undefined
  return last.currentPage + 1
}

export function outstandingQuery(context: Preferences) {
  return queryOptions({
    queryKey: creatorKeys.outstanding(context),
    queryFn: ({ signal }) =>
      request(api.outstandings, {
        query: { page: 1, per_page: PAGE_SIZE.outstanding },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    staleTime: STALE.minutes5,
  })
}

export function webstarsQuery(context: Preferences, section: WebstarSection, viewerId: number | null) {
  return infiniteQueryOptions({
    queryKey: creatorKeys.webstars(context, section, viewerId),
    queryFn: ({ pageParam, signal }) =>
      request(api.webstars, {
        query: { page: pageParam, per_page: PAGE_SIZE.webstars, followed: section === 'followed' ? 1 : 0 },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: (page) =>
      nextWebstarsPage({
        currentPage: page.meta.pagination.current_page,
        totalPages: page.meta.pagination.total_pages,
        count: page.data.length,
      }),
  })
}

export function modelsQuery(context: Preferences, filters: ModelFilterValues) {
  return infiniteQueryOptions({
    queryKey: creatorKeys.models(context, filters),
    queryFn: ({ pageParam, signal }) =>
      request(api.models, {
        query: { ...modelGridQuery(filters), page: pageParam, per_page: PAGE_SIZE.modelsGrid },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

export function modelFiltersQuery(context: Preferences) {
  return queryOptions({
    queryKey: creatorKeys.filters(context),
    queryFn: ({ signal }) => request(api.filters, { signal, context }),
    staleTime: STALE.hour,
  })
}

export function creatorSearchQuery(context: Preferences, search: string, t: number) {
  return infiniteQueryOptions({
    queryKey: creatorKeys.search(context, search, t),
    queryFn: ({ pageParam, signal }) =>
      request(api.webstarSearch, {
        query: { page: pageParam, per_page: PAGE_SIZE.webstars, search: search || undefined },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // Each search has its own key (its time); old ones need not fill the saved cache for a week.
    gcTime: STALE.minutes5,
  })
}

/** What the models grid shows first: the filters the API describes, then the grid they select. */
export async function readModels(
  queryClient: QueryClient,
  context: Preferences,
  params: Record<string, string | number>,
): Promise<void> {
  const filters = await queryClient.ensureQueryData(modelFiltersQuery(context)).catch(() => undefined)
  if (!filters) return
  const values = effectiveFilterValues(filters.data, filterStrings(params))
  await queryClient.prefetchInfiniteQuery(modelsQuery(context, values))
}

/** Searches run with 3 or more characters; none at all lists every creator. */
export function isCreatorSearchReady(text: string): boolean {
  const length = text.trim().length
  return length === 0 || length >= SEARCH_RULE.min
}

/** What creator search shows first: its results, when the words are enough to search with. */
export function readCreatorSearch(queryClient: QueryClient, context: Preferences, text: string, t: number) {
  const search = text.trim()
  if (!isCreatorSearchReady(search)) return Promise.resolve()
  return queryClient.prefetchInfiniteQuery(creatorSearchQuery(context, search, t))
}
