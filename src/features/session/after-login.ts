/**
 * Actions a guest starts that need an account (like or favourite a movie, follow a creator): the
 * guest logs in first and the action then happens by itself back on the page (guests
 * authenticate first and the action is then retried). One intent at a time, forgotten after a
 * while so an old tap never fires days later.
 */
import * as v from 'valibot'
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '../../lib/storage'

const INTENT_TTL_MS = 30 * 60 * 1000

const IntentSchema = v.object({ action: v.string(), target: v.string(), at: v.number() })

/** Remembers that the guest wanted `action` on `target` (e.g. `movie_like`, `movie:42`). */
export function rememberIntent(action: string, target: string): void {
  writeStored(STORAGE_KEYS.afterLogin, { action, target, at: Date.now() })
}

export function forgetIntent(): void {
  removeStored(STORAGE_KEYS.afterLogin)
}

/** The actions still wanted on `target` (and forgets them), once a user is signed in. */
export function takeIntent(target: string): string | undefined {
  const intent = readStored(STORAGE_KEYS.afterLogin, IntentSchema)
  if (!intent || intent.target !== target) return undefined
  forgetIntent()
  return Date.now() - intent.at <= INTENT_TTL_MS ? intent.action : undefined
}

/** Pages where "come back here after logging in" makes no sense: the account pages themselves. */
const NO_RETURN = /^\/(login|signup|finish|recover|verify|signedout|logout|token_login|maintenance)(\/|\?|$)/

/**
 * The login link from the page at `currentHref` (path, search and hash): it brings the user back
 * there afterwards, except from the account pages themselves.
 */
export function loginHrefFrom(currentHref: string): string {
  if (
    !currentHref.startsWith('/') ||
    currentHref.startsWith('//') ||
    currentHref === '/' ||
    NO_RETURN.test(currentHref)
  )
    return '/login'
  return `/login?redirect=${encodeURIComponent(currentHref)}`
}
