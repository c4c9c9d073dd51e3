/**
 * The Yoti adapter against a stand-in for Yoti's documented API: a session is created with our key
 * and the chosen method only; the visitor's return and Yoti's notification only name the check, whose
 * result is read from Yoti with our key and must name our reference; Yoti's statuses map to passed,
 * failed, unsure or canceled; Yoti down at the start is a 502 the app can offer a retry for.
 */
import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ageCheckEvents, ageChecks } from '../../server/db/schema/index'
import { type AuthTestApp, call, createAuthTestApp } from '../fixtures/auth'

const API = 'https://age.yoti.test'
const SDK_ID = '5d3add31-3a3a-4d3b-a6b4-347edb35264c'
const API_KEY = 'yoti-api-key-for-tests'
const GB = { 'x-velvet-region': 'GB' }

type Sent = { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> | null }

let t: AuthTestApp
const sent: Sent[] = []
/** What Yoti answers for a session's result, by session id. */
const results = new Map<string, Record<string, unknown>>()
let isYotiDown = false

const fakeYoti: typeof fetch = async (input, init) => {
  const url = String(input)
  const headers = Object.fromEntries(new Headers(init?.headers).entries())
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null
  sent.push({ url, method: init?.method ?? 'GET', headers, body })
  if (isYotiDown) throw new TypeError('fetch failed')
  if (headers.authorization !== `Bearer ${API_KEY}` || headers['yoti-sdk-id'] !== SDK_ID) {
    return Response.json({ error: 'unauthorised' }, { status: 401 })
  }
  if (url === `${API}/api/v1/sessions` && init?.method === 'POST') {
    return Response.json({ id: randomUUID(), status: 'PENDING', expires_at: '2030-01-01T00:00:00Z' })
  }
  const match = /\/api\/v1\/sessions\/([^/]+)\/result$/.exec(url)
  if (match?.[1]) return Response.json(results.get(match[1]) ?? { id: match[1], status: 'PENDING' })
  return Response.json({}, { status: 404 })
}

beforeAll(async () => {
  t = await createAuthTestApp({
    seed: true,
    config: {
      rateLimit: false,
      region: { header: 'x-velvet-region', fallback: undefined },
      ageAssurance: {
        regions: { GB: ['estimation', 'document'] },
        recheckDays: 365,
        sandbox: false,
        yoti: { apiKey: API_KEY, sdkId: SDK_ID, apiUrl: API },
      },
    },
    ageAssurance: { fetch: fakeYoti },
  })
})
afterAll(() => t.close())
beforeEach(() => {
  sent.length = 0
  isYotiDown = false
})

function cookiesOf(res: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(res.cookies.filter((cookie) => cookie.value).map((cookie) => [cookie.name, cookie.value]))
}

async function start(method: 'estimation' | 'document') {
  const res = await call(t, { method: 'POST', url: '/api/age_check/attempts', headers: GB, payload: { method } })
  expect(res.statusCode).toBe(201)
  const [row] = await t.db.select().from(ageChecks).orderBy(desc(ageChecks.id)).limit(1)
  if (!row?.providerReference) throw new Error('no Yoti session stored')
  return {
    redirect: (res.json() as { data: { redirect_url: string } }).data.redirect_url,
    cookies: cookiesOf(res),
    reference: row.reference,
    session: row.providerReference,
  }
}

async function stateOf(cookies: Record<string, string>) {
  const res = await call(t, { method: 'GET', url: '/api/age_check', headers: GB, cookies })
  return (res.json() as { data: { passed: boolean; attempt: { status: string; method: string } | null } }).data
}

function returnFrom(reference: string, cookies: Record<string, string>) {
  return call(t, { method: 'GET', url: `/api/age_check/return/yoti?state=${reference}`, headers: GB, cookies })
}

