/**
 * Keeps the session alive and ends it cleanly: restores it at start from the refresh cookie,
 * renews the access token before use once it is past 90% of its life (never while it is fresh),
 * checks every 60 s, and reports when the server refuses the session (another device logged in,
 * the refresh was refused) so the app can go to the signed-out page.
 */
import { api } from '../../contract/api'
import { SESSION_REFRESH_LOCK } from '../../contract/outbox/action'
import type { AuthSession } from '../../contract/schemas/user'
import { request, setAuthHooks } from './client'
import { isApiError } from './errors'
import { onReachabilityChange } from './reachability'
import {
  currentSessionGeneration,
  endSession,
  getSession,
  isTokenFresh,
  readSessionHint,
  resumeOfflineSession,
  startSession,
} from './session'

/** Periodic check of the token's age, every 60 s. */
export const REFRESH_CHECK_INTERVAL_MS = 60_000

export type SessionLostReason = 'unauthorized' | 'refresh-refused'

let onSessionLost: (reason: SessionLostReason) => void = () => {}
let refreshInFlight: Promise<boolean> | null = null

/**
 * Runs `task` while holding the browser-wide refresh lock, so two tabs (or a tab and the service
 * worker) never present the same refresh cookie at once: the server treats that as token reuse and
 * ends the session. Browsers without the Web Locks API have one tab's single flight only.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(SESSION_REFRESH_LOCK, task)
  return task()
}

/** How long a refresh may take at start before it counts as unanswered (the session then resumes offline). */
export const REFRESH_TIMEOUT_MS = 8_000

/**
 * One refresh. Its answer counts only for the session it was asked for: a session that ended
 * meanwhile (a logout, a refused call) stays ended, and one started meanwhile (a login) stays.
 */
async function renew(): Promise<boolean> {
  const askedIn = currentSessionGeneration()
  try {
    // Screens and guards wait on this at start: a server that does not answer must not hold them
    // long (the session then resumes offline from its hint). A lost answer is safe to retry.
    const session = await request(api.refresh, { auth: 'none', timeoutMs: REFRESH_TIMEOUT_MS })
    if (currentSessionGeneration() !== askedIn) return false
    startSession(session.data)
    return true
  } catch (error) {
    if (currentSessionGeneration() !== askedIn) return false
    if (isApiError(error) && error.status === 401) {
      const wasSignedIn = getSession().status === 'user'
      endSession(error.code)
      if (wasSignedIn) onSessionLost('refresh-refused')
      return false
    }
    // Offline or server down: keep the session; the next call tries again.
    return false
  }
}

/** Renews the access token with the refresh cookie; one call at a time however many ask. */
export function refreshSession(): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = withRefreshLock(() => renew()).finally(() => {
      refreshInFlight = null
    })
  }
  return refreshInFlight
}

/** The session once it is known: at start, waits for the restore (its refresh request) to end. */
async function knownSession() {
  if (getSession().status === 'unknown') await restoreSession()
  return getSession()
}

export async function getAccessToken(): Promise<string | null> {
  // At start, wait until we know who is signed in: a request sent before would go out as a guest
  // and its answer (locked content, no membership) would be cached as the user's.
  const session = await knownSession()
  if (session.status !== 'user') return null
  if (!isTokenFresh()) await refreshSession()
  return getSession().accessToken
}

/** The user is still signed in, but no token can be had right now (offline, server unreachable). */
export class TokenUnavailable extends Error {
  constructor() {
    super('No access token right now')
    this.name = 'TokenUnavailable'
  }
}

/**
 * A valid access token when `userId` is the signed-in user, for the outbox's replays; null when
 * that user's session is gone (their queued actions are then shown as failed, not sent as someone
 * else). Throws TokenUnavailable when the session lives on but the refresh could not reach the
 * server: the replay stops and tries again later, instead of calling the session ended.
 */
export async function getAccessTokenFor(userId: number): Promise<string | null> {
  const token = await getAccessToken()
  if (getSession().user?.id !== userId) return null
  if (token === null) throw new TokenUnavailable()
  return token
}

/** Set before the reload that follows a refused refresh; the page loaded next says why, once. */
const SESSION_ENDED_KEY = 'velvet.session-ended'

/**
 * A refused refresh: the stored tokens are already cleared (endSession), and the page loads
 * again, a guest's, so nothing the user's session held in memory lives on.
 */
export function reloadAfterRefusedRefresh(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1')
  } catch {
    // Without session storage the page still reloads; it just cannot say why.
  }
  window.location.reload()
}

/**
 * Whether this page load follows a refused refresh, read as the page starts: the page that reloads
 * may still render after setting it (its session ended), and must not take it.
 */
let followsRefusedRefresh = (() => {
  try {
    const ended = sessionStorage.getItem(SESSION_ENDED_KEY) !== null
    sessionStorage.removeItem(SESSION_ENDED_KEY)
    return ended
  } catch {
    return false
  }
})()

/** True once, on the page load that follows a refused refresh. */
export function takeSessionEndedNotice(): boolean {
  const ended = followsRefusedRefresh
  followsRefusedRefresh = false
  return ended
}

/** Wires the client, restores the session (when a hint says there was one) and starts the timer. */
export function initSession(options: { onSessionLost: (reason: SessionLostReason) => void }): Promise<void> {
  onSessionLost = options.onSessionLost
  setAuthHooks({
    getAccessToken,
    onUnauthorized: (code) => {
      if (getSession().status !== 'user') return
      endSession(code)
      onSessionLost('unauthorized')
    },
  })
  const refreshIfStale = () => {
    if (getSession().status === 'user' && !isTokenFresh()) void refreshSession()
  }
  setInterval(refreshIfStale, REFRESH_CHECK_INTERVAL_MS)
  // The server answers again after an offline start: get the token the restore could not.
  onReachabilityChange((state) => {
    if (state.reachable) refreshIfStale()
  })
  return restoreSession()
}

let restored: Promise<void> | null = null

/** Resolves once we know whether someone is signed in; guards wait on it. */
export function restoreSession(): Promise<void> {
  restored ??= (async () => {
    const hint = readSessionHint()
    if (!hint) {
      endSession()
      return
    }
    await refreshSession()
    // Unanswered (offline): keep the last known user rather than signing them out.
    if (getSession().status === 'unknown') resumeOfflineSession(hint.user)
  })()
  return restored
}

/**
 * Whether a member is signed in, once that is known. Screens can show before the session is restored
 * at start (a persisted feed paints at once): a tap that needs a member waits for the answer here
 * instead of reading 'unknown' as a guest and asking a signed-in member to log in.
 */
export async function isSignedIn(): Promise<boolean> {
  return (await knownSession()).status === 'user'
}

export function applyAuthSession(session: AuthSession): void {
  startSession(session.data)
}
