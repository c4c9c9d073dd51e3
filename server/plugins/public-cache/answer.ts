/**
 * Answering a guest from the stored public answers, on Node's own request and response, so the
 * same code serves in front of Fastify (the front door: no routing, hooks or logging per hit, as a
 * CDN would) and inside it (requests injected in tests, or when the front door is not installed).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { type Locale, localeFromAcceptLanguage } from '../../../contract/languages'
import { clientHasVersion } from '../../lib/if-none-match'
import { currentCountryCode } from '../../modules/purchase/geoip'
import type { AnswerStore, Entry } from './store'

/** Below this size compressing costs more than it saves (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024

const localesByHeader = new Map<string, Locale>()

/** Accept-Language → locale, remembered: a phone sends the same header on every request. */
function localeOf(header: string | undefined): Locale {
  if (!header) return localeFromAcceptLanguage(undefined)
  let locale = localesByHeader.get(header)
  if (locale === undefined) {
    locale = localeFromAcceptLanguage(header)
    if (localesByHeader.size >= 512) localesByHeader.clear()
    localesByHeader.set(header, locale)
  }
  return locale
}

/**
 * What makes two guests' answers identical: the address (path and query, which carry `lang` and
 * `site_type` when given), the language their browser asks for, and for a few lists their country.
 */
export function answerKey(
  url: string,
  headers: IncomingHttpHeaders,
  geoipHeader: string | undefined,
  byCountry: boolean,
): string {
  const country = byCountry ? (currentCountryCode(headers, geoipHeader) ?? '') : ''
  return `${url}|${localeOf(headers['accept-language'])}|${country}`
}

function pathOf(url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/** The encodings a client accepts, by name, without the ones it refuses (`;q=0`). */
function acceptedEncoding(header: string | undefined, bytes: number): 'br' | 'gzip' | null {
  if (!header || bytes < COMPRESS_FROM_BYTES) return null
  let gzip = false
  for (const part of header.split(',')) {
    const [name = '', quality] = part.trim().split(';')
    if (quality !== undefined && /^\s*q=0(\.0*)?\s*$/.test(quality)) continue
    if (name === 'br') return 'br'
    if (name === 'gzip') gzip = true
  }
  return gzip ? 'gzip' : null
}

function encodedBody(entry: Pick<Entry, 'body' | 'encoded'>, encoding: 'br' | 'gzip'): Buffer {
  // Made once per entry and encoding, so a slower, smaller setting pays off.
  if (encoding === 'br') {
    entry.encoded.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
    return entry.encoded.br
  }
  entry.encoded.gzip ??= gzipSync(entry.body, { level: 9 })
  return entry.encoded.gzip
}

/**
 * Writes a stored answer: 304 when the client has this version, else the body in its encoding.
 * Also the server's rendered pages' (plugins/page-cache.ts), kept in a store of their own.
 */
export function answerFromStore(entry: Entry, request: IncomingMessage, response: ServerResponse) {
  // A flat [name, value, …] list: Node writes it without walking an object per request.
  const headers = [...entry.headerList, 'etag', entry.etag, 'x-velvet-cache', 'hit']
  if (clientHasVersion(request.headers['if-none-match'], entry.etag)) {
    response.writeHead(304, headers)
    response.end()
    return
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding'], entry.body.length)
  const body = encoding ? encodedBody(entry, encoding) : entry.body
  if (encoding) headers.push('content-encoding', encoding)
  headers.push('content-type', entry.contentType, 'content-length', String(body.length))
  response.writeHead(200, headers)
  response.end(body)
}

/** Answers a guest's GET from memory when a fresh answer for it is stored; false when not. */
export function answerFromMemory(
  store: AnswerStore,
  geoipHeader: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): boolean {
  const url = request.url
  if (request.method !== 'GET' || request.headers.authorization !== undefined || !url?.startsWith('/api/')) {
    return false
  }
  const entry = store.lookup(answerKey(url, request.headers, geoipHeader, store.variesByCountry(pathOf(url))))
  if (!entry) return false
  answerFromStore(entry, request, response)
  return true
}
