import { useSyncExternalStore } from 'react'
import { getSession, type SessionState, subscribeSession } from './session'

/**
 * What a server render and the hydration that follows it see: nobody known yet. The server renders
 * every page as the public one (the page request carries no session: the refresh cookie is scoped
 * to the API), and the browser's first render matches it; the signed-in parts follow once the
 * session is restored.
 */
const UNKNOWN: SessionState = { status: 'unknown', user: null, accessToken: null, expiresAt: 0 }

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => UNKNOWN)
}
