/**
 * Pages rendered by the server (src/entry-server.tsx through server/plugins/pages.ts), on the real
 * database with the demo seed: each landing page carries its content and the queries it was rendered
 * with, in the visitor's language and theme, past the age gate or at it; concurrent renders never mix
 * languages; and a page never carries a member's data, whatever the request brings.
 */
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/accounts'
import { type AuthTestApp, login, type Signed } from '../fixtures/auth'
import { createPagesTestApp, pageData, readableText } from './pages-fixture'

let t: AuthTestApp
let member: Signed

const AGE = { velvet_age: '1' }

function page(url: string, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) {
  return t.app.inject({ method: 'GET', url, cookies: options.cookies ?? AGE, headers: options.headers ?? {} })
}

beforeAll(async () => {
  t = await createPagesTestApp()
  member = await login(t, { ...DEMO_ACCOUNTS.member, password: DEMO_PASSWORD })
})
afterAll(() => t.close())

describe('landing pages rendered by the server', () => {
  it("/home: the feed's posts and their creators in the page, and the queries that read them in its data", async () => {
    const res = await page('/home')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const text = readableText(res)
    expect(text).toContain('Soft light, slow mornings.')
    expect(text).toContain('Selene Bellamy')
    expect(res.body).toMatch(/<html lang="en" data-theme="divas">/)
    // The queries the page was rendered with, for the browser's cache: the feed and the carousel.
    const data = pageData(res)
    expect(data).toContain('"celebrities"')
    expect(data).toContain('"carousels"')
    expect(data).toContain('Soft light, slow mornings.')
  })

  it("a creator's profile, a post, the movie index and a watch page each show what they are about", async () => {
    const profile = await page('/selenebellamy')
    expect(profile.statusCode).toBe(200)
    expect(readableText(profile)).toContain('Selene Bellamy')
    expect(readableText(profile)).toContain('Cosplayer, gamer and proud night owl.')
    // Her posts, shown as a grid of pictures, came with the page.
    expect(pageData(profile)).toContain('"creator",4')
    expect(pageData(profile)).toContain('Soft light, slow mornings.')
    // The lazily loaded screen's style sheet and code are in the head: it is styled before any script runs.
    expect(profile.body).toContain('href="/assets/profile.css"')
    expect(profile.body).toContain('href="/assets/profile-screens.js"')

    const post = await page('/selenebellamy/post/1')
    expect(post.statusCode).toBe(200)
    expect(readableText(post)).toContain('Soft light, slow mornings.')

    const movies = await page('/videos')
    expect(readableText(movies)).toContain('All videos')
    expect(readableText(movies)).toContain('Golden Weekend')

    const watch = await page('/videos/2/watch')
    expect(readableText(watch)).toContain('Golden Weekend')
    // What to play is signed for a while: never in the page.
    expect(pageData(watch)).not.toContain('"playback"')
  })

  it("a creator's profile, a post and a watch page carry their title, description, canonical address and card tags", async () => {
    const head = (res: LightMyRequestResponse) => res.body.slice(0, res.body.indexOf('</head>'))
    const profile = head(await page('/selenebellamy'))
    expect(profile.match(/<title>/g)).toHaveLength(1)
    expect(profile).toContain('<title>Selene Bellamy · Velvet</title>')
    expect(profile).toContain('<meta name="description" content="Cosplayer, gamer and proud night owl.')
    expect(profile.match(/<meta name="description"/g)).toHaveLength(1)
    expect(profile).toContain('<link rel="canonical" href="http://localhost/selenebellamy"')
    expect(profile).toContain('<meta property="og:type" content="profile"')
    expect(profile).toMatch(/<meta property="og:image" content="http:\/\/localhost\/media\/[^"]+"/)
    expect(profile).toContain('<meta name="twitter:card" content="summary_large_image"')

    // Under an address in other letters, the canonical one is the creator's own.
    const post = head(await page('/SeleneBellamy/post/1'))
    expect(post).toContain('<meta property="og:description" content="Soft light, slow mornings."')
    expect(post).toContain('<link rel="canonical" href="http://localhost/selenebellamy/post/1"')
    expect(post).toContain('<meta property="og:title" content="Selene Bellamy"')

    const watch = head(await page('/videos/2/watch?lang=en'))
    expect(watch).toContain('<title>Golden Weekend · Velvet</title>')
    expect(watch).toContain('<meta property="og:type" content="video.movie"')
    expect(watch).toContain('<link rel="canonical" href="http://localhost/videos/2/watch"')
  })

  it('a post opened under another creator moves to its owner, and an unknown address is a 404 page', async () => {
    const moved = await page('/stellavega/post/1')
    expect(moved.statusCode).toBe(307)
    expect(moved.headers.location).toBe('/selenebellamy/post/1')
    const missing = await page('/nope/x/y')
    expect(missing.statusCode).toBe(404)
    expect(readableText(missing)).toContain('Page not found')
  })

  it('the info pages, log in and register render their own words', async () => {
    expect(readableText(await page('/faqs'))).toContain('Frequently asked questions')
    expect(readableText(await page('/about'))).toContain('About Velvet')
    expect(readableText(await page('/login'))).toContain('Log in to Velvet')
    expect(readableText(await page('/signup/user'))).toContain('Create your account')
  })

  it("runs only the page's own inline scripts: they carry the nonce its policy names", async () => {
    const res = await page('/home')
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1]
    expect(nonce).toBeTruthy()
    const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1] ?? '')
    expect(scripts.length).toBeGreaterThan(1)
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
    // The boot check is in the page, without its comment.
    expect(res.body).toContain('window.bootCheck = 1')
    expect(res.body).not.toContain('a comment')
  })
})

