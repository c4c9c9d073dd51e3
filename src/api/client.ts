/**
 * The one fetch client. It adds what every request carries (001 §7: lang, site_type, the
 * Accept-Language header), rotates through the configured read and write bases, parses every
 * response with the contract's schema and turns failures into ApiError.
 */
import * as v from 'valibot'
import type { Endpoint } from '../../contract/api'
import { ErrorBodySchema } from '../../contract/schemas/common'
import { ApiError } from './errors'
import { getPreferences, type Preferences } from './preferences'

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined | null

export type RequestOptions<E extends Endpoint> = {
  params?: Record<string, string | number>
  query?: Record<string, QueryValue>
  body?: E['body'] extends v.GenericSchema ? v.InferInput<E['body']> : never
  signal?: AbortSignal
  headers?: Record<string, string>
  /** Language and theme to send; defaults to the current preferences. Query keys pass theirs. */
  context?: Preferences
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

export function buildUrl(
  path: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
) {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    search.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const qs = search.toString()
  return qs ? `${filled}?${qs}` : filled
}

export async function request<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {},
): Promise<v.InferOutput<E['response']>> {
  const { locale, siteType } = options.context ?? getPreferences()
  const url =
    nextBase(endpoint.method) +
    buildUrl(endpoint.path, options.params, { ...options.query, lang: locale, site_type: siteType })
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale, ...options.headers }
  let body: string | undefined
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    })
  } catch (cause) {
    throw new ApiError(0, undefined, { cause })
  }

  const payload: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const parsed = v.safeParse(ErrorBodySchema, payload)
    throw new ApiError(response.status, parsed.success ? parsed.output : undefined)
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
