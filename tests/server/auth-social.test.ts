/**
 * Social sign-in end to end over HTTP, as a browser and a provider would do it: our server sends
 * the browser to the provider (here the sandbox identity provider, at SOCIAL_SANDBOX_URL), the
 * person picks an account on its consent page, the provider sends the browser back with a code,
 * and our server exchanges it at the provider's token endpoint and reads the profile, over HTTP,
 * through arctic: the code path a real X or Google sign-in takes.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialAccounts, users } from '../../server/db/schema/index'
import { deriveKey } from '../../server/lib/secrets'
import { type AuthTestApp, createAuthTestApp } from '../fixtures/auth'
import { freePort } from '../setup/database'

let t: AuthTestApp
let base: string

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  t = await createAuthTestApp({
    config: {
      publicUrl: base,
      socialLogin: ['twitter', 'google'],
      socialSandboxUrl: `${base}/sandbox-identity`,
      rateLimit: false,
    },
  })
  await t.app.listen({ port, host: '127.0.0.1' })
})
afterAll(() => t.close())

/** A browser: keeps cookies, follows nothing by itself (each step is checked). */
function browser(language = 'en') {
  const jar = new Map<string, string>()
  async function go(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const response = await fetch(new URL(url, base), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        'accept-language': language,
        ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (value === '' || /max-age=0/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    }
    return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() }
  }
  return { go, jar }
}

/** The hidden fields of the consent page's form. */
function hiddenFields(page: string): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replaceAll('&amp;', '&')
  }
  return fields
}

async function signIn(provider: 'twitter' | 'google', identity: string, options: { language?: string } = {}) {
  const b = browser(options.language)
  const start = await b.go(`/api/auth/social/${provider}?redirect=/videos/hot`)
  expect(start.status).toBe(302)
  expect(start.location.startsWith(`${base}/sandbox-identity/${provider}/authorize?`)).toBe(true)
  const consent = await b.go(start.location)
  expect(consent.status).toBe(200)
  const chosen = await b.go(`/sandbox-identity/${provider}/authorize`, {
    method: 'POST',
    form: { ...hiddenFields(consent.text), identity },
  })
  expect(chosen.status).toBe(303)
  const back = await b.go(chosen.location)
  return { b, consent, back }
}

async function sessionOf(b: ReturnType<typeof browser>) {
  const res = await b.go('/api/auth/refresh', { method: 'POST' })
  return { status: res.status, body: res.status === 200 ? JSON.parse(res.text) : undefined }
}

describe('sign-in with X and Google through the sandbox identity provider', () => {
  it('X: consent, code, token, profile; the person is signed in and goes back where they were', async () => {
    const { b, consent, back } = await signIn('twitter', 'ana')
    expect(consent.text).toContain('Sign in to Velvet with X')
    expect(consent.text).toContain('Continue as Ana Torres')
    expect(back.status).toBe(302)
    expect(back.location).toBe('/login?social=done&redirect=%2Fvideos%2Fhot')
    expect(b.jar.has('velvet_refresh')).toBe(true)
    const session = await sessionOf(b)
    expect(session.status).toBe(200)
    expect(session.body.data.user.username).toBe('ana_torres')
    // The identity is the provider's user id, in the sandbox's own namespace.
    const [account] = await t.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, session.body.data.user.id))
    expect(account).toMatchObject({ provider: 'sandbox_twitter', providerUserId: expect.stringMatching(/^\d+$/) })

    // The same person again: the same account, not a new one.
    const again = await sessionOf((await signIn('twitter', 'ana')).b)
    expect(again.body.data.user.id).toBe(session.body.data.user.id)
  })

  it('Google: the consent page speaks the browser’s language, and a distinct account is made', async () => {
    const { b, consent, back } = await signIn('google', 'ana', { language: 'es' })
    expect(consent.text).toContain('Inicia sesión en Velvet con Google')
    expect(back.location).toBe('/login?social=done&redirect=%2Fvideos%2Fhot')
    const session = await sessionOf(b)
    expect(session.status).toBe(200)
    const [account] = await t.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, session.body.data.user.id))
    expect(account?.provider).toBe('sandbox_google')
  })

  it('a banned account is sent back to the sign-in screen, not signed in', async () => {
    const first = await sessionOf((await signIn('twitter', 'sam')).b)
    await t.db.update(users).set({ bannedAt: t.clock() }).where(eq(users.id, first.body.data.user.id))
    const { b, back } = await signIn('twitter', 'sam')
    expect(back.location).toBe('/login?social=failed&redirect=%2Fvideos%2Fhot')
    expect(b.jar.has('velvet_refresh')).toBe(false)
  })

  it('a cancelled consent or a forged state signs nobody in', async () => {
    const b = browser()
    const start = await b.go('/api/auth/social/twitter')
    const consent = await b.go(start.location)
    const cancelled = await b.go('/sandbox-identity/twitter/authorize', {
      method: 'POST',
      form: { ...hiddenFields(consent.text), decision: 'cancel' },
    })
    const back = await b.go(cancelled.location)
    expect(back.location).toBe('/login?social=failed')
    expect(b.jar.has('velvet_refresh')).toBe(false)

    const other = browser()
    const otherStart = await other.go('/api/auth/social/twitter')
    const otherConsent = await other.go(otherStart.location)
    const chosen = await other.go('/sandbox-identity/twitter/authorize', {
      method: 'POST',
      form: { ...hiddenFields(otherConsent.text), identity: 'leo', state: 'forged-state' },
    })
    expect((await other.go(chosen.location)).location).toBe('/login?social=failed')
    expect(other.jar.has('velvet_refresh')).toBe(false)
  })

  it('the provider refuses a foreign redirect, a wrong client secret, a wrong verifier and a code used twice', async () => {
    const b = browser()
    const start = new URL((await b.go('/api/auth/social/google')).location)
    start.searchParams.set('redirect_uri', 'https://evil.example/callback')
    expect((await b.go(start.toString())).status).toBe(400)

    const secret = deriveKey(t.secrets.jwtKey, 'velvet identity sandbox client')
    const verifier = 'v'.repeat(50)
    const redirectUri = `${base}/api/auth/social/google/callback`
    const params = {
      response_type: 'code',
      client_id: 'velvet-sandbox',
      redirect_uri: redirectUri,
      state: 'direct-test',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }
    const granted = await b.go('/sandbox-identity/google/authorize', {
      method: 'POST',
      form: { ...params, identity: 'sam' },
    })
    const code = new URL(granted.location).searchParams.get('code') ?? ''
    const exchange = (form: Record<string, string>, clientSecret = secret) =>
      fetch(`${base}/sandbox-identity/google/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`velvet-sandbox:${clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams(form).toString(),
      })
    const form = { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }
    expect((await exchange(form, 'not-the-secret')).status).toBe(401)
    expect((await exchange({ ...form, code_verifier: 'w'.repeat(50) })).status).toBe(400)
    const first = await exchange(form)
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) })
    expect((await exchange(form)).status).toBe(400)
  })
})
