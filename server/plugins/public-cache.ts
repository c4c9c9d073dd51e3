/**
 * Public lists served from memory and the edge (issue 13). A guest's answer to a public list is the
 * same for every guest with the same address, language and theme, so it is kept serialised in a
 * bounded LRU and answered again without touching PostgreSQL, with an ETag (If-None-Match → 304)
 * so a CDN can carry it too (`CDN-Cache-Control`, RFC 9213).
 *
 * Freshness: each entry lives `maxAgeS` at most, and the writes that change a list invalidate it
 * at once in this process (a published post drops every cached post list). Signed-in viewers are
 * never served from here: their answers carry personal state and stay `private, no-store`.
 * With several API processes each keeps its own copy; the TTL bounds how stale another process's
 * copy can be.
 */
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { api } from '../../contract/api'
import { currentCountryCode } from '../modules/purchase/geoip'

type Tag = 'posts' | 'creators' | 'movies' | 'catalogue'

type Policy = {
  tags: readonly Tag[]
  maxAgeS: number
  staleS: number
  /** The answer also depends on the visitor's country (the countries list marks it `is_current`). */
  byCountry?: boolean
}

const LISTS = { maxAgeS: 30, staleS: 300 } as const
const CATALOGUE = { maxAgeS: 300, staleS: 3600 } as const

/** Which answers are public and cacheable for guests, by route, and what invalidates them. */
const PUBLIC_ROUTES: ReadonlyMap<string, Policy> = new Map([
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
const INVALIDATING_WRITES: ReadonlyMap<string, readonly Tag[]> = new Map([
  [`POST ${api.publishPost.path}`, ['posts', 'creators']],
])

const MAX_ENTRIES = 2000
const MAX_BYTES = 32 * 1024 * 1024

type Entry = { body: string; etag: string; storedAt: number; versions: readonly number[]; policy: Policy }

export type PublicCache = {
  /** Drops every entry carrying one of `tags` (after a write that changes them). */
  invalidate: (tags: readonly Tag[]) => void
  size: () => number
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache
  }
  interface FastifyRequest {
    /** Set when this guest request may be stored in the public cache once answered. */
    publicCacheKey: string | null
  }
}

/**
 * Browsers get `no-cache`: they may keep the answer but must ask before using it (a 304 costs a few
 * bytes). A browser-side `stale-while-revalidate` would let Chromium answer from its HTTP cache with
 * the network gone, and the app would take that for an answer from our server: the offline banner
 * would never show (issue 8). Only the edge gets a lifetime, through `CDN-Cache-Control`.
 */
const BROWSER_CACHE_CONTROL = 'public, no-cache'

function cdnCacheControl(policy: Policy): string {
  return `public, max-age=${policy.maxAgeS}, stale-while-revalidate=${policy.staleS}`
}

function isGuest(request: FastifyRequest): boolean {
  return request.headers.authorization === undefined && request.viewer.userId === null
}

function setCachingHeaders(reply: FastifyReply, policy: Policy, geoipHeader: string) {
  reply
    .header('cache-control', BROWSER_CACHE_CONTROL)
    .header('cdn-cache-control', cdnCacheControl(policy))
    .header('vary', policy.byCountry ? `Accept-Language, ${geoipHeader}` : 'Accept-Language')
}

function sendCached(request: FastifyRequest, reply: FastifyReply, entry: Entry, geoipHeader: string) {
  setCachingHeaders(reply, entry.policy, geoipHeader)
  reply.header('etag', entry.etag).header('x-velvet-cache', 'hit')
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
  return reply.type('application/json; charset=utf-8').send(entry.body)
}

type Options = {
  enabled: boolean
  /** GEOIP_COUNTRY_HEADER (purchase/geoip.ts): answers by country are kept per country. */
  geoipHeader: string | undefined
  now?: () => number
}

export const publicCache = fp(async (app: FastifyInstance, options: Options) => {
  const now = options.now ?? Date.now
  const geoipName = options.geoipHeader ?? 'CF-IPCountry, X-Country'
  const entries = new Map<string, Entry>()
  const versions = new Map<Tag, number>()
  let bytes = 0
  const versionsOf = (tags: readonly Tag[]) => tags.map((tag) => versions.get(tag) ?? 0)

  function forget(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  function lookup(key: string, policy: Policy): Entry | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    const current = versionsOf(policy.tags)
    const stale = now() - entry.storedAt > policy.maxAgeS * 1000
    if (stale || entry.versions.some((version, i) => version !== current[i])) {
      forget(key)
      return undefined
    }
    // Least recently used goes first: a hit moves the entry to the end.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  function store(key: string, entry: Entry) {
    forget(key)
    entries.set(key, entry)
    bytes += entry.body.length
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break
      forget(oldest)
    }
  }

  app.decorate('publicCache', {
    invalidate: (tags: readonly Tag[]) => {
      for (const tag of tags) versions.set(tag, (versions.get(tag) ?? 0) + 1)
    },
    size: () => entries.size,
  })
  app.decorateRequest('publicCacheKey', null)
  if (!options.enabled) return

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return
    const policy = PUBLIC_ROUTES.get(request.routeOptions.url ?? '')
    if (!policy || !isGuest(request)) return
    const country = policy.byCountry ? (currentCountryCode(request.headers, options.geoipHeader) ?? '') : ''
    const key = `${request.url}|${request.locale}|${request.siteType}|${country}`
    const entry = lookup(key, policy)
    if (entry) return sendCached(request, reply, entry, geoipName)
    request.publicCacheKey = key
  })

  app.addHook('preSerialization', async (request, reply, payload) => {
    const key = request.publicCacheKey
    const policy = PUBLIC_ROUTES.get(request.routeOptions.url ?? '')
    if (key === null || !policy || reply.statusCode !== 200) return payload
    const body = JSON.stringify(payload)
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    store(key, { body, etag, storedAt: now(), versions: versionsOf(policy.tags), policy })
    setCachingHeaders(reply, policy, geoipName)
    reply.header('etag', etag).header('x-velvet-cache', 'miss')
    // Fastify serialises routes without a response schema with JSON.stringify: the same bytes.
    return payload
  })

  // Before the write's answer leaves: a client that reads right after it never gets the old list.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return payload
    const tags = INVALIDATING_WRITES.get(`${request.method} ${request.routeOptions.url ?? ''}`)
    if (tags) app.publicCache.invalidate(tags)
    return payload
  })
})
