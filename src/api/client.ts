/**
 * The one fetch client. It adds what every request carries (lang, site_type, the
 * Accept-Language header, the socket id header, the session's bearer token), rotates through the configured read and
 * write bases, parses every response with the contract's schema and turns failures into ApiError.
 * Session renewal is plugged in by session-manager (see setAuthHooks) to keep this module free of it.
 */
import * as v from 'valibot'
import type { Endpoint } from '../../contract/api'
import { observationOf, REQUEST_TIMEOUT_MS } from '../../contract/reachability'
import { ErrorBodySchema } from '../../contract/schemas/common'
import { SOCKET_ID_HEADER } from '../../contract/socket-id-header'
import { buildUrl, type QueryValue } from '../../contract/url'
import { ApiError } from './errors'
import { getPreferences, type Preferences } from './preferences'
import { reportObservation } from './reachability'
import { SOCKET_ID } from './socket-id'

export { buildUrl } from '../../contract/url'

export type RequestOptions<E extends Endpoint> = {
  params?: Record<string, string | number>
  query?: Record<string, QueryValue>
  body?: E['body'] extends v.GenericSchema ? v.InferInput<E['body']> : never
  /** A multipart body (uploads); the browser sets its content type. */
  formData?: FormData
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Language and theme to send; defaults to the current preferences. Query keys pass theirs. */
  context?: Preferences
  /** `none`: never send the bearer token (login, refresh). Default: send it when signed in. */
  auth?: 'session' | 'none'
  /** False for calls that must not trigger the server-unavailable handler (the maintenance page's own probe). */
  reportUnavailable?: boolean
  /** How long to wait for an answer before counting it as none (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number
}

type AuthHooks = {
  /** A valid access token, renewed first when it is past 90% of its life; null for guests. */
  getAccessToken: () => Promise<string | null>
  /**
   * A signed-in call was refused (401): the session ended elsewhere (another device, logout, a
   * stolen session); `code` is the server's reason.
   */
  onUnauthorized: (code: string | undefined) => void
}

let authHooks: AuthHooks = { getAccessToken: async () => null, onUnauthorized: () => {} }

export function setAuthHooks(hooks: AuthHooks): void {
  authHooks = hooks
}

/**
 * "The server says it is unavailable": an answer 503, or an error body flagged
 * `maintenance`. A request that got no answer is not this: it makes the server unreachable
 * (offline/reachability) and screens keep what they show; the outage watch decides whether a
 * screen with nothing to show should open the maintenance page.
 */
export function isServerUnavailable(status: number, code?: string): boolean {
  return status === 503 || code === 'maintenance'
}

let serverUnavailableHandler: () => void = () => {}

/**
 * How requests reach the API. In the browser, `fetch`. A server render reads the same API in its own
 * process: its entry (entry-server.tsx) names the transport of the request being rendered, and its
 * requests say nothing about reachability (that is the browser's state).
 */
type Transport = { fetch: typeof fetch; observes: boolean }
const BROWSER: Transport = { fetch: (input, init) => fetch(input, init), observes: true }
let transportOf: () => Transport = () => BROWSER

export function setTransportResolver(resolve: () => Transport | undefined): void {
  transportOf = () => resolve() ?? BROWSER
}

export function setServerUnavailableHandler(handler: () => void): void {
  serverUnavailableHandler = handler
}

/**
 * "The law where you are asks for an age check first" (451 age_verification_required): content
 * stays closed until a check passes, and the app opens its check screen.
 */
export function isAgeCheckRequired(status: number, code?: string): boolean {
  return status === 451 && code === 'age_verification_required'
}

let ageCheckRequiredHandler: () => void = () => {}

export function setAgeCheckRequiredHandler(handler: () => void): void {
  ageCheckRequiredHandler = handler
}

/** The caller's signal, plus a deadline: a request that never answers must not wait forever. */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController()
  const abort = () => controller.abort(signal?.reason)
  if (signal?.aborted) abort()
  else signal?.addEventListener('abort', abort, { once: true })
  const timer = setTimeout(() => controller.abort(new DOMException('no answer in time', 'TimeoutError')), ms)
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', abort)
    },
  }
}

