/**
 * Age assurance where a region's law asks for it: the region comes only from the header the operator
 * trusts; a visitor from such a region gets 451 age_verification_required on every content route
 * (lists, posts, movies, streams, thumbnails), the public cache included, until a check passes; the
 * sandbox provider's check opens content for the browser that took it (a guest) or the account (a
 * member), for the re-check period; failed and unsure checks open nothing; a membership skips
 * nothing; forged answers are refused and recorded; a visitor from elsewhere is unaffected.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { ageCheckEvents, ageChecks } from '../../server/db/schema/index'
import { deriveKey } from '../../server/lib/secrets'
import { START_RATE_LIMIT } from '../../server/modules/age-assurance/routes'
import { signAnswer } from '../../server/modules/age-assurance/sandbox/session'
import { type AuthTestApp, authed, call, createAuthTestApp, type Signed } from '../fixtures/auth'
import { loginDemo } from './social-fixture'

const REGION_HEADER = 'x-velvet-region'
const RECHECK_DAYS = 30
const DAY_MS = 24 * 3600 * 1000
const GB = { [REGION_HEADER]: 'GB' }

type Cookies = Record<string, string>
type State = {
  required: boolean
  region: string | null
  methods: string[]
  passed: boolean
  result: { method: string; level: string; verified_at: string; expires_at: string } | null
  attempt: { status: string; method: string } | null
}

let t: AuthTestApp
/** Content of the demo catalogue, found as a visitor from an ungated region sees it. */
const content = { postId: 0, movieId: 0, thumbnail: '', trailer: '/media/hls/trailer-1/index.m3u8' }

beforeAll(async () => {
  t = await createAuthTestApp({
    seed: true,
    config: {
      rateLimit: false,
      region: { header: REGION_HEADER, fallback: undefined },
      ageAssurance: { ...defaults(), recheckDays: RECHECK_DAYS },
    },
  })
  const posts = (await guest('/api/celebrities?page=1')).json() as {
    data: { id: number; public_thumbnail_image_path: { small: string } }[]
  }
  const [post] = posts.data
  const movies = (await guest('/api/movies')).json() as { data: { id: number }[] }
  if (!post || !movies.data[0]) throw new Error('seed changed')
  content.postId = post.id
  content.thumbnail = post.public_thumbnail_image_path.small
  content.movieId = movies.data[0].id
})
afterAll(() => t.close())

function defaults() {
  return {
    regions: { GB: ['estimation', 'document'], 'US-TX': ['document'] } as const,
    recheckDays: 365,
    sandbox: true,
    yoti: undefined,
  }
}

function guest(url: string, headers: Record<string, string> = {}, cookies: Cookies = {}) {
  return call(t, { method: 'GET', url, headers, cookies })
}

function cookiesOf(res: LightMyRequestResponse): Cookies {
  return Object.fromEntries(res.cookies.filter((cookie) => cookie.value).map((cookie) => [cookie.name, cookie.value]))
}

function contentUrls(): string[] {
  return [
    '/api/celebrities?page=1',
    '/api/feeds?page=1',
    `/api/posts/${content.postId}`,
    '/api/movies',
    `/api/movies/${content.movieId}`,
    content.thumbnail,
    content.trailer,
  ]
}

async function state(headers: Record<string, string>, cookies: Cookies = {}, who: Signed | null = null) {
  const options = { method: 'GET' as const, url: '/api/age_check', headers, cookies }
  const res = who ? await authed(t, who.accessToken, options) : await call(t, options)
  expect(res.statusCode).toBe(200)
  return { body: (res.json() as { data: State }).data, cookies: cookiesOf(res) }
}

/** Starts a check; the browser's cookies (the binding to it) and where the provider's page is. */
async function start(method: 'estimation' | 'document', who: Signed | null = null, returnTo = '/home') {
  const options = {
    method: 'POST' as const,
    url: '/api/age_check/attempts',
    headers: GB,
    payload: { method, return_to: returnTo },
  }
  const res = who ? await authed(t, who.accessToken, options) : await call(t, options)
  expect(res.statusCode).toBe(201)
  const redirect = (res.json() as { data: { redirect_url: string } }).data.redirect_url
  const [row] = await t.db.select().from(ageChecks).orderBy(desc(ageChecks.id)).limit(1)
  if (!row) throw new Error('no check stored')
  return { cookies: cookiesOf(res), redirect, reference: row.reference }
}

