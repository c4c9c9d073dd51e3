/**
 * Short-lived memory of list totals (counts cached). Paging through a list asks for the
 * same count on every page; counting is the one part of a page that grows with the catalogue, so a
 * total is reused for a minute (per database, so test apps never share one). A total a minute old
 * only moves the last page's edge, which the app handles (a short page ends the list); writes that
 * change a list's size at once (a published post) forget its totals.
 */
const TTL_MS = 60_000
const MAX_ENTRIES = 2000

type Entry = { value: number; expires: number }

const caches = new WeakMap<object, Map<string, Entry>>()

/** `key` starts with the list's kind and a colon (`posts:…`), so `forgetTotals` can find it. */
export async function cachedTotal(
  owner: object,
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  let cache = caches.get(owner)
  if (!cache) {
    cache = new Map()
    caches.set(owner, cache)
  }
  const hit = cache.get(key)
  if (hit && hit.expires > now) return hit.value
  const value = await count()
  if (cache.size >= MAX_ENTRIES) cache.clear()
  cache.set(key, { value, expires: now + TTL_MS })
  return value
}

/** Forgets every total whose key starts with `kind:` (after a write that changes those lists). */
export function forgetTotals(owner: object, kind: string) {
  const cache = caches.get(owner)
  if (!cache) return
  for (const key of cache.keys()) if (key.startsWith(`${kind}:`)) cache.delete(key)
}
