/**
 * Changes one creator wherever it is cached under `creators` (the profile, the webstars sections,
 * the model lists), so following shows the same on every screen at once.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Creator } from '../../../contract/schemas/creator'
import { creatorKeys } from './queries'

type WithId = { id: number }

function isCreatorLike(value: unknown): value is WithId {
  return typeof value === 'object' && value !== null && typeof (value as WithId).id === 'number' && 'following' in value
}

function mapList<T>(list: T[], id: number, update: (creator: Creator) => Creator): T[] {
  return list.map((item) => (isCreatorLike(item) && item.id === id ? (update(item as unknown as Creator) as T) : item))
}

/** Walks the shapes cached under `creators`: one creator, a `{data: [...]}` page, infinite pages. */
function updateIn(data: unknown, id: number, update: (creator: Creator) => Creator): unknown {
  if (Array.isArray(data)) return mapList(data, id, update)
  if (isCreatorLike(data)) return data.id === id ? update(data as unknown as Creator) : data
  if (typeof data !== 'object' || data === null) return data
  if ('pages' in data && Array.isArray(data.pages)) {
    return { ...data, pages: data.pages.map((page: unknown) => updateIn(page, id, update)) }
  }
  if ('data' in data && Array.isArray(data.data)) return { ...data, data: mapList(data.data, id, update) }
  return data
}

export function updateCachedCreator(queryClient: QueryClient, id: number, update: (creator: Creator) => Creator): void {
  queryClient.setQueriesData({ queryKey: creatorKeys.all }, (data: unknown) =>
    data === undefined ? data : updateIn(data, id, update),
  )
}
