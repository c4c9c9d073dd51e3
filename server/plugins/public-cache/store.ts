/**
 * The serialised public answers, kept in the process: a bounded LRU whose entries die after their
 * policy's max-age or as soon as a write moves one of their tags' versions on.
 */
import type { Policy, Tag } from './policies'

export type Entry = {
  body: Buffer
  etag: string
  /**
   * The headers the full pipeline gave the answer (security, caching), as [name, value, …],
   * replayed on hits; the type apart, since a 304 carries none.
   */
  headerList: readonly string[]
  contentType: string
  storedAt: number
  versions: readonly number[]
  policy: Policy
  /** Compressed bodies, made on the first request that accepts each encoding. */
  encoded: { br?: Buffer; gzip?: Buffer }
}

export type AnswerStore = {
  lookup: (key: string) => Entry | undefined
  store: (key: string, entry: Omit<Entry, 'storedAt' | 'versions' | 'encoded'>) => void
  /** Drops every entry carrying one of `tags` (after a write that changes them). */
  invalidate: (tags: readonly Tag[]) => void
  /** Whether answers under this path differ by the visitor's country (known once one is stored). */
  variesByCountry: (path: string) => boolean
  size: () => number
  /** This store's tag versions, to share with another store invalidated by the same writes. */
  versions: TagVersions
}

/** How far each tag has moved on: an entry stored under older versions is gone. */
export type TagVersions = Map<Tag, number>

const MAX_ENTRIES = 2000
const MAX_BYTES = 32 * 1024 * 1024

/**
 * `versions` may be another store's (`tagVersionsOf`): a write that invalidates one then drops the
 * other's entries of the same tags too.
 */
export function createAnswerStore(
  now: () => number = Date.now,
  versions: TagVersions = new Map<Tag, number>(),
): AnswerStore {
  const entries = new Map<string, Entry>()
  const countryPaths = new Set<string>()
  let bytes = 0
  const versionsOf = (tags: readonly Tag[]) => tags.map((tag) => versions.get(tag) ?? 0)

  function forget(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  return {
    lookup(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      const current = versionsOf(entry.policy.tags)
      const stale = now() - entry.storedAt > entry.policy.maxAgeS * 1000
      if (stale || entry.versions.some((version, i) => version !== current[i])) {
        forget(key)
        return undefined
      }
      // Least recently used goes first: a hit moves the entry to the end.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    store(key, fields) {
      forget(key)
      const entry: Entry = { ...fields, storedAt: now(), versions: versionsOf(fields.policy.tags), encoded: {} }
      entries.set(key, entry)
      bytes += entry.body.length
      if (fields.policy.byCountry) countryPaths.add(key.slice(0, key.search(/[?|]/)))
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break
        forget(oldest)
      }
    },
    invalidate(tags) {
      for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1)
    },
    variesByCountry: (path) => countryPaths.has(path),
    size: () => entries.size,
    versions,
  }
}
