/**
 * Which answers are public for guests, how long the edge may keep them, and which writes make
 * them wrong at once.
 */
import { api } from '../../../contract/api'

export type Tag = 'posts' | 'creators' | 'movies' | 'catalogue'

export type Policy = {
  tags: readonly Tag[]
  maxAgeS: number
  staleS: number
  /** The answer also depends on the visitor's country (the countries list marks it `is_current`). */
  byCountry?: boolean
}

const LISTS = { maxAgeS: 30, staleS: 300 } as const
const CATALOGUE = { maxAgeS: 300, staleS: 3600 } as const

/** Public, cacheable answers for guests, by route pattern, and what invalidates them. */
export const PUBLIC_ROUTES: ReadonlyMap<string, Policy> = new Map([
  [api.celebrities.path, { tags: ['posts'], ...LISTS }],
  [api.feeds.path, { tags: ['posts'], ...LISTS }],
  [api.modelPosts.path, { tags: ['posts'], ...LISTS }],
  [api.outstandings.path, { tags: ['creators'], ...LISTS }],
  [api.webstars.path, { tags: ['creators'], ...LISTS }],
  [api.models.path, { tags: ['creators'], ...LISTS }],
  [api.movies.path, { tags: ['movies'], ...LISTS }],
  [api.hotMovies.path, { tags: ['movies'], ...LISTS }],
  [api.categories.path, { tags: ['catalogue'], ...CATALOGUE }],
  [api.carousels.path, { tags: ['catalogue'], ...CATALOGUE }],
  [api.banners.path, { tags: ['catalogue'], ...CATALOGUE }],
  [api.faqs.path, { tags: ['catalogue'], ...CATALOGUE }],
  [api.languages.path, { tags: ['catalogue'], ...CATALOGUE }],
  [api.countries.path, { tags: ['catalogue'], ...CATALOGUE, byCountry: true }],
  [api.currencies.path, { tags: ['catalogue'], ...CATALOGUE }],
])

/** Writes that change public lists at once (others, such as like counts, wait out the TTL). */
export const INVALIDATING_WRITES: ReadonlyMap<string, readonly Tag[]> = new Map([
  [`POST ${api.publishPost.path}`, ['posts', 'creators']],
])

/**
 * Browsers get `no-cache`: they may keep the answer but must ask before using it (a 304 costs a few
 * bytes). A browser-side `stale-while-revalidate` would let Chromium answer from its HTTP cache with
 * the network gone, and the app would take that for an answer from our server: the offline banner
 * would never show. Only the edge gets a lifetime, through `CDN-Cache-Control` (RFC 9213).
 */
export const BROWSER_CACHE_CONTROL = 'public, no-cache'

export function cdnCacheControl(policy: Policy): string {
  return `public, max-age=${policy.maxAgeS}, stale-while-revalidate=${policy.staleS}`
}
