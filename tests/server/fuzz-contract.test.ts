/**
 * Hostile input on every route of the contract: keys named
 * like inherited JavaScript members, NUL characters, wrong content types, array and primitive
 * bodies, oversized values and bad path parameters, from a guest and from a signed-in member.
 * Nothing may answer 5xx; the classes with one right answer (415, 422, 413) are held to it. Every
 * integer an input schema accepts (bodies, queries, params, socket messages) is bounded by the
 * column it lands in, so a well-formed body with a huge number is refused, not a database error.
 * Run it alone with `npx vitest run tests/server/fuzz-contract.test.ts`.
 */
import type { LightMyRequestResponse } from 'fastify'
import type * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, type Endpoint } from '../../contract/api'
import { INT4_MAX, WIDE_INT_MAX } from '../../contract/schemas/fields'
import { ClientMessageSchema } from '../../contract/schemas/realtime'
import { CallSignalSchema } from '../../contract/schemas/video-call'
import { call, type Signed } from '../fixtures/auth'
import { createSocialTestApp, loginDemo, type SocialTestApp } from './social-fixture'

let t: SocialTestApp
let member: Signed

beforeAll(async () => {
  t = await createSocialTestApp({
    seed: true,
    config: { captcha: false, rateLimit: false, devMailbox: true, devPushInbox: true },
  })
  member = await loginDemo(t, 'member')
})
afterAll(() => t.close())

const ENDPOINTS = Object.entries(api) as [string, Endpoint][]

/** Names every plain object inherits: a lookup by one of them on `{}` finds a function, not undefined. */
const INHERITED = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__proto__',
  '__defineGetter__',
  '__lookupSetter__',
]

/**
 * Integer inputs that land in 64-bit columns (event seqs) or are times in ms: bounded by what a
 * JavaScript number holds exactly. Every other integer input must fit a PostgreSQL `integer`.
 */
const WIDE_INPUTS = new Set([
  'chatMessages.query.before',
  'chatReceipt.body.seq',
  'pushSubscribe.body.expirationTime',
  'realtime.join.after',
])

type SchemaNode = {
  kind?: string
  type?: string
  requirement?: unknown
  pipe?: SchemaNode[]
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  items?: SchemaNode[]
  options?: SchemaNode[]
  wrapped?: SchemaNode
  value?: SchemaNode
}

/**
 * Every number an input schema accepts, with the range its pipe allows (unbounded sides are
 * infinite): `login.body.model_id → [1, 2147483647]`.
 */
function numberRanges(
  schema: SchemaNode | undefined,
  path: string,
  range: [number, number] = [-Infinity, Infinity],
  out: Map<string, [number, number]> = new Map(),
): Map<string, [number, number]> {
  if (!schema) return out
  if (schema.pipe) {
    const bound = (type: string) => schema.pipe?.find((action) => action.type === type)?.requirement
    const min = bound('min_value')
    const max = bound('max_value')
    const inner: [number, number] = [
      typeof min === 'number' ? Math.max(min, range[0]) : range[0],
      typeof max === 'number' ? Math.min(max, range[1]) : range[1],
    ]
    for (const step of schema.pipe) if (step.kind === 'schema' && step !== schema) numberRanges(step, path, inner, out)
    return out
  }
  if (schema.type === 'number') out.set(path, range)
  for (const [name, entry] of Object.entries(schema.entries ?? {}))
    numberRanges(entry, `${path}.${name}`, undefined, out)
  for (const item of [schema.item, ...(schema.items ?? []), schema.value])
    numberRanges(item, `${path}[]`, undefined, out)
  for (const option of schema.options ?? []) numberRanges(option, path, range, out)
  numberRanges(schema.wrapped, path, range, out)
  return out
}

/** The realtime socket's messages are input too: each kind under its own name (`realtime.join`). */
function socketInputs(): [string, SchemaNode][] {
  const named = (prefix: string, schema: unknown, key: string) =>
    ((schema as SchemaNode).options ?? []).map((option): [string, SchemaNode] => {
      const literal = option.entries?.[key] as { literal?: string } | undefined
      return [`${prefix}.${literal?.literal ?? '?'}`, option]
    })
  return [...named('realtime', ClientMessageSchema, 'type'), ...named('signal', CallSignalSchema, 'kind')]
}

const VALID_PARAMS: Record<string, string> = { id: '1', username: 'lunarivers' }
const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  '%00',
  'a%00b',
  '%ZZ',
  'constructor',
  '__proto__',
  'x'.repeat(190),
]

