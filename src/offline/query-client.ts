import { QueryClient, type QueryKey } from '@tanstack/react-query'
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

/**
 * Puts a write the server confirmed (an outbox answer) into the cached queries under `queryKey`, now
 * and again when each of them that is loading has its answer. That answer may have been read before
 * the write landed (on reconnecting, the lists' refresh and the queue's replay leave together) and
 * would otherwise undo it on screen: a like sent later shown as not liked. Nothing is cancelled, so
 * a caller awaiting one of those loads still gets its answer.
 */
export function applyNowAndAfterLoads(queryClient: QueryClient, queryKey: QueryKey, apply: () => void): void {
  apply()
  const cache = queryClient.getQueryCache()
  const loading = new Set(cache.findAll({ queryKey, predicate: (query) => query.state.fetchStatus !== 'idle' }))
  if (loading.size === 0) return
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || !loading.has(event.query) || event.query.state.fetchStatus !== 'idle') return
    loading.delete(event.query)
    if (loading.size === 0) unsubscribe()
    apply()
  })
}

/**
 * Asks for the queries under `queryKey` again after a write landed, from now. TanStack joins a
 * refetch to the fetch in flight when the query has no data yet, and that fetch may have read the
 * server before the write: on reconnecting, a list's first load and the queue's replay leave
 * together, and a comments sheet would say "No comments yet" under a count of 1. Such a fetch is
 * cancelled first (the query goes back to loading); one with data is cancelled by the refetch itself.
 * Only for lists no caller awaits (a cancelled load rejects its awaiting callers).
 */
export async function refetchFromNow(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus !== 'idle',
  })
  await queryClient.invalidateQueries({ queryKey })
}
