/** The IndexedDB store of the downloads' records (idb-keyval: one database, one store, keyed by movie). */
import { createStore, type UseStore } from 'idb-keyval'

export const DOWNLOADS_DB = 'velvet-downloads'

let store: UseStore | undefined

export function recordStore(): UseStore {
  store ??= createStore(DOWNLOADS_DB, 'records')
  return store
}
