/**
 * Changes one creator wherever it is cached under `creators` (the profile, the webstars sections,
 * the model lists), so following shows the same on every screen at once.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Creator } from '../../../contract/schemas/creator'
import { itemWith, patchCachedItem } from '../../offline/cache-patch'
import { creatorKeys } from './queries'

const isCreator = itemWith('following')

export function updateCachedCreator(queryClient: QueryClient, id: number, update: (creator: Creator) => Creator): void {
  patchCachedItem(queryClient, creatorKeys.all, isCreator, id, update)
}
