/**
 * Public lists served from memory and the edge. A guest's answer to a public list is the
 * same for every guest with the same address, language and theme, so it is kept serialised with
 * its headers (store.ts) and answered again without touching PostgreSQL, with an ETag
 * (If-None-Match → 304) so a CDN can carry it too (`CDN-Cache-Control`, RFC 9213).
 *
 * The first answer goes through the whole pipeline (validation, security headers, the route);
 * the plugin below keeps it. Later ones are written by answer.ts: in front of Fastify when the
 * server comes from `frontDoorServer` (a hit then costs about what a bare node:http answer does),
 * else from this plugin's first hook.
 *
 * Freshness: each entry lives its policy's max-age at most, and the writes that change a list
 * invalidate it at once in this process (a published post drops every cached post list).
 * Signed-in viewers are never served from here: their answers carry personal state and stay
 * `private, no-store`. With several API processes each keeps its own copy; the TTL bounds how
 * stale another process's copy can be. Where a region asks for an age check, the front door hands
 * its visitors to Fastify, whose age gate answers before this plugin does.
 */
import { createHash } from 'node:crypto'
import http, { type IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyServerFactory } from 'fastify'
import fp from 'fastify-plugin'
import { RawJson } from '../../lib/raw-json'
import { answerFromMemory, answerKey } from './answer'
import { BROWSER_CACHE_CONTROL, cdnCacheControl, INVALIDATING_WRITES, type Policy, PUBLIC_ROUTES } from './policies'
import type { AnswerStore } from './store'

export { answerFromStore } from './answer'
export { type AnswerStore, createAnswerStore } from './store'

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: Pick<AnswerStore, 'invalidate' | 'size'>
  }
  interface FastifyRequest {
    /** Set when this guest request's answer may be kept once answered. */
    publicCacheKey: string | null
    publicCacheBody: string | null
  }
}

/** Headers that belong to one transfer, not to the answer: never replayed. */
const PER_TRANSFER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'etag',
  'x-velvet-cache',
  'content-type',
])

type Options = {
  store: AnswerStore
  enabled: boolean
  /** GEOIP_COUNTRY_HEADER (purchase/geoip.ts): answers by country are kept per country. */
  geoipHeader: string | undefined
}

/** In lower case: @fastify/compress then sees its `accept-encoding` there and adds no second one. */
function varyOf(policy: Policy, geoipHeader: string | undefined): string {
  const country = geoipHeader ?? 'cf-ipcountry, x-country'
  return policy.byCountry ? `accept-encoding, accept-language, ${country}` : 'accept-encoding, accept-language'
}

function replayable(reply: FastifyReply): string[] {
  const list: string[] = []
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || PER_TRANSFER.has(name)) continue
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one))
  }
  return list
}

export const publicCache = fp(async (app: FastifyInstance, options: Options) => {
  const { store, geoipHeader } = options
  app.decorate('publicCache', { invalidate: store.invalidate, size: store.size })
  app.decorateRequest('publicCacheKey', null)
  app.decorateRequest('publicCacheBody', null)
  if (!options.enabled) return

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return
    const policy = PUBLIC_ROUTES.get(request.routeOptions.url ?? '')
    if (!policy || request.viewer.userId !== null) return
    if (answerFromMemory(store, geoipHeader, request.raw, reply.raw)) return reply.hijack()
    request.publicCacheKey = answerKey(request.url, request.headers, geoipHeader, policy.byCountry === true)
  })

  app.addHook('preSerialization', async (request, reply, payload) => {
    const policy = PUBLIC_ROUTES.get(request.routeOptions.url ?? '')
    if (request.publicCacheKey === null || !policy || reply.statusCode !== 200) return payload
    // Fastify serialises routes without a response schema with JSON.stringify, and RawJson as its
    // text (lib/route.ts): the same bytes either way.
    const body = payload instanceof RawJson ? payload.json : JSON.stringify(payload)
    request.publicCacheBody = body
    reply
      .header('cache-control', BROWSER_CACHE_CONTROL)
      .header('cdn-cache-control', cdnCacheControl(policy))
      .header('vary', varyOf(policy, geoipHeader))
      .header('etag', `"${createHash('sha1').update(body).digest('base64url')}"`)
      .header('x-velvet-cache', 'miss')
    return payload
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET') {
      const policy = PUBLIC_ROUTES.get(request.routeOptions.url ?? '')
      const key = request.publicCacheKey
      const body = request.publicCacheBody
      // Kept with the headers every other hook gave it, so a hit looks exactly like this answer.
      if (key !== null && body !== null && policy && reply.statusCode === 200) {
        store.store(key, {
          body: Buffer.from(body),
          etag: String(reply.getHeader('etag')),
          headerList: replayable(reply),
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          policy,
        })
      }
      return payload
    }
    // Before the write's answer leaves: a client that reads right after it never gets the old list.
    if (reply.statusCode >= 300) return payload
    const tags = INVALIDATING_WRITES.get(`${request.method} ${request.routeOptions.url ?? ''}`)
    if (tags) store.invalidate(tags)
    return payload
  })
})

/**
 * Fastify's HTTP server with the public answers in front: a stored answer leaves before routing,
 * hooks and logging (an edge's access log is where such hits are counted).
 */
export function frontDoorServer(
  store: AnswerStore,
  geoipHeader: string | undefined,
  /** Requests that must meet the app's gates first (a region that asks for an age check): never answered here. */
  mustPassGate?: (headers: IncomingHttpHeaders) => boolean,
): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number }
    const server = http.createServer((request, response) => {
      if (mustPassGate?.(request.headers) || !answerFromMemory(store, geoipHeader, request, response)) {
        handler(request, response)
      }
    })
    // What Fastify sets on the server it makes itself.
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000
    server.requestTimeout = options.requestTimeout ?? 0
    server.setTimeout(options.connectionTimeout ?? 0)
    return server
  }
}