function basesFrom(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((base) => base.trim().replace(/\/$/, ''))
    .filter(Boolean)
  return list.length > 0 ? list : ['']
}

// Both default to the same origin; a deployment may list several hosts to spread the load.
const READ_BASES = basesFrom(import.meta.env.VITE_API_READ_BASES)
const WRITE_BASES = basesFrom(import.meta.env.VITE_API_WRITE_BASES)
let readTurn = 0
let writeTurn = 0

function nextBase(method: Endpoint['method']): string {
  if (method === 'GET') return READ_BASES[readTurn++ % READ_BASES.length] ?? ''
  return WRITE_BASES[writeTurn++ % WRITE_BASES.length] ?? ''
}

/** A page address on the write API (the next write base): where the browser itself is sent, e.g. social sign-in. */
export function writeApiUrl(path: string): string {
  return nextBase('POST') + path
}

/**
 * `zp-server`: an operator may pin this tab to one backend by putting the name in session
 * storage; every request then carries it. Unset for everyone else.
 */
function pinnedServer(): string | undefined {
  try {
    return sessionStorage.getItem('zp-server') || undefined
  } catch {
    return undefined // storage blocked (privacy mode): nothing is pinned
  }
}

/**
 * Where a write the outbox will send later goes, with what every request carries (a write
 * base, lang, site_type, zp-server, Accept-Language), fixed when it is queued: the worker that
 * replays it knows nothing of the page's preferences.
 */
export function queuedWriteTarget(
  path: string,
  context: Preferences = getPreferences(),
): { url: string; headers: Record<string, string> } {
  return {
    url:
      nextBase('POST') +
      buildUrl(path, {}, { lang: context.locale, site_type: context.siteType, 'zp-server': pinnedServer() }),
    headers: { 'Accept-Language': context.locale, [SOCKET_ID_HEADER]: SOCKET_ID },
  }
}

export async function request<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<v.InferOutput<E['response']>> {
  const { locale, siteType } = options.context ?? getPreferences()
  const url =
    nextBase(endpoint.method) +
    buildUrl(endpoint.path, options.params, {
      ...options.query,
      lang: locale,
      site_type: siteType,
      'zp-server': pinnedServer(),
    })
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale,
    [SOCKET_ID_HEADER]: SOCKET_ID,
    ...options.headers,
  }
  const token = options.auth === 'none' ? null : await authHooks.getAccessToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let body: string | FormData | undefined = options.formData
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  const transport = transportOf()
  const timeout = withTimeout(options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  let response: Response
  const sentAt = Date.now()
  try {
    response = await transport.fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: timeout.signal,
      credentials: 'same-origin',
    })
  } catch (cause) {
    // Aborted by the caller (a stale answer, a screen that went away): says nothing about the server.
    if (transport.observes && options.signal?.aborted !== true) reportObservation('no-answer')
    timeout.clear()
    throw new ApiError(0, undefined, { cause })
  }
  if (transport.observes) reportObservation(observationOf(response), sentAt)

  // The deadline covers the body too: an answer whose body never finishes is no answer.
  const payload: unknown = await response.json().catch(() => undefined)
  timeout.clear()
  if (!response.ok) {
    const parsed = v.safeParse(ErrorBodySchema, payload)
    const errorBody = parsed.success ? parsed.output : undefined
    if (response.status === 401 && token) authHooks.onUnauthorized(errorBody?.code)
    if (options.reportUnavailable !== false && isServerUnavailable(response.status, errorBody?.code)) {
      serverUnavailableHandler()
    }
    if (isAgeCheckRequired(response.status, errorBody?.code)) ageCheckRequiredHandler()
    throw new ApiError(response.status, errorBody, { payload })
  }
  const parsed = v.safeParse(endpoint.response, payload)
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      { message: 'unexpected response', code: 'bad_response' },
      { cause: parsed.issues },
    )
  }
  return parsed.output
}