/** The tester's choice on the sandbox's page, then the browser's return: where it lands. */
async function takeSandboxCheck(redirect: string, answer: string, cookies: Cookies) {
  const page = await call(t, { method: 'GET', url: redirect, headers: GB })
  expect(page.statusCode).toBe(200)
  const session = new URL(redirect, 'http://x').searchParams.get('session') ?? ''
  const chosen = await call(t, {
    method: 'POST',
    url: '/age-check-sandbox',
    headers: { ...GB, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session, answer }).toString(),
  })
  expect(chosen.statusCode).toBe(303)
  const back = await call(t, { method: 'GET', url: String(chosen.headers.location), headers: GB, cookies })
  return { back, returnUrl: String(chosen.headers.location) }
}

function sandboxKey(): string {
  return deriveKey(t.secrets.jwtKey, 'velvet age check sandbox')
}

/**
 * The sandbox's callback about a check: `answer`, signed as the sandbox signs `signedAnswer` with
 * `key` (by default exactly as the sandbox would).
 */
function sandboxCallback(
  reference: string,
  method: 'estimation' | 'document',
  answer: string,
  forged: { signedAnswer?: 'pass' | 'fail' | 'unsure'; key?: string } = {},
) {
  const signature = signAnswer(
    forged.key ?? sandboxKey(),
    reference,
    method,
    forged.signedAnswer ?? (answer as 'pass' | 'fail' | 'unsure'),
  )
  return call(t, {
    method: 'POST',
    url: '/api/age_check/callbacks/sandbox',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ state: reference, method, answer, signature }),
  })
}

async function eventsFor(reference: string) {
  return t.db.select().from(ageCheckEvents).where(eq(ageCheckEvents.reference, reference))
}

describe('configuration', () => {
  it('refuses the sandbox in production, and gating with no provider to pass it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AGE_CHECK_SANDBOX: 'on' })).toThrow(/AGE_CHECK_SANDBOX: /)
    expect(() => loadConfig({ NODE_ENV: 'production', REGION_HEADER: 'cf-ipcountry' })).toThrow(/no provider is on/)
    const live = loadConfig({
      NODE_ENV: 'production',
      REGION_HEADER: 'CF-IPCountry',
      REGION_SUBDIVISION_HEADER: 'CF-Region-Code',
      YOTI_AGE_API_KEY: 'yoti-api-key-123',
      YOTI_AGE_SDK_ID: '5d3add31-3a3a-4d3b-a6b4-347edb35264c',
    })
    expect(live.region).toEqual({ header: 'cf-ipcountry', subdivisionHeader: 'cf-region-code', fallback: undefined })
    expect(live.ageAssurance).toMatchObject({ sandbox: false, yoti: { apiUrl: 'https://age.yoti.com' } })
    expect(live.ageAssurance.regions['US-TX']).toEqual(['document'])
    expect(() => loadConfig({ YOTI_AGE_API_KEY: 'yoti-api-key-123' })).toThrow(/YOTI_AGE_SDK_ID: required/)
    expect(() => loadConfig({ REGION_SUBDIVISION_HEADER: 'cf-region-code' })).toThrow(/REGION_SUBDIVISION_HEADER: /)
  })

  it('reads the regions table as JSON or from a JSON file, and refuses an unknown method', () => {
    const inline = loadConfig({ AGE_CHECK_REGIONS: '{"gb":["estimation"],"US-UT":["document","document"]}' })
    expect(inline.ageAssurance.regions).toEqual({ GB: ['estimation'], 'US-UT': ['document'] })
    expect(loadConfig({ AGE_CHECK_REGIONS: '{}' }).ageAssurance.regions).toEqual({})
    const dir = mkdtempSync(path.join(os.tmpdir(), 'age-regions-'))
    const file = path.join(dir, 'regions.json')
    writeFileSync(file, '{"FR":["estimation","document"]}')
    expect(loadConfig({ AGE_CHECK_REGIONS: file }).ageAssurance.regions).toEqual({ FR: ['estimation', 'document'] })
    expect(() => loadConfig({ AGE_CHECK_REGIONS: '{"GB":["selfie"]}' })).toThrow(/AGE_CHECK_REGIONS: methods must be/)
    expect(() => loadConfig({ AGE_CHECK_REGIONS: '{"Britain":["document"]}' })).toThrow(/AGE_CHECK_REGIONS: keys/)
    expect(() => loadConfig({ AGE_CHECK_REGIONS: path.join(dir, 'missing.json') })).toThrow(/cannot be read/)
  })
})

