/**
 * The maintenance behaviour without React: when to try the server again, and
 * the handler that opens the maintenance page when the API client reports the
 * server unavailable (see setServerUnavailableHandler in api/client).
 */
import { TIMING } from '../../../contract/limits'

export const MAINTENANCE_PATH = '/maintenance'

/** Delay before try number `attempt` (0 = the first): 5 s, then 15 s, and the last delay repeats. */
export function retryDelayMs(attempt: number, delays: readonly number[] = TIMING.maintenanceRetryMs): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), delays.length - 1)
  return delays[index] ?? 0
}

/**
 * How long the server may stay unreachable (the client's probes at 2 s and 5 s having failed)
 * before a screen with nothing to show gives way to the maintenance page.
 */
export const OUTAGE_GRACE_MS = 8_000

type QueryStateLike = { data: unknown; status: 'pending' | 'error' | 'success' }

/**
 * "The current screen has nothing to show": none of its queries has data (saved or fresh), and at
 * least one is still waiting or failed. A form without queries, or a feed restored from the device,
 * always has something to show, and keeps it.
 */
export function screenHasNothingToShow(activeQueries: readonly QueryStateLike[]): boolean {
  if (activeQueries.some((query) => query.data !== undefined)) return false
  return activeQueries.some((query) => query.status !== 'success')
}

export function isMaintenancePath(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? ''
  return path === MAINTENANCE_PATH || path === `${MAINTENANCE_PATH}/`
}

export type MaintenanceTriggerOptions = {
  /** Where the user is now: path, search and hash (the router's `latestLocation.href`). */
  currentHref: () => string
  /** Opens the maintenance page. */
  openMaintenance: () => Promise<unknown> | undefined
  /**
   * Asks again before leaving the page: true when the server is still unavailable. A request that
   * fails just as a phone gets its connection back says nothing about the server.
   */
  confirm?: () => Promise<boolean>
}

/**
 * The server-unavailable handler. Many requests fail together in an outage (a screen's queries,
 * their retries, the header's): only the first opens the maintenance page, and nothing happens
 * while the page is opening or already open.
 */
export function createMaintenanceTrigger({
  currentHref,
  openMaintenance,
  confirm = async () => true,
}: MaintenanceTriggerOptions): () => void {
  let isOpening = false
  return function openMaintenanceOnce() {
    if (isOpening || isMaintenancePath(currentHref())) return
    isOpening = true
    const done = () => {
      isOpening = false
    }
    const open = async () => {
      if (!(await confirm().catch(() => true))) return
      if (!isMaintenancePath(currentHref())) await openMaintenance()
    }
    open().then(done, done)
  }
}
