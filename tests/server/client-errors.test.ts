/**
 * The error-reporting tunnel (R-CONST-12): the app's Sentry SDK posts envelopes to our own origin.
 * Only envelopes for the DSN the app was given are taken; without SENTRY_DSN their error events are
 * kept for the operator in a table that never grows past its bound; with it they go to Sentry as
 * they came. Limited per address.
 */
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientErrorReports } from '../../server/db/schema/index'
import { type AuthTestApp, call, createAuthTestApp } from '../fixtures/auth'

const LOCAL_DSN = 'http://velvet@localhost:3000/1'
const SENTRY_DSN = 'https://abc123@o42.ingest.sentry.io/4242'

/** An envelope as @sentry/browser sends it: header line, then an item header and its payload. */
function envelope(dsn: string, error: { type: string; value: string }, items: 'event' | 'session' = 'event') {
  const eventId = crypto.randomUUID().replaceAll('-', '')
  const header = {
    event_id: eventId,
    sent_at: new Date().toISOString(),
    dsn,
    sdk: { name: 'sentry.javascript.browser' },
  }
  const payload =
    items === 'event'
      ? {
          event_id: eventId,
          level: 'error',
          release: '0.1.0',
          exception: { values: [{ type: error.type, value: error.value }] },
          request: { url: 'http://localhost:3000/home', headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14)' } },
        }
      : { sid: eventId, status: 'ok', init: true }
  const body = JSON.stringify(payload)
  return [JSON.stringify(header), JSON.stringify({ type: items, length: Buffer.byteLength(body) }), body].join('\n')
}

function tunnel(t: AuthTestApp, payload: string, from?: string) {
  return call(t, {
    method: 'POST',
    url: '/api/client_errors',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload,
    ...(from ? { remoteAddress: from } : {}),
  })
}

describe('without SENTRY_DSN: kept for the operator', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await createAuthTestApp({ clientErrors: { kept: 3 } })
  })
  afterAll(() => t.close())

  it('gives the app a DSN naming this server, and keeps the error events sent for it', async () => {
    const config = (await call(t, { method: 'GET', url: '/api/app_config' })).json().data
    expect(config.error_reporting_dsn).toBe(LOCAL_DSN)
    const res = await tunnel(t, envelope(LOCAL_DSN, { type: 'TypeError', value: "can't read 'ñ' of undefined" }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ kept: 1 })
    const [row] = await t.db.select().from(clientErrorReports).orderBy(desc(clientErrorReports.id)).limit(1)
    expect(row).toMatchObject({
      level: 'error',
      message: "TypeError: can't read 'ñ' of undefined",
      url: 'http://localhost:3000/home',
      release: '0.1.0',
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    })
    expect(row?.envelope).toContain('"type":"event"')
    // A session update is acknowledged, not kept.
    expect((await tunnel(t, envelope(LOCAL_DSN, { type: '', value: '' }, 'session'))).json()).toEqual({ kept: 0 })
  })

  it('refuses what is not an envelope for its DSN and project: it relays for nobody else', async () => {
    const before = await t.db.$count(clientErrorReports)
    for (const payload of [
      envelope('https://velvet@localhost:3000/2', { type: 'Error', value: 'other project' }),
      envelope('https://intruder@localhost:3000/1', { type: 'Error', value: 'other key' }),
      envelope(SENTRY_DSN, { type: 'Error', value: 'someone else’s Sentry' }),
      'not an envelope',
      '',
    ]) {
      expect((await tunnel(t, payload)).statusCode, payload.slice(0, 40)).toBe(400)
    }
    expect(await t.db.$count(clientErrorReports)).toBe(before)
  })

  it('keeps only the newest reports past its bound', async () => {
    for (let n = 1; n <= 5; n++) await tunnel(t, envelope(LOCAL_DSN, { type: 'Error', value: `storm ${n}` }))
    const rows = await t.db.select().from(clientErrorReports).orderBy(desc(clientErrorReports.id))
    expect(rows.map((row) => row.message)).toEqual(['Error: storm 5', 'Error: storm 4', 'Error: storm 3'])
  })

  it('answers 429 past 20 reports a minute from one address', async () => {
    const from = '10.99.0.1'
    const statuses: number[] = []
    for (let n = 0; n < 22; n++) statuses.push((await tunnel(t, 'x', from)).statusCode)
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
  })
})

describe('with SENTRY_DSN: forwarded to Sentry', () => {
  let t: AuthTestApp
  const sent: { url: string; body: string; type: string | null }[] = []
  beforeAll(async () => {
    t = await createAuthTestApp({
      config: { sentryDsn: SENTRY_DSN, errorReportingDsn: SENTRY_DSN },
      clientErrors: {
        fetch: (async (url: string | URL | Request, init?: RequestInit) => {
          sent.push({
            url: String(url),
            body: Buffer.from(init?.body as Uint8Array).toString('utf8'),
            type: new Headers(init?.headers).get('content-type'),
          })
          return new Response('{}', { status: 200 })
        }) as typeof fetch,
      },
    })
  })
  afterAll(() => t.close())

  it('sends the envelope as it came to the project’s envelope endpoint, and keeps nothing', async () => {
    expect((await call(t, { method: 'GET', url: '/api/app_config' })).json().data.error_reporting_dsn).toBe(SENTRY_DSN)
    const payload = envelope(SENTRY_DSN, { type: 'Error', value: 'to Sentry' })
    const res = await tunnel(t, payload)
    expect(res.statusCode).toBe(200)
    expect(sent).toEqual([
      { url: 'https://o42.ingest.sentry.io/api/4242/envelope/', body: payload, type: 'application/x-sentry-envelope' },
    ])
    expect(await t.db.$count(clientErrorReports)).toBe(0)
    expect((await tunnel(t, envelope(LOCAL_DSN, { type: 'Error', value: 'not ours' }))).statusCode).toBe(400)
    expect(sent).toHaveLength(1)
  })
})
