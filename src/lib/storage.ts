/**
 * Local storage keys and safe access: every read is validated and falls back to a default,
 * and storage that throws (private mode, quota, disabled) never breaks the app.
 */
import * as v from 'valibot'
import { STORAGE_KEYS, type StorageKey } from './storage-keys'

export { STORAGE_KEYS, type StorageKey }

export function readStored<S extends v.GenericSchema>(key: StorageKey, schema: S): v.InferOutput<S> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key)
    if (raw === null || raw === undefined) return undefined
    const parsed = v.safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage unavailable: the preference lasts for this page only.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    globalThis.localStorage?.removeItem(key)
  } catch {
    // Nothing to remove where storage is unavailable.
  }
}