/** The field names an object schema (or a pipe, union or wrapper around one) declares. */
function fieldsOf(schema: v.GenericSchema | undefined): string[] {
  if (!schema) return []
  const s = schema as unknown as {
    entries?: Record<string, unknown>
    pipe?: v.GenericSchema[]
    options?: v.GenericSchema[]
    wrapped?: v.GenericSchema
  }
  if (s.entries) return Object.keys(s.entries)
  if (s.pipe?.[0] && s.pipe[0] !== schema) return fieldsOf(s.pipe[0])
  if (s.options) return [...new Set(s.options.flatMap((option) => fieldsOf(option)))]
  if (s.wrapped) return fieldsOf(s.wrapped)
  return []
}

function pathOf(endpoint: Endpoint, param?: string): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => param ?? VALID_PARAMS[name] ?? '1')
}

/** Endpoints of the session itself are called without the member's token, so a fuzzed logout cannot end it. */
function headersFor(endpoint: Endpoint, who: 'guest' | 'member'): Record<string, string> {
  if (who === 'guest' || endpoint.path.startsWith('/api/auth/')) return {}
  return { authorization: `Bearer ${member.accessToken}` }
}

type Case = {
  label: string
  method: string
  url: string
  headers?: Record<string, string>
  payload?: string
  /** The one right status, when the class has one. */
  expect?: number
}

const hasBody = (endpoint: Endpoint) => endpoint.method !== 'GET'

function casesFor(name: string, endpoint: Endpoint): Case[] {
  const cases: Case[] = []
  const url = pathOf(endpoint)
  const json = { 'content-type': 'application/json' }
  const queryFields = fieldsOf(endpoint.query)
  const bodyFields = fieldsOf(endpoint.body)
  for (const who of ['guest', 'member'] as const) {
    const auth = headersFor(endpoint, who)
    const base = { method: endpoint.method, headers: auth }
    for (const key of INHERITED) {
      cases.push({ ...base, label: `${name} ${who} query ${key}`, url: `${url}?${key}=1` })
      cases.push({ ...base, label: `${name} ${who} query ${key}[]`, url: `${url}?${key}=1&${key}=2` })
    }
    if (hasBody(endpoint)) {
      for (const raw of ['[]', '[{}]', '"text"', '1', 'null', 'true']) {
        const isArray = raw.startsWith('[')
        cases.push({
          ...base,
          label: `${name} ${who} body ${raw}`,
          url,
          headers: { ...auth, ...json },
          payload: raw,
          ...(endpoint.body && isArray ? { expect: 422 } : {}),
        })
      }
    }
  }

  const auth = headersFor(endpoint, 'member')
  const base = { method: endpoint.method, headers: auth }
  for (const field of queryFields) {
    cases.push({ ...base, label: `${name} query ${field} NUL`, url: `${url}?${field}=a%00b`, expect: 422 })
    cases.push({ ...base, label: `${name} query ${field} huge`, url: `${url}?${field}=${'a'.repeat(20_000)}` })
    cases.push({ ...base, label: `${name} query ${field} number`, url: `${url}?${field}=1e309` })
  }
  if (hasBody(endpoint)) {
    const post = (label: string, body: unknown, expected?: number): Case => ({
      ...base,
      label: `${name} ${label}`,
      url,
      headers: { ...auth, ...json },
      payload: JSON.stringify(body),
      ...(expected ? { expect: expected } : {}),
    })
    for (const key of INHERITED) {
      cases.push(post(`body key ${key}`, JSON.parse(`{"${key}":1}`)))
      cases.push(post(`body key ${key} object`, JSON.parse(`{"${key}":{"${key}":"x"}}`)))
    }
    for (const field of bodyFields) {
      cases.push(post(`body ${field} NUL`, { [field]: 'a\u0000b' }, 422))
      cases.push(post(`body ${field} nested NUL`, { [field]: { 'a\u0000': 'b' } }))
      for (const value of ['x'.repeat(200_000), -1, 1e308, 2 ** 53, 1.5, [], {}, [null], { $gt: '' }]) {
        cases.push(post(`body ${field} ${JSON.stringify(value).slice(0, 12)}`, { [field]: value }))
      }
    }
    cases.push(post('body oversize', { value: 'x'.repeat(1_100_000) }, 413))
    for (const [type, payload] of [
      ['text/plain', 'hello'],
      ['application/xml', '<a>1</a>'],
      ['application/x-www-form-urlencoded', 'a=1&b=2'],
      ['image/png', 'PNG'],
    ] as const) {
      // The sandbox processor stands for a processor's own server: its card form posts urlencoded
      // there, as a real one does. Everything under /api takes JSON only.
      if (type === 'application/x-www-form-urlencoded' && url.startsWith('/sandbox-processor/')) continue
      cases.push({
        ...base,
        label: `${name} content-type ${type}`,
        url,
        headers: { ...auth, 'content-type': type },
        payload,
        expect: 415,
      })
    }
  }
  for (const [header, value] of [
    ['accept-language', 'constructor'],
    ['accept-language', '__proto__;q=1, toString'],
    ['idempotency-key', 'constructor'],
    ['authorization', 'Bearer constructor'],
    ['cookie', 'velvet_refresh=__proto__; velvet_media=constructor'],
  ] as const) {
    cases.push({ ...base, label: `${name} header ${header}: ${value}`, url, headers: { ...auth, [header]: value } })
  }
  if (endpoint.path.includes(':')) {
    for (const param of BAD_PARAMS) {
      cases.push({ ...base, label: `${name} param ${param.slice(0, 20)}`, url: pathOf(endpoint, param) })
    }
  }
  return cases
}

