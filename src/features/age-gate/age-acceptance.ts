/**
 * The age gate's state (000 §2, §4): not accepted, then accepted for good. Crawlers never see
 * the gate; a deep link survives the gate through a `redirect` that may only point inside the app.
 */
import * as v from 'valibot'
import { isCrawler } from '../../lib/crawler'
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'

export function isAgeAccepted(): boolean {
  return readStored(STORAGE_KEYS.ageAccepted, v.literal(true)) === true
}

export function acceptAge(): void {
  writeStored(STORAGE_KEYS.ageAccepted, true)
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
