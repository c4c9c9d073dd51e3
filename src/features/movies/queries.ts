/**
 * Movie and category lists: the movie index with its filters, new and hot, the categories grid,
 * and the names the index's title shows (category, tag, group, model). Keys carry language and
 * theme: a change of either loads again, and a response asked for with other settings or
 * other filters lives under another key, so it can never be shown in place of the current one.
 */
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { PAGE_SIZE } from '../../../contract/limits'
import type { MovieSearchBody } from '../../../contract/schemas/movie'
import { request } from '../../api/client'
import { listTokenHeaders } from '../../api/list-token'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'
import { searchParam } from './search-rule'

/** What the movie index shows; every field is optional and they combine (AND). */
export type MovieFilters = {
  search?: string
  category_id?: number
  tag_id?: number
  model_id?: number
  group_id?: number
}

export type FilterKind = 'category' | 'tag' | 'group' | 'model'

/** The dashboard's two lists of the viewer's own picks. */
export type MovieMark = 'favorite' | 'like'

/** The filters as sent and as keyed: a search too short to run is no search, absent ones are left out. */
export function normalizeFilters(filters: MovieFilters): MovieFilters {
  const normalized: MovieFilters = {}
  const search = searchParam(filters.search)
  if (search) normalized.search = search
  for (const name of ['category_id', 'tag_id', 'model_id', 'group_id'] as const) {
    const id = filters[name]
    if (id !== undefined) normalized[name] = id
  }
  return normalized
}

export const movieKeys = {
  all: ['movies'] as const,
  lists: () => [...movieKeys.all, 'list'] as const,
  index: (context: Preferences, filters: MovieFilters) =>
    [...movieKeys.lists(), 'index', context, normalizeFilters(filters)] as const,
  hot: (context: Preferences) => [...movieKeys.lists(), 'hot', context] as const,
  /** The viewer's favourites or likes: theirs alone, so their id is part of the key. */
  marked: () => [...movieKeys.lists(), 'marked'] as const,
  markedBy: (mark: MovieMark, userId: number, context: Preferences) =>
    [...movieKeys.marked(), mark, userId, context] as const,
  /** Names of what the index is filtered by (its title). */
  filterName: (context: Preferences, kind: FilterKind, id: number) =>
    [...movieKeys.all, 'filter-name', context, kind, id] as const,
}

export const categoryKeys = {
  all: ['categories'] as const,
  list: (context: Preferences) => [...categoryKeys.all, 'list', context] as const,
}

/** The first model's card line and the title's names come with the list. */
const LIST_INCLUDE = 'webstar'

function nextPageOf(page: { meta: { pagination: { current_page: number; total_pages: number } } }) {
  const { current_page, total_pages } = page.meta.pagination
  return current_page < total_pages ? current_page + 1 : undefined
}

export function moviesQuery(context: Preferences, filters: MovieFilters) {
  const normalized = normalizeFilters(filters)
  return infiniteQueryOptions({
    queryKey: movieKeys.index(context, normalized),
    queryFn: ({ pageParam, signal }) =>
      request(api.movies, {
        query: { ...normalized, page: pageParam, per_page: PAGE_SIZE.movies, include: LIST_INCLUDE },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

export function hotMoviesQuery(context: Preferences) {
  return infiniteQueryOptions({
    queryKey: movieKeys.hot(context),
    queryFn: ({ pageParam, signal }) =>
      request(api.hotMovies, {
        query: { page: pageParam, per_page: PAGE_SIZE.movies, include: LIST_INCLUDE },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

/** The viewer's favourite or liked movies, the latest first, 16 a page. */
export function markedMoviesQuery(mark: MovieMark, userId: number, context: Preferences) {
  return infiniteQueryOptions({
    queryKey: movieKeys.markedBy(mark, userId, context),
    queryFn: ({ pageParam, signal }) =>
      request(mark === 'favorite' ? api.favoriteMovies : api.likedMovies, {
        query: { page: pageParam, per_page: PAGE_SIZE.movies, include: LIST_INCLUDE },
        signal,
        context,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  })
}

export function categoriesQuery(context: Preferences) {
  return queryOptions({
    queryKey: categoryKeys.list(context),
    queryFn: ({ signal }) =>
      request(api.categories, {
        query: { page: 1, per_page: PAGE_SIZE.categories },
        headers: listTokenHeaders(),
        signal,
        context,
      }),
    staleTime: STALE.hour,
  })
}

/** The name of a category, tag, group or model the index is filtered by. */
export function filterNameQuery(context: Preferences, kind: FilterKind, id: number) {
  return queryOptions({
    queryKey: movieKeys.filterName(context, kind, id),
    queryFn: async ({ signal }) => {
      const options = { params: { id }, signal, context }
      if (kind === 'category') return (await request(api.category, options)).data.name
      if (kind === 'tag') return (await request(api.tag, options)).data.name
      if (kind === 'group') return (await request(api.group, options)).data.name
      return (await request(api.model, options)).data.name
    },
    staleTime: STALE.hour,
  })
}

/** The body of POST /api/movie_searchs for what the index shows now. */
export function movieSearchBody(filters: MovieFilters): MovieSearchBody {
  const normalized = normalizeFilters(filters)
  return { ...normalized, search: normalized.search ?? '' }
}

export function recordMovieSearch(context: Preferences, filters: MovieFilters) {
  return request(api.movieSearches, { body: movieSearchBody(filters), context })
}

/** What the movie index shows on its first screen: the list, the category choice and the filter's name. */
export function readMovieIndex(
  queryClient: QueryClient,
  context: Preferences,
  filters: MovieFilters,
): Promise<unknown> {
  const normalized = normalizeFilters(filters)
  const named: [FilterKind, number | undefined][] = [
    ['category', normalized.category_id],
    ['tag', normalized.tag_id],
    ['group', normalized.group_id],
    ['model', normalized.model_id],
  ]
  return Promise.all([
    queryClient.prefetchInfiniteQuery(moviesQuery(context, normalized)),
    queryClient.prefetchQuery(categoriesQuery(context)),
    ...named.flatMap(([kind, id]) => (id ? [queryClient.prefetchQuery(filterNameQuery(context, kind, id))] : [])),
  ])
}
