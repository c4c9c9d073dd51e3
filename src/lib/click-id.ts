/**
 * R-API-15: the click id of an ad or affiliate link the visitor landed from is kept, so a purchase
 * made later in the visit (or another day) can still be credited to it. The newest landing wins.
 */
import * as v from 'valibot'
import { readStored, STORAGE_KEYS, writeStored } from './storage'

/** The names the click id arrives under in landing URLs. */
const PARAM_NAMES = ['clickid', 'click_id', 'click-id'] as const
const ClickIdSchema = v.pipe(v.string(), v.trim(), v.regex(/^[\w.~-]{1,128}$/))

/** Stores the click id of `search` (a location's query string), if it carries a valid one. */
export function rememberClickId(search: string): void {
  const params = new URLSearchParams(search)
  for (const name of PARAM_NAMES) {
    const parsed = v.safeParse(ClickIdSchema, params.get(name) ?? '')
    if (parsed.success) {
      writeStored(STORAGE_KEYS.clickId, parsed.output)
      return
    }
  }
}

export function storedClickId(): string | undefined {
  return readStored(STORAGE_KEYS.clickId, ClickIdSchema)
}
