/**
 * What the app learns from /api/app_config, the captcha challenge, and social login (SOCIAL_LOGIN:
 * Twitter on and Google off by default; a provider's own credentials, else the sandbox identity
 * provider, else no paths at all).
 */
import { extractParams } from 'altcha-lib/v1'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { type AuthTestApp, call, createAuthTestApp } from '../fixtures/auth'

describe('defaults', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await createAuthTestApp({ config: { captchaComplexity: 50_000 } })
  })
  afterAll(() => t.close())

  it('reports captcha on, X sign-in (through the sandbox), the demo creators’ panel and no mailbox', async () => {
    const res = await call(t, { method: 'GET', url: '/api/app_config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      data: {
        captcha: true,
        social: { twitter: true, google: false },
        creators_panel_url: 'http://localhost:3001',
        error_reporting_dsn: 'http://velvet@localhost:3000/1',
        dev_mailbox: false,
      },
    })
    const start = await call(t, { method: 'GET', url: '/api/auth/social/twitter' })
    expect(start.statusCode).toBe(302)
    expect(String(start.headers.location)).toMatch(/^http:\/\/localhost:3000\/sandbox-identity\/twitter\/authorize\?/)
  })

  it('hands out signed ALTCHA challenges that expire in about 10 minutes', async () => {
    const res = await call(t, { method: 'GET', url: '/api/altcha/challenge' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const challenge = res.json()
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50_000 })
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    const expires = Number(extractParams(challenge).expires) * 1000
    expect(expires - t.clock().getTime()).toBeGreaterThan(9 * 60_000)
    expect(expires - t.clock().getTime()).toBeLessThanOrEqual(10 * 60_000)
    const another = (await call(t, { method: 'GET', url: '/api/altcha/challenge' })).json()
    expect(another.salt).not.toBe(challenge.salt)
  })

  it('has no path for a provider not offered (Google, off by default)', async () => {
    expect((await call(t, { method: 'GET', url: '/api/auth/social/google' })).statusCode).toBe(404)
    expect((await call(t, { method: 'GET', url: '/sandbox-identity/google/me' })).statusCode).toBe(401)
  })
})

describe('with the sandbox off and no credentials', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await createAuthTestApp({ config: { socialSandboxUrl: undefined } })
  })
  afterAll(() => t.close())

  it('offers no social sign-in and has no social paths, nor the sandbox’s', async () => {
    expect((await call(t, { method: 'GET', url: '/api/app_config' })).json().data.social).toEqual({
      twitter: false,
      google: false,
    })
    expect((await call(t, { method: 'GET', url: '/api/auth/social/twitter' })).statusCode).toBe(404)
    expect((await call(t, { method: 'GET', url: '/api/auth/social/twitter/callback?code=x&state=y' })).statusCode).toBe(
      404,
    )
    expect((await call(t, { method: 'GET', url: '/sandbox-identity/twitter/me' })).statusCode).toBe(404)
  })
})

describe('with Twitter (and Google) configured', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await createAuthTestApp({
      config: {
        publicUrl: 'https://velvet.example',
        oauth: {
          twitter: { clientId: 'test-twitter-client', clientSecret: 'test-twitter-secret' },
          google: { clientId: 'test-google-client', clientSecret: 'test-google-secret' },
        },
        creatorsPanelUrl: 'https://panel.velvet.example',
      },
    })
  })
  afterAll(() => t.close())

  it('offers Twitter and still not Google (off by default, SOCIAL_LOGIN)', async () => {
    const res = await call(t, { method: 'GET', url: '/api/app_config' })
    expect(res.json().data).toMatchObject({
      social: { twitter: true, google: false },
      creators_panel_url: 'https://panel.velvet.example',
    })
    expect((await call(t, { method: 'GET', url: '/api/auth/social/google' })).statusCode).toBe(404)
  })

  it('redirects to Twitter with PKCE and a state kept in a short-lived httpOnly cookie', async () => {
    const res = await call(t, { method: 'GET', url: '/api/auth/social/twitter' })
    expect(res.statusCode).toBe(302)
    const location = new URL(String(res.headers.location))
    expect(`${location.origin}${location.pathname}`).toBe('https://x.com/i/oauth2/authorize')
    const params = location.searchParams
    expect(params.get('response_type')).toBe('code')
    expect(params.get('client_id')).toBe('test-twitter-client')
    expect(params.get('redirect_uri')).toBe('https://velvet.example/api/auth/social/twitter/callback')
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['users.read', 'tweet.read']))
    const state = params.get('state')
    const cookie = res.cookies.find((c) => c.name === 'velvet_oauth')
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/api/auth/social',
      maxAge: 600,
    })
    expect(cookie?.value.startsWith(`${state}.`)).toBe(true)
  })

  it('sends the browser back to login when the state does not match (no provider call)', async () => {
    const start = await call(t, { method: 'GET', url: '/api/auth/social/twitter' })
    const cookie = start.cookies.find((c) => c.name === 'velvet_oauth')?.value ?? ''
    const cases: { url: string; cookies: Record<string, string> }[] = [
      { url: '/api/auth/social/twitter/callback?code=abc&state=forged', cookies: { velvet_oauth: cookie } },
      { url: '/api/auth/social/twitter/callback?code=abc&state=forged', cookies: {} },
      { url: '/api/auth/social/twitter/callback?error=access_denied', cookies: { velvet_oauth: cookie } },
    ]
    for (const { url, cookies } of cases) {
      const res = await call(t, { method: 'GET', url, cookies })
      expect(res.statusCode, url).toBe(302)
      expect(res.headers.location).toBe('/login?social=failed')
      expect(res.cookies.find((c) => c.name === 'velvet_refresh')).toBeUndefined()
    }
  })
})

