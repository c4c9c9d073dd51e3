/**
 * Guests' pages kept by the server (server/plugins/page-cache.ts), on the real database with the demo
 * seed: a second guest gets the kept page, with its ETag and a 304 when the browser has it; the page is
 * kept apart per language and theme; a published post is on the next guest's page at once; a member's
 * request is never answered from the kept pages nor kept, and carries no other visitor's data.
 */
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthTestApp, registerUser, type Signed } from '../fixtures/auth'
import { createPagesTestApp, readableText } from './pages-fixture'
import { loginDemo, newKey, send } from './social-fixture'

let t: AuthTestApp
let creator: Signed
let fan: Signed
let otherFan: Signed

const AGE = { velvet_age: '1' }

function page(url: string, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'GET', url, cookies: { ...AGE, ...options.cookies }, headers: options.headers ?? {} })
}

const cacheOf = (res: LightMyRequestResponse) => res.headers['x-velvet-cache']

beforeAll(async () => {
  t = await createPagesTestApp({ config: { rateLimit: false } })
  creator = await loginDemo(t, 'creator')
  fan = await registerUser(t)
  otherFan = await registerUser(t)
})
afterAll(() => t.close())

describe("guests' pages kept by the server", () => {
  it('answers a second guest with the kept page, its ETag and the policy naming its scripts’ nonce', async () => {
    const first = await page('/celebrities?page_test=1')
    expect(first.statusCode).toBe(200)
    expect(cacheOf(first)).toBe('miss')
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/)
    const second = await page('/celebrities?page_test=1')
    expect(cacheOf(second)).toBe('hit')
    expect(second.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['content-type']).toMatch(/^text\/html/)
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers.vary).toBe(first.headers.vary)
    expect(second.headers['cache-control']).toBe('no-cache')
    // The kept page's scripts still run: the policy it is answered with names the nonce they carry.
    const nonce = /'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1]
    expect(second.body).toContain(`nonce="${nonce}"`)
  })

  it('renders a page once for guests who ask for it at the same time', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => page('/videos?at_once=1')))
    expect(answers.map(cacheOf).sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss'])
    for (const answer of answers) expect(answer.body).toBe(answers[0]?.body)
  })

  it('answers 304 without the page to a browser that has this version', async () => {
    const first = await page('/videos')
    const again = await page('/videos', { headers: { 'if-none-match': String(first.headers.etag) } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(first.headers.etag)
    const other = await page('/videos', { headers: { 'if-none-match': '"another-version"' } })
    expect(other.statusCode).toBe(200)
  })

  it('keeps each language and theme apart, whether a link, a cookie or the browser asks for it', async () => {
    const english = await page('/celebrities')
    expect(english.body).toContain('<html lang="en"')
    expect(cacheOf(await page('/celebrities'))).toBe('hit')
    const byCookie = await page('/celebrities', { cookies: { velvet_lang: 'es' } })
    expect(byCookie.body).toContain('<html lang="es"')
    expect(readableText(byCookie)).toContain('Celebridades')
    const byBrowser = await page('/celebrities', { headers: { 'accept-language': 'es-ES,es;q=0.9' } })
    expect(byBrowser.body).toContain('<html lang="es"')
    const turkish = await page('/celebrities', { headers: { 'accept-language': 'tr' } })
    expect(turkish.body).toContain('<html lang="tr"')
    expect((await page('/celebrities', { cookies: { velvet_lang: 'es' } })).body).toContain('<html lang="es"')
    const chads = await page('/celebrities', { cookies: { velvet_site_type: 'chads' } })
    expect(chads.body).toContain('data-theme="chads"')
    expect((await page('/celebrities')).body).toContain('data-theme="divas"')
  })

  it('keeps the age gate apart from the page past it', async () => {
    const gate = await t.app.inject({ method: 'GET', url: '/' })
    expect(readableText(gate)).toContain('This site contains adult content')
    const past = await page('/')
    expect(past.statusCode).toBe(307)
    expect(readableText(await t.app.inject({ method: 'GET', url: '/' }))).toContain('This site contains adult content')
    // A page kept past the gate is not what a visitor who has not passed it gets.
    expect(cacheOf(await page('/celebrities'))).toBe('hit')
    const notPast = await t.app.inject({ method: 'GET', url: '/celebrities' })
    expect(notPast.statusCode).toBe(307)
  })

  it("puts a creator's new post on the next guest's page at once", async () => {
    await page('/home')
    expect(cacheOf(await page('/home'))).toBe('hit')
    const description = `Just published ${Date.now()}`
    const published = await send(t, creator, {
      method: 'POST',
      url: '/api/posts',
      key: newKey(),
      payload: { description, front_container: 'free', elements: [{ component: 'picture', shape: 'square' }] },
    })
    expect(published.statusCode).toBe(201)
    const after = await page('/home')
    expect(cacheOf(after)).toBe('miss')
    expect(after.body).toContain(description)
  })
})

describe("a member's page", () => {
  it("is never answered from the guests' pages nor kept, and carries no other visitor's data", async () => {
    const guest = await page('/videos?member_test=1')
    expect(cacheOf(await page('/videos?member_test=1'))).toBe('hit')
    for (const [who, other] of [
      [fan, otherFan],
      [otherFan, fan],
    ] as const) {
      const bearer = await page('/videos?member_test=1', { headers: { authorization: `Bearer ${who.accessToken}` } })
      const cookie = await page('/videos?member_test=1', { cookies: { velvet_refresh: who.refreshToken } })
      for (const mine of [bearer, cookie]) {
        expect(mine.statusCode).toBe(200)
        expect(cacheOf(mine)).toBeUndefined()
        expect(mine.headers.etag).toBeUndefined()
        expect(mine.headers['cache-control']).toMatch(/^private, no-(cache|store)$/)
        // Rendered for this request: not the guests' copy.
        expect(mine.body).not.toBe(guest.body)
        for (const secret of [other.email, other.username, other.accessToken, other.refreshToken])
          expect(mine.body).not.toContain(secret)
      }
    }
    // Nothing of theirs was kept: guests still get their own copy, with no member in it.
    const guestAgain = await page('/videos?member_test=1')
    expect(cacheOf(guestAgain)).toBe('hit')
    expect(guestAgain.body).toBe(guest.body)
    for (const secret of [fan.email, fan.username, otherFan.email, otherFan.username])
      expect(guestAgain.body).not.toContain(secret)
  })
})
