import { QueryClient } from '@tanstack/react-query'
import { isRetryable } from '../api/errors'
import { PERSIST_MAX_AGE, STALE } from './stale-times'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE.minute,
        // Kept as long as the persisted copy may be shown, or restored data would be dropped.
        gcTime: PERSIST_MAX_AGE,
        // 'online' would pause queries while offline and never reach the service worker's cache.
        networkMode: 'offlineFirst',
        retry: (failures, error) => failures < 2 && isRetryable(error),
        // Lists are refreshed by staleness and explicit invalidation, not by every tab switch.
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}