describe('with Google offered too (SOCIAL_LOGIN=twitter,google)', () => {
  let t: AuthTestApp
  beforeAll(async () => {
    t = await createAuthTestApp({
      config: {
        publicUrl: 'https://velvet.example',
        socialLogin: ['twitter', 'google'],
        oauth: { twitter: undefined, google: { clientId: 'test-google-client', clientSecret: 'test-google-secret' } },
      },
    })
  })
  afterAll(() => t.close())

  it('sends the browser to Google itself with its credentials, and to the sandbox for X without them', async () => {
    expect((await call(t, { method: 'GET', url: '/api/app_config' })).json().data.social).toEqual({
      twitter: true,
      google: true,
    })
    const google = new URL(String((await call(t, { method: 'GET', url: '/api/auth/social/google' })).headers.location))
    expect(`${google.origin}${google.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(Object.fromEntries(google.searchParams)).toMatchObject({
      client_id: 'test-google-client',
      redirect_uri: 'https://velvet.example/api/auth/social/google/callback',
      scope: 'openid profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
      hl: 'en',
    })
    const x = new URL(String((await call(t, { method: 'GET', url: '/api/auth/social/twitter' })).headers.location))
    expect(x.pathname).toBe('/sandbox-identity/twitter/authorize')
    expect(x.searchParams.get('client_id')).toBe('velvet-sandbox')
  })
})

describe('configuration', () => {
  it('reads the account variables and refuses half-configured OAuth clients', () => {
    const config = loadConfig({
      CAPTCHA: 'off',
      CAPTCHA_COMPLEXITY: '1000',
      TWITTER_CLIENT_ID: 'id',
      TWITTER_CLIENT_SECRET: 'secret',
      CREATORS_PANEL_URL: 'https://panel.example',
    })
    expect(config).toMatchObject({
      captcha: false,
      captchaComplexity: 1000,
      oauth: { twitter: { clientId: 'id', clientSecret: 'secret' }, google: undefined },
      creatorsPanelUrl: 'https://panel.example',
    })
    expect(loadConfig({}).captcha).toBe(true)
    expect(loadConfig({}).captchaComplexity).toBe(50_000)
    expect(() => loadConfig({ TWITTER_CLIENT_ID: 'id' })).toThrow(/TWITTER_CLIENT_SECRET/)
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID/)
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/)
  })

  it('reads the social sign-ins offered and where the sandbox and the demo panel are', () => {
    expect(loadConfig({})).toMatchObject({
      socialLogin: ['twitter'],
      socialSandboxUrl: 'http://localhost:3000/sandbox-identity',
      creatorsPanelUrl: 'http://localhost:3001',
      demoPanelPort: 3001,
    })
    expect(
      loadConfig({
        SOCIAL_LOGIN: 'google,twitter',
        SOCIAL_SANDBOX_URL: 'http://idp.internal:8080/',
        PUBLIC_URL: 'https://velvet.example',
        DEMO_PANEL_PORT: '4100',
      }),
    ).toMatchObject({
      socialLogin: ['google', 'twitter'],
      socialSandboxUrl: 'http://idp.internal:8080',
      creatorsPanelUrl: 'https://velvet.example:4100',
    })
    expect(loadConfig({ SOCIAL_LOGIN: '', SOCIAL_SANDBOX: 'off' })).toMatchObject({
      socialLogin: [],
      socialSandboxUrl: undefined,
    })
    // A real panel configured: no demo panel is started.
    expect(loadConfig({ CREATORS_PANEL_URL: 'https://panel.example' }).demoPanelPort).toBeUndefined()
    expect(() => loadConfig({ SOCIAL_LOGIN: 'facebook' })).toThrow(/SOCIAL_LOGIN/)
  })
})
