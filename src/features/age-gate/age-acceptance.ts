/**
 * The age gate's state: not accepted, then accepted for good. Crawlers never see
 * the gate; a deep link survives the gate through a `redirect` that may only point inside the app.
 */
import * as v from 'valibot'
import { AGE_COOKIE, AGE_COOKIE_MAX_AGE_S, AGE_COOKIE_VALUE, hasAgeCookie } from '../../../contract/age-gate'
import { isCrawler } from '../../../contract/crawler'
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'

/** Where visitors who are not adults are sent. */
export const LEAVE_URL = 'https://www.google.com/'

/** Accepted here, or through the page's plain Enter form before the app ran (the cookie). */
export function isAgeAccepted(): boolean {
  if (readStored(STORAGE_KEYS.ageAccepted, v.literal(true)) === true) return true
  return typeof document !== 'undefined' && hasAgeCookie(document.cookie)
}

/** Kept in both: the app reads its storage, the server the cookie (it sends the page past the gate). */
export function acceptAge(): void {
  writeStored(STORAGE_KEYS.ageAccepted, true)
  if (typeof document === 'undefined') return
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${AGE_COOKIE}=${AGE_COOKIE_VALUE}; Max-Age=${AGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
}

/** Whether this visitor goes through the gate at all. */
export function mustPassAgeGate(): boolean {
  if (typeof navigator !== 'undefined' && isCrawler(navigator.userAgent)) return false
  return !isAgeAccepted()
}

/** Only same-app paths: "/videos?x=1" yes, "//evil.example" or "https://..." no. */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined
  }
  return target === '/' ? undefined : target
}
