/**
 * When a download licence ends: with the entitlement that allowed it (the membership, or the
 * subscription to the movie's creator, whichever lasts longer), and never more than
 * DOWNLOADS.maxOfflineDays after it was granted or checked, so a device that stays offline stops.
 */
import { DOWNLOADS } from '../../../contract/limits'

const DAY_MS = 24 * 60 * 60 * 1000

/** The ends of what may open a movie for one viewer: either may be missing or already past. */
export type EntitlementEnds = { membership: Date | null; creatorSubscription: Date | null }

/** When the viewer's right to watch ends, or null when they have none at `now`. */
export function entitlementEnd(ends: EntitlementEnds, now: Date): Date | null {
  const running = [ends.membership, ends.creatorSubscription].filter(
    (end): end is Date => end !== null && end.getTime() > now.getTime(),
  )
  if (running.length === 0) return null
  return new Date(Math.max(...running.map((end) => end.getTime())))
}

/** The licence's expiry: the entitlement's end, or the longest offline stretch if that comes first. */
export function licenceExpiry(ends: EntitlementEnds, now: Date): Date | null {
  const end = entitlementEnd(ends, now)
  if (end === null) return null
  const offlineLimit = now.getTime() + DOWNLOADS.maxOfflineDays * DAY_MS
  return new Date(Math.min(end.getTime(), offlineLimit))
}