describe('the region', () => {
  it('comes only from the header the operator trusts, country or state', async () => {
    expect((await guest('/api/celebrities?page=1', { 'cf-ipcountry': 'GB', 'x-region': 'GB' })).statusCode).toBe(200)
    expect((await guest('/api/celebrities?page=1', { [REGION_HEADER]: 'gb' })).statusCode).toBe(451)
    const texas = await state({ [REGION_HEADER]: 'US-TX' })
    expect(texas.body).toMatchObject({ required: true, region: 'US-TX', methods: ['document'], passed: false })
    const california = await state({ [REGION_HEADER]: 'US-CA' })
    expect(california.body).toMatchObject({ required: false, region: 'US-CA', methods: [], passed: false })
  })

  it('is the configured default when the trusted header says nothing, whatever the client sends', async () => {
    const demo = await createAuthTestApp({
      config: { region: { header: undefined, fallback: 'GB' }, ageAssurance: defaults() },
    })
    try {
      const res = await call(demo, { method: 'GET', url: '/api/movies', headers: { [REGION_HEADER]: 'US-CA' } })
      expect(res.statusCode).toBe(451)
    } finally {
      await demo.close()
    }
  })
})

describe('a visitor from a region that requires a check', () => {
  it('gets 451 with the code and the methods on lists, posts, movies, streams and thumbnails', async () => {
    for (const url of contentUrls()) {
      const res = await guest(url, GB)
      expect(res.statusCode, url).toBe(451)
      expect(res.json(), url).toMatchObject({
        code: 'age_verification_required',
        methods: ['estimation', 'document'],
        region: 'GB',
      })
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('still reaches sign-in, the age check, info pages and payment callbacks', async () => {
    expect((await guest('/api/health', GB)).statusCode).toBe(200)
    expect((await guest('/api/languages', GB)).statusCode).toBe(200)
    expect((await guest('/api/frequently_asked_questions', GB)).statusCode).toBe(200)
    expect((await guest('/api/age_check', GB)).statusCode).toBe(200)
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: GB,
      payload: { email: 'x@example.test', password: 'nope' },
    })
    expect(login.statusCode).not.toBe(451)
    const callback = await call(t, { method: 'POST', url: '/api/payments/callbacks/test', headers: GB, payload: '{}' })
    expect(callback.statusCode).not.toBe(451)
  })

  it('cannot start a method the region does not accept, and nobody elsewhere needs to start one', async () => {
    const texan = await call(t, {
      method: 'POST',
      url: '/api/age_check/attempts',
      headers: { [REGION_HEADER]: 'US-TX' },
      payload: { method: 'estimation' },
    })
    expect(texan.statusCode).toBe(422)
    const elsewhere = await call(t, {
      method: 'POST',
      url: '/api/age_check/attempts',
      headers: { [REGION_HEADER]: 'FR' },
      payload: { method: 'estimation' },
    })
    expect(elsewhere.statusCode).toBe(409)
    const outside = await call(t, {
      method: 'POST',
      url: '/api/age_check/attempts',
      headers: GB,
      payload: { method: 'estimation', return_to: '//evil.example' },
    })
    expect(outside.statusCode).toBe(422)
  })
})

describe('starting checks', () => {
  it('is limited per address: a person retrying is well within it, a script is not', async () => {
    const limited = await createAuthTestApp({
      config: { region: { header: REGION_HEADER, fallback: undefined }, ageAssurance: defaults() },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i <= START_RATE_LIMIT.max; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/age_check/attempts',
          headers: GB,
          payload: { method: 'estimation' },
          remoteAddress: '10.9.9.9',
        })
        statuses.push(res.statusCode)
      }
      expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true)
      expect(statuses.at(-1)).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('a visitor from elsewhere', () => {
  it('sees content as before, though never from a shared cache', async () => {
    for (const url of contentUrls()) {
      const res = await guest(url, { [REGION_HEADER]: 'US-CA' })
      expect(res.statusCode, url).toBe(200)
      expect(String(res.headers['cache-control']), url).not.toMatch(/^public/)
      expect(res.headers['cdn-cache-control'], url).toBeUndefined()
    }
    expect((await guest('/api/movies')).statusCode).toBe(200)
  })
})

describe("the app's page", () => {
  it('comes to a gated visitor as the app shell, nothing of the content read or rendered; to others as it was', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'age-dist-'))
    mkdirSync(path.join(distDir, '.vite'))
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}')
    // A stand-in for the build's render: the page reads a list through the server's own API and shows it.
    const rendered: string[] = []
    const pageRenderer = {
      createPageRenderer: () => ({
        render: async (request: Request, options: { fetch: typeof fetch }) => {
          rendered.push(new URL(request.url).pathname)
          const read = await options.fetch('/api/movies')
          return new Response(`<!doctype html><p>FIRST SCREEN CONTENT ${read.status}</p>`, {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          })
        },
        appShell: () => '<!doctype html><p>APP SHELL</p>',
      }),
    }
    const site = await createAuthTestApp({
      config: {
        serveApp: true,
        distDir,
        region: { header: REGION_HEADER, fallback: undefined },
        ageAssurance: defaults(),
      },
      pageRenderer,
    })
    try {
      const page = (headers: Record<string, string>, cookies: Cookies = {}) =>
        call(site, { method: 'GET', url: '/home', headers, cookies })
      const gated = await page(GB, { velvet_age: '1' })
      expect(gated.body).toContain('APP SHELL')
      expect(gated.body).not.toContain('FIRST SCREEN CONTENT')
      expect(String(gated.headers['cache-control'])).toContain('private')
      expect(rendered).toEqual([])
      // A result that is not authentic opens nothing either.
      expect((await page(GB, { velvet_age: '1', velvet_age_check: 'forged.cookie' })).body).toContain('APP SHELL')
      expect(rendered).toEqual([])
      const elsewhere = await page({ [REGION_HEADER]: 'US-CA' }, { velvet_age: '1' })
      expect(elsewhere.body).toContain('FIRST SCREEN CONTENT 200')
    } finally {
      await site.close()
    }
  })
})

