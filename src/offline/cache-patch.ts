/**
 * The one way to change an item wherever it is cached: under `queryKey`, as the query's own answer,
 * in a list, in a `{ data: [...] }` page or in the pages of an infinite query. Screens that show the
 * same post, creator or movie then agree at once after an optimistic change or the server's answer.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query'

type WithId = { id: number }

/** What the cached item looks like: an object with a numeric id and, where given, these fields. */
export function itemWith(...fields: string[]): (value: unknown) => value is WithId {
  return (value): value is WithId =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WithId).id === 'number' &&
    fields.every((field) => field in value)
}

function patchIn(data: unknown, match: (value: unknown) => boolean, update: (item: never) => unknown): unknown {
  if (match(data)) return update(data as never)
  if (Array.isArray(data)) return data.map((item) => (match(item) ? update(item as never) : item))
  if (typeof data !== 'object' || data === null) return data
  if ('pages' in data && Array.isArray(data.pages))
    return { ...data, pages: data.pages.map((page: unknown) => patchIn(page, match, update)) }
  if ('data' in data && Array.isArray(data.data))
    return { ...data, data: data.data.map((item: unknown) => (match(item) ? update(item as never) : item)) }
  return data
}

/** Replaces the item `id` (recognised by `isItem`) with `update(item)` in every query under `queryKey`. */
export function patchCachedItem<T extends WithId>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  isItem: (value: unknown) => boolean,
  id: number,
  update: (item: T) => T,
): void {
  const match = (value: unknown) => isItem(value) && (value as WithId).id === id
  queryClient.setQueriesData({ queryKey }, (data: unknown) =>
    data === undefined ? data : patchIn(data, match, update as (item: never) => unknown),
  )
}
