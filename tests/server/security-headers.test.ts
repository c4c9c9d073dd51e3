/**
 * Headers and smaller exposures: Permissions-Policy, framing refused the same way
 * by CSP and X-Frame-Options, HSTS only on HTTPS answers, signed-in answers private and unstored,
 * and the cookie-only endpoints (refresh, logout) refusing requests from other origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  refreshCookieOf,
  refreshWith,
  registerUser,
} from '../fixtures/auth'

let t: AuthTestApp
let behindProxy: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp({ seed: true, config: { publicUrl: 'https://velvet.example' } })
  behindProxy = await createAuthTestApp({ config: { trustProxy: true, env: 'production' } })
})
afterAll(async () => {
  await t.close()
  await behindProxy.close()
})

describe('headers on every answer', () => {
  it('restricts powerful features and refuses framing in both headers', async () => {
    for (const url of ['/api/health', '/api/celebrities', '/api/nothing']) {
      const res = await call(t, { method: 'GET', url })
      const policy = String(res.headers['permissions-policy'])
      expect(policy, url).toContain('geolocation=()')
      expect(policy, url).toContain('payment=()')
      expect(policy, url).toContain('camera=(self)')
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
    }
  })

  it("severs other sites' openers, without the isolated process in Chromium that can", async () => {
    const chromium =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
    for (const url of ['/home', '/api/health']) {
      const fromChromium = await call(t, { method: 'GET', url, headers: { 'user-agent': chromium } })
      expect(fromChromium.headers['cross-origin-opener-policy'], url).toBe('noopener-allow-popups')
      const fromFirefox = await call(t, { method: 'GET', url, headers: { 'user-agent': firefox } })
      expect(fromFirefox.headers['cross-origin-opener-policy'], url).toBe('same-origin')
    }
  })

  it('sends HSTS over HTTPS only, even in production', async () => {
    const plain = await call(behindProxy, { method: 'GET', url: '/api/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    const secure = await call(behindProxy, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/)
  })

  it('marks every answer to a signed-in request private and unstored, and leaves guests’ alone', async () => {
    const account = await registerUser(t)
    for (const url of ['/api/celebrities', '/api/posts/1', '/api/models/1', '/api/movies', '/api/languages']) {
      const signedIn = await authed(t, account.accessToken, { method: 'GET', url })
      expect(signedIn.statusCode, url).toBe(200)
      expect(signedIn.headers['cache-control'], url).toBe('private, no-store')
      const guest = await call(t, { method: 'GET', url })
      expect(String(guest.headers['cache-control'] ?? ''), url).not.toContain('private')
    }
  })
})

describe('refresh and logout from another origin', () => {
  const FOREIGN = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: 'http://velvet.example' },
    { 'sec-fetch-site': 'cross-site' },
  ]

  it('refuses them with 403 and leaves the session and its cookie as they were', async () => {
    const account = await registerUser(t)
    for (const headers of FOREIGN) {
      for (const url of ['/api/auth/refresh', '/api/auth/logout']) {
        const res = await call(t, { method: 'POST', url, headers, cookies: { velvet_refresh: account.refreshToken } })
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403)
        expect(res.cookies.find((cookie) => cookie.name === 'velvet_refresh')).toBeUndefined()
      }
    }
    // Nothing was spent or revoked: the token still refreshes, from our own origin.
    const ours = await call(t, {
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { origin: 'https://velvet.example', 'sec-fetch-site': 'same-origin' },
      cookies: { velvet_refresh: account.refreshToken },
    })
    expect(ours.statusCode).toBe(200)
    // A client that sends no Origin at all (not a browser) is not refused by this check.
    expect((await refreshWith(t, refreshCookieOf(ours) ?? '')).statusCode).toBe(200)
  })
})