describe('the public cache', () => {
  it('never answers a gated visitor with content, in front of Fastify or inside it', async () => {
    const url = '/api/celebrities?page=2&include=webstar&lang=en&site_type=divas'
    const first = await guest(url, { [REGION_HEADER]: 'US-CA' })
    const again = await guest(url, { [REGION_HEADER]: 'US-CA' })
    expect(again.headers['x-velvet-cache']).toBe('hit')
    const gated = await guest(url, { ...GB, 'if-none-match': String(first.headers.etag) })
    expect(gated.statusCode).toBe(451)
    // Through the real server, whose front door answers stored lists before Fastify runs.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const status = await new Promise<number>((resolve, reject) => {
      get(`${base}${url}`, { headers: GB }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      }).on('error', reject)
    })
    expect(status).toBe(451)
  })
})

describe('a guest who takes the sandbox check', () => {
  it('passes the estimation and sees content on this device only, for the re-check period', async () => {
    const started = await start('estimation')
    expect(started.redirect).toMatch(/^\/age-check-sandbox\?session=/)
    const { back, returnUrl } = await takeSandboxCheck(started.redirect, 'pass', started.cookies)
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe('/age-check?redirect=%2Fhome')
    // The browser that started the check takes the result into its cookie when the app asks.
    const after = await state(GB, started.cookies)
    expect(after.body).toMatchObject({
      required: true,
      passed: true,
      attempt: { status: 'passed', method: 'estimation' },
    })
    expect(after.body.result).toMatchObject({ method: 'estimation', level: 'substantial' })
    const device = { velvet_age_check: after.cookies.velvet_age_check ?? '' }
    expect(device.velvet_age_check).not.toBe('')
    // What the cookie holds is the result's facts and nothing about the person.
    const payload = JSON.parse(Buffer.from(device.velvet_age_check.split('.')[0] ?? '', 'base64url').toString())
    expect(Object.keys(payload).sort()).toEqual(['expiresAt', 'level', 'method', 'verifiedAt'])
    for (const url of contentUrls()) expect((await guest(url, GB, device)).statusCode, url).toBe(200)

    // Another device is still asked; the return URL replayed there opens nothing.
    expect((await guest('/api/movies', GB)).statusCode).toBe(451)
    const replay = await call(t, { method: 'GET', url: returnUrl, headers: GB })
    expect(replay.cookies.find((cookie) => cookie.name === 'velvet_age_check')).toBeUndefined()
    expect((await eventsFor(started.reference)).map((event) => event.outcome)).toContain('duplicate')

    // The cookie is good for the re-check period, then the check is asked again.
    t.clock.advance((RECHECK_DAYS + 1) * DAY_MS)
    try {
      expect((await guest('/api/movies', GB, device)).statusCode).toBe(451)
    } finally {
      t.clock.advance(-(RECHECK_DAYS + 1) * DAY_MS)
    }
  })

  it('reaches only the browser that started the check, whoever else knows its reference', async () => {
    const started = await start('estimation')
    const callback = await sandboxCallback(started.reference, 'estimation', 'pass')
    expect(callback.statusCode).toBe(200)
    const stranger = await state(GB, { velvet_age_check_start: `${started.reference}.${'x'.repeat(43)}` })
    expect(stranger.body).toMatchObject({ passed: false, attempt: null })
    expect(stranger.cookies.velvet_age_check).toBeUndefined()
    const claims = (await eventsFor(started.reference)).filter((event) => event.source === 'claim')
    expect(claims).toMatchObject([{ outcome: 'rejected', reason: 'this browser did not start the check' }])
    const starter = await state(GB, started.cookies)
    expect(starter.body.passed).toBe(true)
    expect(starter.cookies.velvet_age_check).toBeDefined()
  })

  it('is told an unsure estimation or a failed document check, and content stays closed', async () => {
    const unsure = await start('estimation')
    await takeSandboxCheck(unsure.redirect, 'unsure', unsure.cookies)
    const afterUnsure = await state(GB, unsure.cookies)
    expect(afterUnsure.body).toMatchObject({ passed: false, attempt: { status: 'unsure', method: 'estimation' } })
    expect(afterUnsure.cookies.velvet_age_check).toBeUndefined()

    const failed = await start('document')
    await takeSandboxCheck(failed.redirect, 'fail', failed.cookies)
    const afterFail = await state(GB, failed.cookies)
    expect(afterFail.body).toMatchObject({ passed: false, attempt: { status: 'failed', method: 'document' } })
    expect((await guest('/api/movies', GB, failed.cookies)).statusCode).toBe(451)
    const [row] = await t.db.select().from(ageChecks).where(eq(ageChecks.reference, failed.reference))
    expect(row).toMatchObject({ status: 'failed', assuranceLevel: null, resultExpiresAt: null })
  })
})

