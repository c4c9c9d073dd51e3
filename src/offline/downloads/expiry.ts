/**
 * Whether a download may be played now, from its record alone (no network): until its licence's
 * expiry, and never longer than DOWNLOADS.maxOfflineDays after the server last confirmed it.
 */
import { DOWNLOADS } from '../../../contract/limits'
import type { DownloadRecord } from './record'

const DAY_MS = 24 * 60 * 60 * 1000
/** A device clock set back before the last check (beyond small corrections) reopens nothing. */
const CLOCK_SLACK_MS = 60 * 60 * 1000

/**
 * playable: within its licence. expired: past it (or the clock was set back); it stays on the device
 * until the re-check says whether the entitlement was renewed. lapsed: the device has not reached
 * the server for the longest offline stretch: the download is deleted.
 */
export type Playability = 'playable' | 'expired' | 'lapsed'

export function playabilityOf(record: Pick<DownloadRecord, 'expiresAt' | 'checkedAt'>, now: Date): Playability {
  const time = now.getTime()
  const checked = Date.parse(record.checkedAt)
  if (!Number.isFinite(checked) || time >= checked + DOWNLOADS.maxOfflineDays * DAY_MS) return 'lapsed'
  if (time < checked - CLOCK_SLACK_MS || time >= Date.parse(record.expiresAt)) return 'expired'
  return 'playable'
}
