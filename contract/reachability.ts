/**
 * Can we reach our server? One rule for the page and the service worker, decided by answers, never
 * by `navigator.onLine` alone: that flag stays true on captive portals, dead Wi-Fi, tunnels, and in
 * Chromium after a reload with the network cut.
 *
 * - Any HTTP answer from our origin (even a 4xx or a 503) means reachable.
 * - A request that got no answer (refused, reset, timed out) means unreachable, until an answer comes.
 * - The browser saying it is offline makes us unreachable at once; it saying it is online changes
 *   nothing by itself (it only prompts a probe): the flag may speed the decision up, never slow it down.
 * - An answer to a request sent before the browser last said it was offline is old news: it arrived
 *   late (the page or the worker saw it after the 'offline' event) and does not undo that event.
 *   Answers to requests sent afterwards still count (a server on this machine answers without a network),
 *   but the page asks once more soon after: Chromium cuts a page off before its service worker, and a
 *   request slipping through that gap must not leave the page "online" with no network.
 */

export type Observation = 'answer' | 'no-answer' | 'browser-offline' | 'browser-online'

export type Reachability = {
  reachable: boolean
  /** Why we believe it: what was observed last that changed the state. */
  cause: 'start' | 'answer' | 'no-answer' | 'browser-offline'
  /** When the state last changed (ms since epoch). */
  since: number
  /** When the browser last said it was offline (ms since epoch), if it has. */
  browserOfflineAt?: number
}

export function initialReachability(browserOnline: boolean | undefined, now: number): Reachability {
  return browserOnline === false
    ? { reachable: false, cause: 'browser-offline', since: now, browserOfflineAt: now }
    : { reachable: true, cause: 'start', since: now }
}

/**
 * The state after one observation; the same object when nothing changes (cheap for subscribers).
 * `sentAt` is when the request behind an 'answer' or 'no-answer' was sent, when known.
 */
export function observe(current: Reachability, observation: Observation, now: number, sentAt?: number): Reachability {
  const { browserOfflineAt } = current
  switch (observation) {
    case 'answer':
      if (current.reachable) return current
      if (sentAt !== undefined && browserOfflineAt !== undefined && sentAt <= browserOfflineAt) return current
      return { reachable: true, cause: 'answer', since: now, browserOfflineAt }
    case 'no-answer':
      return current.reachable ? { reachable: false, cause: 'no-answer', since: now, browserOfflineAt } : current
    case 'browser-offline':
      return {
        reachable: false,
        cause: 'browser-offline',
        since: current.reachable ? now : current.since,
        browserOfflineAt: now,
      }
    case 'browser-online':
      return current
  }
}

/**
 * While unreachable, the page asks the server again after these delays (the last repeats), and at
 * once when the browser reports it is back online or the tab comes to the front.
 */
export const PROBE_DELAYS_MS: readonly number[] = [2_000, 5_000, 10_000, 30_000]
const LAST_PROBE_DELAY_MS = 30_000

export function probeDelayMs(attempt: number): number {
  return PROBE_DELAYS_MS[Math.max(0, attempt)] ?? LAST_PROBE_DELAY_MS
}

/** The service worker tells pages what its own requests saw, on this BroadcastChannel. */
export const REACHABILITY_CHANNEL = 'velvet-reachability'

export type ReachabilityMessage = {
  type: 'reachability:observed'
  observation: 'answer' | 'no-answer'
  /** When the worker sent the request (ms since epoch), so a late answer can be told from a fresh one. */
  sentAt?: number
}

export function isReachabilityMessage(data: unknown): data is ReachabilityMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Partial<ReachabilityMessage>
  return (
    message.type === 'reachability:observed' &&
    (message.observation === 'answer' || message.observation === 'no-answer') &&
    (message.sentAt === undefined || typeof message.sentAt === 'number')
  )
}

/**
 * The service worker marks a saved copy it answers with because the network did not answer in time
 * (NetworkFirst's fallback): to the page it looks like a 200, but it is not an answer from the server.
 */
export const SAVED_COPY_HEADER = 'x-velvet-saved-copy'

type HeadersLike = { get: (name: string) => string | null }

/** What a response the page received says about the server. */
export function observationOf(response: { headers: HeadersLike }): 'answer' | 'no-answer' {
  return response.headers.get(SAVED_COPY_HEADER) === null ? 'answer' : 'no-answer'
}

/** Requests that never answer are given up after this long and count as "no answer". */
export const REQUEST_TIMEOUT_MS = 20_000