describe('a member', () => {
  let member: Signed

  beforeAll(async () => {
    member = await loginDemo(t, 'member')
  })

  async function asMember(url: string, cookies: Cookies = {}) {
    return authed(t, member.accessToken, { method: 'GET', url, headers: GB, cookies })
  }

  it('is not let through by a bought membership', async () => {
    expect(member.user.membership_active).toBe(true)
    expect((await asMember('/api/movies')).statusCode).toBe(451)
    expect((await asMember(`/api/videos/${content.movieId}/playback`)).statusCode).toBe(451)
  })

  it('checks once for the account: another device opens with the result, until the re-check period ends', async () => {
    const started = await start('document', member)
    const callback = await sandboxCallback(started.reference, 'document', 'pass')
    expect(callback.statusCode).toBe(200)
    expect(callback.json()).toMatchObject({ received: true, outcome: 'applied' })

    // A fresh device of the account, with no cookie: the account's result opens it, and the device
    // is given the cookie its pictures and streams need (fetched without the bearer token).
    const list = await asMember('/api/movies')
    expect(list.statusCode).toBe(200)
    const device = { velvet_age_check: cookiesOf(list).velvet_age_check ?? '' }
    expect(device.velvet_age_check).not.toBe('')
    expect((await guest(content.thumbnail, GB, device)).statusCode).toBe(200)
    expect((await asMember(`/api/videos/${content.movieId}/playback`)).statusCode).toBe(200)
    const account = await state(GB, {}, member)
    expect(account.body).toMatchObject({ passed: true, result: { method: 'document', level: 'high' } })
    const expiresAt = new Date(account.body.result?.expires_at ?? '')
    expect(Math.round((expiresAt.getTime() - t.clock().getTime()) / DAY_MS)).toBe(RECHECK_DAYS)

    t.clock.advance((RECHECK_DAYS + 1) * DAY_MS)
    try {
      // Signed in again (the session itself has ended by then): the account's result has too.
      member = await loginDemo(t, 'member')
      expect((await asMember('/api/movies')).statusCode).toBe(451)
      expect((await asMember('/api/movies', device)).statusCode).toBe(451)
    } finally {
      t.clock.advance(-(RECHECK_DAYS + 1) * DAY_MS)
    }
  })
})

