/**
 * Removes every download from the device (logout: nothing of the account stays behind). Kept apart
 * from the download engine so logout needs none of its code: the engine, when it is running, hears
 * of it first and stops its downloads before their files are deleted.
 */
import { clear } from 'idb-keyval'
import { DOWNLOADS_CACHE } from '../../../contract/cache-names'
import { recordStore } from './record-store'

type Listener = () => Promise<void>

const listeners = new Set<Listener>()

/** The engine stops (and forgets) every download when this runs; resolves once nothing writes any more. */
export function onDownloadsCleared(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function clearDownloads(): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener().catch(() => undefined)))
  await Promise.all([
    typeof caches === 'undefined' ? undefined : caches.delete(DOWNLOADS_CACHE),
    typeof indexedDB === 'undefined' ? undefined : clear(recordStore()),
  ])
}
