/**
 * Guests' rendered pages, kept in memory and answered again without rendering, with an ETag (a
 * browser that asks again with If-None-Match gets a 304).
 *
 * A page is rendered as a guest's whatever the request carries (pages.ts), so two guests asking the
 * same address get the same page when what it was rendered from is the same: its address (path and
 * query), its language and theme as the render reads them from the request, whether the visitor is
 * past the age gate, whether a crawler asks, and the visitor's country. The page's data is the public
 * lists': an entry lives as long as they do (their max-age) and carries their tag versions, which the
 * public cache's store shares with this one, so the write that drops a public list (a published post)
 * drops every page at once.
 *
 * A member's request (a bearer token, or the session's cookies) is never answered from here nor kept:
 * it is rendered for itself, `private`. A request carrying a passed age check's cookie neither, since
 * its reads were opened by that device's check.
 *
 * The page's inline scripts run by the nonce its Content-Security-Policy names; a kept page keeps the
 * nonce it was rendered with and answers with the policy naming it. Every byte of the kept page was
 * fixed by its render, so knowing that nonce lets nobody add a script to it.
 */
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isCrawler } from '../../contract/crawler'
import { isPastAgeGate, preferencesOfRequest } from '../../contract/visitor'
import { MEDIA_COOKIE, REFRESH_COOKIE } from '../modules/auth/index'
import { currentCountryCode } from '../modules/purchase/index'
import { type AnswerStore, answerFromStore } from './public-cache/index'
import type { Policy } from './public-cache/policies'

/** Every kind of public data: a page may show any of them. */
const PAGE_POLICY: Policy = { tags: ['posts', 'creators', 'movies', 'catalogue'], maxAgeS: 30, staleS: 300 }

export const PAGE_VARY = 'Accept-Encoding, Accept-Language, Cookie, User-Agent'

/** Response headers of a render that belong to one transfer or are set again on every answer. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'set-cookie',
  'etag',
  'content-type',
  'cache-control',
  'vary',
])

export type PageCache = {
  /** The key of this request's page when it may be answered from, and kept in, the cache; null when not. */
  keyOf(request: FastifyRequest, options: { ageResultCookie: string | undefined }): string | null
  /** Answers the request from the kept page (200 or 304) and hands the reply over; false when none is kept. */
  answer(key: string, request: FastifyRequest, reply: FastifyReply): boolean
  /** The render of this page under way, if any; settles once it is kept (or found not to be keepable). */
  rendering(key: string): Promise<void> | undefined
  /** Notes a render of this page under way until `render` settles. */
  startRendering(key: string, render: Promise<unknown>): void
  /** Keeps a rendered page with the policy naming its nonce; its ETag, for the answer being sent. */
  keep(key: string, page: { body: Buffer; contentType: string; policy: string; headers: Headers }): string
}

/** Whether the request comes from a signed-in member (or says it does): never a guest's page. */
export function isMemberRequest(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {}
  return (
    request.headers.authorization !== undefined ||
    cookies[REFRESH_COOKIE] !== undefined ||
    cookies[MEDIA_COOKIE] !== undefined ||
    (request.viewer?.userId ?? null) !== null
  )
}

export function createPageCache(store: AnswerStore, geoipHeader: string | undefined): PageCache {
  const underway = new Map<string, Promise<void>>()
  return {
    keyOf(request, { ageResultCookie }) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null
      if (isMemberRequest(request)) return null
      if (ageResultCookie && request.cookies?.[ageResultCookie] !== undefined) return null
      const url = new URL(request.url, 'http://page')
      const cookie = request.headers.cookie
      const userAgent = request.headers['user-agent'] ?? ''
      const { locale, siteType } = preferencesOfRequest({
        search: url.searchParams,
        cookie,
        acceptLanguage: request.headers['accept-language'],
      })
      const pastGate = isPastAgeGate({ pathname: url.pathname, cookie, userAgent })
      const country = currentCountryCode(request.headers, geoipHeader) ?? ''
      return `${request.url}|${locale}|${siteType}|${pastGate ? 'past' : 'gate'}|${isCrawler(userAgent) ? 'crawler' : ''}|${country}`
    },
    answer(key, request, reply) {
      const entry = store.lookup(key)
      if (!entry) return false
      reply.hijack()
      // Node sends no body to a HEAD request.
      answerFromStore(entry, request.raw, reply.raw)
      return true
    },
    rendering: (key) => underway.get(key),
    startRendering(key, render) {
      const settled = render.then(
        () => undefined,
        () => undefined,
      )
      underway.set(key, settled)
      void settled.then(() => {
        if (underway.get(key) === settled) underway.delete(key)
      })
    },
    keep(key, page) {
      const etag = `"${createHash('sha1').update(page.body).digest('base64url')}"`
      const headerList: string[] = []
      for (const [name, value] of page.headers) if (!NOT_KEPT.has(name)) headerList.push(name, value)
      headerList.push('cache-control', 'no-cache', 'vary', PAGE_VARY, 'content-security-policy', page.policy)
      store.store(key, { body: page.body, etag, headerList, contentType: page.contentType, policy: PAGE_POLICY })
      return etag
    },
  }
}
