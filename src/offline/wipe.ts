/**
 * Logout removes the user's data from this device: their persisted query cache, the
 * actions they queued, the worker's runtime caches (lists and pictures they looked at), the movies
 * they downloaded and the app badge. Nothing here needs the network.
 */
import { RUNTIME_CACHES } from '../../contract/cache-names'
import { clearDownloads } from './downloads/clear'
import { clearOutbox } from './outbox'
import { forgetPersistedClient, persistedClientKey } from './persister'

export async function wipeUserData(userId: number): Promise<void> {
  await Promise.all([
    forgetPersistedClient(persistedClientKey(userId)),
    clearOutbox(userId),
    clearDownloads(),
    ...(typeof caches === 'undefined' ? [] : Object.values(RUNTIME_CACHES).map((name) => caches.delete(name))),
    (navigator as Navigator & { clearAppBadge?: () => Promise<void> }).clearAppBadge?.().catch(() => undefined),
  ])
}
