/**
 * The app's one download engine, wired to the API, the device's stores, the app's reachability and
 * its other tabs. Logout clears it (clear.ts); the boot starts it for a member with downloads
 * (start.ts); screens read it through use-downloads.ts.
 */
import { api } from '../../../contract/api'
import type { DownloadLicence } from '../../../contract/schemas/download'
import { request } from '../../api/client'
import { onReachabilityChange, reportObservation } from '../../api/reachability'
import { onDownloadsCleared } from './clear'
import { DownloadEngine } from './engine'
import { deleteStoredFiles, putStoredFile } from './files'
import { deleteRecord, readRecords, writeRecord } from './records'

const CHANNEL = 'velvet-downloads'

let engine: DownloadEngine | undefined

/** A licence to download the movie in one quality (the highest when left out): the offer, and the start. */
export async function requestDownloadLicence(movieId: number, height?: number): Promise<DownloadLicence> {
  return (await request(api.downloadLicence, { body: { movie_id: movieId, ...(height ? { height } : {}) } })).data
}

function createEngine(): DownloadEngine {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL)
  const created = new DownloadEngine({
    grant: requestDownloadLicence,
    check: async (movieIds) =>
      (await request(api.downloadLicenceCheck, { query: { movie_ids: movieIds.join(',') } })).data,
    // The member's media cookie goes with it (same origin): the signed folder is theirs only.
    fetchFile: (url, signal) => fetch(url, { signal, credentials: 'same-origin', cache: 'no-store' }),
    records: { read: readRecords, write: writeRecord, remove: deleteRecord },
    files: { put: putStoredFile, removeAll: deleteStoredFiles },
    estimate: async () => navigator.storage?.estimate?.(),
    now: () => new Date(),
    reportNoAnswer: () => reportObservation('no-answer'),
    exclusively: (movieId, task) =>
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request(`velvet-download-${movieId}`, { ifAvailable: true }, (lock) =>
            lock ? task() : undefined,
          )
        : task(),
    announce: (movieId) => channel?.postMessage({ movieId }),
  })
  channel?.addEventListener('message', (event: MessageEvent<{ movieId?: unknown }>) => {
    if (typeof event.data?.movieId === 'number') void created.refresh(event.data.movieId).catch(() => undefined)
  })
  onDownloadsCleared(() => created.forgetAll())
  onReachabilityChange((state) => {
    if (state.reachable) void created.reconnected()
  })
  return created
}

export function downloadEngine(): DownloadEngine {
  engine ??= createEngine()
  return engine
}