describe('the visitor, from the request', () => {
  it('sends a visitor without the age cookie to the gate, which Enter passes without JavaScript', async () => {
    const gated = await page('/home', { cookies: {} })
    expect(gated.statusCode).toBe(307)
    expect(gated.headers.location).toBe('/?redirect=%2Fhome')
    const gate = await page('/?redirect=%2Fhome', { cookies: {} })
    expect(gate.statusCode).toBe(200)
    expect(readableText(gate)).toContain('This site contains adult content')
    expect(gate.body).toMatch(/<form[^>]*action="\/enter"/)
    // Past it, the gate's own address leads on.
    const passed = await page('/?redirect=%2Fvideos')
    expect(passed.statusCode).toBe(307)
    expect(passed.headers.location).toBe('/videos')
  })

  it('lets crawlers through without the gate', async () => {
    const res = await page('/celebrities', {
      cookies: {},
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
    expect(res.statusCode).toBe(200)
    expect(readableText(res)).toContain('Soft light, slow mornings.')
  })

  it('renders in the language of a ?lang= link, else the cookie the app writes, else the browser’s', async () => {
    const byLink = await page('/home?lang=pt', { headers: { 'accept-language': 'tr' } })
    expect(byLink.body).toContain('<html lang="pt"')
    const byCookie = await page('/home', {
      cookies: { ...AGE, velvet_lang: 'es' },
      headers: { 'accept-language': 'tr' },
    })
    expect(byCookie.body).toContain('<html lang="es"')
    expect(readableText(byCookie)).toContain('Celebridades')
    const byBrowser = await page('/home', { headers: { 'accept-language': 'tr-TR,tr;q=0.9' } })
    expect(byBrowser.body).toContain('<html lang="tr"')
    expect(byBrowser.headers.vary).toContain('Accept-Language')
    expect(byBrowser.headers.vary).toContain('Cookie')
  })

  it('renders in the theme of a ?site_type= link, else its cookie; a creator is shown in their own', async () => {
    const chads = await page('/celebrities', { cookies: { ...AGE, velvet_site_type: 'chads' } })
    expect(chads.body).toContain('data-theme="chads"')
    expect(pageData(chads)).toContain('"chads"')
    const byLink = await page('/celebrities?site_type=chads')
    expect(byLink.body).toContain('data-theme="chads"')
    // Selene is one of the divas: her profile opens in that theme, whatever the visitor's.
    const profile = await page('/selenebellamy', { cookies: { ...AGE, velvet_site_type: 'chads' } })
    expect(profile.body).toContain('data-theme="divas"')
  })

  it('renders concurrent pages each in its own language, without mixing', async () => {
    const languages = ['es', 'tr', 'pt', 'en', 'es', 'tr'] as const
    const words = { en: 'Celebrities', es: 'Celebridades', pt: 'Celebridades', tr: 'Ünlüler' }
    const pages = await Promise.all(languages.map((lang) => page(`/celebrities?lang=${lang}`)))
    pages.forEach((res, index) => {
      const lang = languages[index] ?? 'en'
      expect(res.body).toContain(`<html lang="${lang}"`)
      expect(readableText(res)).toContain(words[lang])
      for (const other of Object.values(words))
        if (other !== words[lang]) expect(readableText(res)).not.toContain(other)
      // Its reads were made in its language.
      expect(pageData(res)).toContain(`locale:"${lang}"`)
    })
  })
})

describe("a member's data", () => {
  it('is never in a page, whatever credentials the page request carries', async () => {
    const guest = await page('/home')
    const withCredentials = await page('/home', {
      cookies: { ...AGE, velvet_refresh: member.refreshToken },
      headers: { authorization: `Bearer ${member.accessToken}` },
    })
    expect(withCredentials.statusCode).toBe(200)
    for (const secret of [member.email, member.username, member.accessToken]) {
      expect(withCredentials.body).not.toContain(secret)
    }
    // The member may see every post of the feed; the page shows the guest's locks all the same.
    const locks = (res: LightMyRequestResponse) => (pageData(res).match(/available:!1/g) ?? []).length
    expect(locks(guest)).toBeGreaterThan(0)
    expect(locks(withCredentials)).toBe(locks(guest))
  })
})

describe('the app shell', () => {
  it("is the app's document without a page: its code and style sheets, and none of a page's data", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-shell' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<script type="module" src="/assets/main-test.js"></script>')
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/main.css">')
    expect(res.body).not.toContain('$_TSR')
  })
})
