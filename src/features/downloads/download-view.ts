import { playabilityOf } from '../../offline/downloads/expiry'
import type { DownloadError, DownloadRecord } from '../../offline/downloads/record'

/** How a download shows, from its record and the time. */
export type DownloadView =
  | { kind: 'progress'; state: 'downloading' | 'waiting' | 'paused'; percent: number }
  | { kind: 'failed'; error: DownloadError }
  | { kind: 'ready'; expiresAt: Date }
  | { kind: 'expired' }

export function percentOf(record: Pick<DownloadRecord, 'bytesDone' | 'bytesTotal'>): number {
  if (record.bytesTotal <= 0) return 0
  return Math.min(100, Math.floor((record.bytesDone / record.bytesTotal) * 100))
}

export function viewOf(record: DownloadRecord, now: Date): DownloadView {
  switch (record.state) {
    case 'complete':
      return playabilityOf(record, now) === 'playable'
        ? { kind: 'ready', expiresAt: new Date(record.expiresAt) }
        : { kind: 'expired' }
    case 'failed':
      return { kind: 'failed', error: record.error ?? 'failed' }
    default:
      return { kind: 'progress', state: record.state, percent: percentOf(record) }
  }
}
