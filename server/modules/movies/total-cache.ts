/**
 * Short-lived memory of list totals. Paging through a filtered movie list asks for the same count
 * on every page; counting is the one part of a page that grows with the catalogue, so a total is
 * reused for a minute (per database, so test apps never share one). A total a minute old only
 * moves the last page's edge, which the app handles (a short page ends the list).
 */
const TTL_MS = 60_000
const MAX_ENTRIES = 2000

type Entry = { value: number; expires: number }

const caches = new WeakMap<object, Map<string, Entry>>()

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
