/**
 * The query cache persisted to IndexedDB (idb-keyval), one entry per user so no cache crosses
 * accounts, written at most once a second because TanStack saves on every cache event.
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, type UseStore } from 'idb-keyval'

export const CACHE_DB = 'velvet-cache'
const STORE = 'queries'
const WRITE_THROTTLE_MS = 1000

export function persistedClientKey(userId: number | null): string {
  return `query-cache:${userId ?? 'guest'}`
}

export function createIdbPersister(key: string, store: UseStore = createStore(CACHE_DB, STORE)): Persister {
  let timer: ReturnType<typeof setTimeout> | undefined
  let latest: PersistedClient | undefined
  const flush = async () => {
    timer = undefined
    if (latest) await set(key, latest, store)
  }
  return {
    persistClient: (client) => {
      latest = client
      timer ??= setTimeout(() => void flush(), WRITE_THROTTLE_MS)
    },
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: async () => {
      clearTimeout(timer)
      timer = undefined
      latest = undefined
      await del(key, store)
    },
  }
}
