/**
 * When the movie text filter runs: with 3 or more characters, or when the box is
 * emptied; 1 or 2 characters wait. Kept pure so the rule is tested on its own.
 */
import { SEARCH_RULE } from '../../../contract/schemas/common'

/** Typing pauses this long before the text filter runs, so one word is one request. */
export const SEARCH_DEBOUNCE_MS = 400

export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_RULE.max)
}

/** Whether this text may be sent as the filter: empty (no filter) or at least 3 characters. */
export function isSearchReady(text: string): boolean {
  const length = normalizeSearch(text).length
  return length === 0 || length >= SEARCH_RULE.min
}

/**
 * The search to apply after typing, or null to leave the list as it is: not ready yet, or the
 * same search as the one shown.
 */
export function searchToApply(draft: string, applied: string | undefined): string | null {
  if (!isSearchReady(draft)) return null
  const next = normalizeSearch(draft)
  return next === (applied ?? '') ? null : next
}

/** A search from a URL, as the API accepts it (a 1 or 2 character search is no search). */
export function searchParam(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  const normalized = normalizeSearch(text)
  return normalized.length >= SEARCH_RULE.min ? normalized : undefined
}
