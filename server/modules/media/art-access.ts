/**
 * A bounded memory of what the public artwork route may serve per image (see repository.ts),
 * so a page of thumbnails costs no query per picture. Least recently used entries go first;
 * an answer is trusted for a few minutes (a post's kind does not change after it is published),
 * an `unknown` for less, so a newly published picture is soon served.
 */
import type { ArtAccess } from './repository'

export type ArtAccessCache = { get: (base: string) => Promise<ArtAccess> }

export function createArtAccessCache(
  lookup: (base: string) => Promise<ArtAccess>,
  options: { maxEntries: number; ttlMs: number; unknownTtlMs: number; now?: () => number },
): ArtAccessCache {
  const now = options.now ?? Date.now
  const entries = new Map<string, { access: ArtAccess; until: number }>()
  return {
    async get(base) {
      const cached = entries.get(base)
      if (cached && cached.until > now()) {
        entries.delete(base)
        entries.set(base, cached)
        return cached.access
      }
      const access = await lookup(base)
      entries.delete(base)
      entries.set(base, { access, until: now() + (access === 'unknown' ? options.unknownTtlMs : options.ttlMs) })
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return access
    },
  }
}