/** Routes outside the contract that read input too. */
function extraCases(): Case[] {
  const urls = [
    '/media/art/v1/post-landscape/divas/1/large.webp',
    '/media/art/v1/constructor/divas/1/large.webp',
    '/media/art/v1/avatar/toString/1/large.webp',
    '/media/art/v1/avatar/divas/__proto__/large.webp',
    '/media/art/v1/avatar/divas/1/valueOf',
    '/media/art/v1/avatar/divas/1%00/small.webp',
    '/media/stream/1/1/constructor/index.m3u8',
    '/media/stream/constructor/1/x/index.m3u8',
    '/media/hls/trailer-1/%00.m3u8',
    '/media/previews/%00.mp4',
    '/api/dev/outbox?to=a%00b',
    '/api/dev/outbox?constructor=1',
    '/api/dev/push?endpoint=a%00b',
    '/api/dev/push?toString=1',
    '/dev/mailbox?valueOf=1',
    '/api/auth/social/twitter?constructor=1',
    '/api/auth/social/twitter/callback?code=a%00b&state=%00',
    '/api/auth/social/twitter?redirect=%00',
    '/api/auth/social/twitter?redirect=//evil.example',
    '/sandbox-identity/twitter/authorize?constructor=1',
    '/sandbox-identity/twitter/authorize?__proto__[x]=1&response_type=code',
    '/sandbox-identity/google/me',
    '/sandbox-identity/constructor/me',
    '/api/nothing-here?constructor=1',
  ]
  return urls.map((url) => ({ label: `extra ${url}`, method: 'GET', url }))
}

async function run(c: Case): Promise<LightMyRequestResponse> {
  return call(t, {
    method: c.method as 'GET',
    url: c.url,
    ...(c.headers ? { headers: c.headers } : {}),
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  })
}

/** Runs cases a few at a time (the API has a pool of connections) and lists every wrong answer. */
async function failuresOf(cases: Case[]): Promise<string[]> {
  const failures: string[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++] as Case
      const res = await run(c)
      const wrong = res.statusCode >= 500 || (c.expect !== undefined && res.statusCode !== c.expect)
      if (wrong) failures.push(`${c.label} → ${res.statusCode} ${res.body.slice(0, 120)}`)
    }
  }
  await Promise.all([worker(), worker(), worker(), worker()])
  return failures.sort()
}

describe('hostile input on every route of the contract', () => {
  it('covers every endpoint', () => {
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(77)
    // Every body the contract declares is an object: an array in its place is refused.
    for (const [, endpoint] of ENDPOINTS) if (endpoint.body) expect(fieldsOf(endpoint.body).length).toBeGreaterThan(0)
  })

  it('bounds every integer input by the column it lands in', () => {
    const ranges = new Map<string, [number, number]>()
    for (const [name, endpoint] of ENDPOINTS) {
      for (const part of ['params', 'query', 'body'] as const) {
        numberRanges(endpoint[part] as unknown as SchemaNode, `${name}.${part}`, undefined, ranges)
      }
    }
    for (const [name, schema] of socketInputs()) numberRanges(schema, name, undefined, ranges)
    expect(ranges.get('login.body.model_id')).toEqual([1, INT4_MAX])
    const unbounded = [...ranges].filter(([path, [min, max]]) => {
      const limit = WIDE_INPUTS.has(path) ? WIDE_INT_MAX : INT4_MAX
      return !(min >= -limit - 1 && max <= limit)
    })
    expect(unbounded.map(([path, range]) => `${path} [${range.join(', ')}]`)).toEqual([])
  })

  it('never answers 5xx, and answers 415, 422 and 413 where those are right', { timeout: 120_000 }, async () => {
    const cases = [...ENDPOINTS.flatMap(([name, endpoint]) => casesFor(name, endpoint)), ...extraCases()]
    expect(cases.length).toBeGreaterThan(3000)
    expect(await failuresOf(cases)).toEqual([])
  })
})
