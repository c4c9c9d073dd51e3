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

/**
 * Writes waiting for the throttle, per entry and shared by every persister of that entry, so
 * removing an entry (logout) also cancels a write another instance was about to make.
 */
const pendingWrites = new Map<string, { timer: ReturnType<typeof setTimeout>; write: () => Promise<void> }>()

async function flushEntry(key: string): Promise<void> {
  const pending = pendingWrites.get(key)
  pendingWrites.delete(key)
  if (!pending) return
  clearTimeout(pending.timer)
  await pending.write()
}

/**
 * Writes what waits for the throttle now: after a change the next page load must not undo (a
 * purchase invalidated the saved lists), and when the page goes away (a reload, a closed tab).
 */
export async function flushPersistedCache(): Promise<void> {
  await Promise.all([...pendingWrites.keys()].map(flushEntry))
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flushPersistedCache())

/**
 * How many times each entry was forgotten at logout. A persister made before the last time (the
 * signed-out user's, whose query client still changes while the app unmounts it) writes nothing:
 * the user's cache must not come back to the device after logout.
 */
const removals = new Map<string, number>()

/** Logout: deletes the entry and stops every existing persister of it from writing it again. */
export async function forgetPersistedClient(key: string, store: UseStore = createStore(CACHE_DB, STORE)) {
  removals.set(key, (removals.get(key) ?? 0) + 1)
  await createIdbPersister(key, store).removeClient()
}

export function createIdbPersister(key: string, store: UseStore = createStore(CACHE_DB, STORE)): Persister {
  const removalsAtStart = removals.get(key) ?? 0
  return {
    persistClient: (client) => {
      if ((removals.get(key) ?? 0) !== removalsAtStart) return
      const pending = pendingWrites.get(key)
      const write = () => set(key, client, store)
      if (pending) pending.write = write
      else pendingWrites.set(key, { write, timer: setTimeout(() => void flushEntry(key), WRITE_THROTTLE_MS) })
    },
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: async () => {
      clearTimeout(pendingWrites.get(key)?.timer)
      pendingWrites.delete(key)
      await del(key, store)
    },
  }
}