describe('Yoti', () => {
  it('creates a session with our key and the chosen method only, and sends the visitor to it', async () => {
    const started = await start('estimation')
    expect(started.redirect).toBe(`${API}/?sessionId=${started.session}&sdkId=${SDK_ID}`)
    const [create] = sent
    expect(create?.url).toBe(`${API}/api/v1/sessions`)
    expect(create?.body).toMatchObject({
      type: 'OVER',
      reference_id: started.reference,
      age_estimation: { allowed: true, threshold: 25 },
      doc_scan: { allowed: false },
      digital_id: { allowed: false },
      callback: { auto: true, url: `${t.config.publicUrl}/api/age_check/return/yoti?state=${started.reference}` },
      notification_url: `${t.config.publicUrl}/api/age_check/callbacks/yoti`,
    })
  })

  it("takes the result from Yoti's API on the visitor's return, never from the return itself", async () => {
    const started = await start('estimation')
    const early = await returnFrom(started.reference, started.cookies)
    expect(early.statusCode).toBe(303)
    expect((await stateOf(started.cookies)).attempt).toEqual({ status: 'pending', method: 'estimation' })
    results.set(started.session, {
      id: started.session,
      status: 'COMPLETE',
      method: 'AGE_ESTIMATION',
      reference_id: started.reference,
    })
    await returnFrom(started.reference, started.cookies)
    expect(sent.at(-1)?.url).toBe(`${API}/api/v1/sessions/${started.session}/result`)
    expect(await stateOf(started.cookies)).toMatchObject({ passed: true, attempt: { status: 'passed' } })
  })

  it("applies a notification after reading Yoti's result, and refuses a result for another check", async () => {
    const started = await start('document')
    results.set(started.session, {
      id: started.session,
      status: 'COMPLETE',
      method: 'DOC_SCAN',
      reference_id: started.reference,
    })
    const notified = await call(t, {
      method: 'POST',
      url: '/api/age_check/callbacks/yoti',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference_id: started.reference, result: true, method: 'DOC_SCAN', state: 'COMPLETE' }),
    })
    expect(notified.statusCode).toBe(200)
    expect(await stateOf(started.cookies)).toMatchObject({
      passed: true,
      attempt: { status: 'passed', method: 'document' },
    })

    const other = await start('estimation')
    results.set(other.session, {
      id: other.session,
      status: 'COMPLETE',
      method: 'AGE_ESTIMATION',
      reference_id: 'someone else',
    })
    const mismatched = await call(t, {
      method: 'POST',
      url: '/api/age_check/callbacks/yoti',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reference_id: other.reference }),
    })
    expect(mismatched.statusCode).toBe(403)
    expect((await stateOf(other.cookies)).attempt?.status).toBe('pending')
    const events = await t.db.select().from(ageCheckEvents).where(eq(ageCheckEvents.reference, other.reference))
    expect(events.map((event) => event.outcome)).toEqual(['rejected'])
  })

  it.each([
    ['estimation', 'FAIL', 'AGE_ESTIMATION', 'unsure'],
    ['estimation', 'ERROR', 'AGE_ESTIMATION', 'unsure'],
    ['document', 'FAIL', 'DOC_SCAN', 'failed'],
    ['document', 'CANCELLED', null, 'canceled'],
  ] as const)('maps a %s session %s to %s', async (method, status, yotiMethod, expected) => {
    const started = await start(method)
    results.set(started.session, { id: started.session, status, method: yotiMethod, reference_id: started.reference })
    await returnFrom(started.reference, started.cookies)
    expect(await stateOf(started.cookies)).toMatchObject({ passed: false, attempt: { status: expected } })
  })

  it('answers 502 when Yoti cannot be reached to start, so the app can offer a retry', async () => {
    isYotiDown = true
    const res = await call(t, {
      method: 'POST',
      url: '/api/age_check/attempts',
      headers: GB,
      payload: { method: 'document' },
    })
    expect(res.statusCode).toBe(502)
    expect(res.json()).toMatchObject({ code: 'age_check_unavailable' })
  })
})