describe('answers from a provider', () => {
  it('are refused and recorded when forged, and change nothing', async () => {
    const started = await start('estimation')
    const forgedReturn = await call(t, {
      method: 'GET',
      url: `/api/age_check/return/sandbox?state=${started.reference}&method=estimation&answer=pass&signature=${'A'.repeat(43)}`,
      headers: GB,
      cookies: started.cookies,
    })
    expect(forgedReturn.statusCode).toBe(403)
    expect(forgedReturn.json()).toMatchObject({ code: 'invalid_signature' })
    // A signature for "fail" does not pass for "pass".
    const changed = await sandboxCallback(started.reference, 'estimation', 'pass', { signedAnswer: 'fail' })
    expect(changed.statusCode).toBe(403)
    // Signed by another key: another server's sandbox, or a guess.
    const otherKey = await sandboxCallback(started.reference, 'estimation', 'pass', { key: 'another key' })
    expect(otherKey.statusCode).toBe(403)
    const unknown = 'u'.repeat(43)
    const stray = await sandboxCallback(unknown, 'estimation', 'pass')
    expect(stray.statusCode).toBe(422)
    expect(stray.json()).toMatchObject({ code: 'callback_rejected' })

    const [row] = await t.db.select().from(ageChecks).where(eq(ageChecks.reference, started.reference))
    expect(row?.status).toBe('pending')
    expect((await state(GB, started.cookies)).body.passed).toBe(false)
    const rejections = (await eventsFor(started.reference)).filter((event) => event.outcome === 'rejected')
    expect(rejections).toHaveLength(3)
    expect(rejections.every((event) => event.reason?.includes('signature'))).toBe(true)
    const [strayEvent] = await eventsFor(unknown)
    expect(strayEvent).toMatchObject({ outcome: 'rejected', source: 'callback' })
  })

  it('complete a check once: a check too old to complete stays as it was', async () => {
    const started = await start('estimation')
    t.clock.advance(2 * 3600 * 1000)
    try {
      const late = await sandboxCallback(started.reference, 'estimation', 'pass')
      expect(late.statusCode).toBe(422)
    } finally {
      t.clock.advance(-2 * 3600 * 1000)
    }
    const [row] = await t.db.select().from(ageChecks).where(eq(ageChecks.reference, started.reference))
    expect(row?.status).toBe('pending')
  })
})
