/**
 * Sessions: access tokens, refresh rotation with reuse
 * detection, one device at a time, logout, and tokens that must never be accepted.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, refreshTokens, sessions, users } from '../../server/db/schema/index'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  login,
  loginRequest,
  refreshCookieOf,
  refreshWith,
  registerUser,
  type Signed,
  waitForMail,
} from '../fixtures/auth'

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())

const MINUTE = 60_000

function me(accessToken: string) {
  return authed(t, accessToken, { method: 'GET', url: '/api/users/me' })
}

/** How many refresh tokens the user's sessions have had: each rotation adds exactly one. */
async function tokensOf(userId: number): Promise<number> {
  const rows = await t.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(sessions.userId, userId))
  return rows.length
}

async function liveSessions(userId: number) {
  return t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

describe('login answers', () => {
  it('returns a Bearer access token for 15 minutes and sets the refresh cookie', async () => {
    const account = await registerUser(t, { verified: true })
    const res = await loginRequest(t, account.email, account.password)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.data).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { id: account.user.id } })
    expect(body.data.access_token.split('.')).toHaveLength(3)
    const cookie = res.cookies.find((c) => c.name === 'velvet_refresh')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 30 * 24 * 3600 })
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // PUBLIC_URL is http in tests: the cookie cannot be Secure there (it is under https).
    expect(cookie?.secure).toBeFalsy()
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('treats a request without Authorization as a guest and a signed-in user as themselves', async () => {
    const guest = await call(t, { method: 'GET', url: '/api/users/me' })
    expect(guest.statusCode).toBe(401)
    expect(guest.json()).toMatchObject({ code: 'unauthenticated' })
    const account = await registerUser(t)
    const res = await me(account.accessToken)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ id: account.user.id, username: account.username })
  })
})

describe('refresh', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const account = await registerUser(t)
    const res = await refreshWith(t, account.refreshToken)
    expect(res.statusCode).toBe(200)
    const next = refreshCookieOf(res)
    expect(next).toBeDefined()
    expect(next).not.toBe(account.refreshToken)
    expect((await me(res.json().data.access_token)).statusCode).toBe(200)
    // The original access token still works: its session is the same, only rotated.
    expect((await me(account.accessToken)).statusCode).toBe(200)
  })

  it('answers 401 and clears the cookie without a valid refresh cookie', async () => {
    const none = await call(t, { method: 'POST', url: '/api/auth/refresh' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ code: 'unauthenticated' })
    const unknown = await refreshWith(t, 'A'.repeat(43))
    expect(unknown.statusCode).toBe(401)
    const cleared = unknown.cookies.find((c) => c.name === 'velvet_refresh')
    expect(cleared?.value).toBe('')
  })

  it('revokes the whole session when a used refresh token comes back after its successor was used', async () => {
    const account = await registerUser(t)
    const first = await refreshWith(t, account.refreshToken)
    const second = await refreshWith(t, refreshCookieOf(first) ?? '')
    expect(second.statusCode).toBe(200)
    const newest = refreshCookieOf(second) ?? ''
    const newestAccess = second.json().data.access_token as string

    const reuse = await refreshWith(t, account.refreshToken)
    expect(reuse.statusCode).toBe(401)
    // Family revoked: the newest refresh token and every access token of the session are dead.
    expect((await refreshWith(t, newest)).statusCode).toBe(401)
    expect((await me(newestAccess)).statusCode).toBe(401)
    expect((await me(account.accessToken)).statusCode).toBe(401)
    expect(await liveSessions(account.user.id)).toHaveLength(0)
  })

  it('answers the retry of a refresh whose answer was lost with the same successor, minting nothing', async () => {
    const account = await registerUser(t)
    // The server rotates, but the answer (and its cookie) never reaches the device.
    const lost = await refreshWith(t, account.refreshToken)
    expect(lost.statusCode).toBe(200)
    t.clock.advance(2 * MINUTE)

    for (let retry = 0; retry < 3; retry++) {
      const again = await refreshWith(t, account.refreshToken)
      expect(again.statusCode).toBe(200)
      expect(refreshCookieOf(again)).toBe(refreshCookieOf(lost))
      expect((await me(again.json().data.access_token)).statusCode).toBe(200)
    }
    expect(await tokensOf(account.user.id)).toBe(2)
    // The successor works once, as any token; the original then no longer gets anything.
    const onward = await refreshWith(t, refreshCookieOf(lost) ?? '')
    expect(onward.statusCode).toBe(200)
    expect((await me(onward.json().data.access_token)).statusCode).toBe(200)
  })

  it('takes a used token replayed from another device, even within the grace time, as theft', async () => {
    const account = await registerUser(t, { verified: true })
    const owner = await refreshWith(t, account.refreshToken)
    expect(owner.statusCode).toBe(200)
    // A copy of the cookie, presented from elsewhere: no token for it, and the session ends for both.
    const replay = await refreshWith(t, account.refreshToken, 'someoneelse00000000001')
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ code: 'session_stolen' })
    expect(refreshCookieOf(replay)).toBe('')
    expect(await liveSessions(account.user.id)).toHaveLength(0)
    // The owner learns why on their next call, whether it refreshes or uses their access token.
    expect((await refreshWith(t, refreshCookieOf(owner) ?? '')).json()).toMatchObject({ code: 'session_stolen' })
    const call = await me(owner.json().data.access_token)
    expect(call.statusCode).toBe(401)
    expect(call.json()).toMatchObject({ code: 'session_stolen' })
    // …and by e-mail, once, however many times the stolen token comes back.
    const mail = await waitForMail(t, account.email, 'session_stolen')
    expect(mail.subject).toBe('We signed you out to protect your account')
    expect(mail.link).toMatch(/\/login$/)
    expect((await refreshWith(t, account.refreshToken, 'someoneelse00000000001')).statusCode).toBe(401)
    await t.app.jobs.drain()
    const mails = await t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.to, account.email), eq(outbox.kind, 'session_stolen')))
    expect(mails).toHaveLength(1)
  })

  it('lets the same device retry within the grace time, however many tabs ask at once', async () => {
    const account = await registerUser(t)
    const first = await refreshWith(t, account.refreshToken)
    const retries = await Promise.all([1, 2, 3].map(() => refreshWith(t, account.refreshToken)))
    for (const retry of retries) expect(refreshCookieOf(retry)).toBe(refreshCookieOf(first))
    expect(await liveSessions(account.user.id)).toHaveLength(1)
  })

  it('treats a retry after the grace time as reuse', async () => {
    const account = await registerUser(t)
    await refreshWith(t, account.refreshToken)
    t.clock.advance(6 * MINUTE)
    expect((await refreshWith(t, account.refreshToken)).statusCode).toBe(401)
    expect(await liveSessions(account.user.id)).toHaveLength(0)
  })

  it('gives every one of 5 or 20 concurrent refreshes with one token the same working successor', async () => {
    for (const [concurrency, rounds] of [
      [5, 8],
      [20, 4],
    ] as const) {
      for (let round = 0; round < rounds; round++) {
        const account = await registerUser(t)
        const results = await Promise.all(
          Array.from({ length: concurrency }, () => refreshWith(t, account.refreshToken)),
        )
        expect(results.map((res) => res.statusCode)).toEqual(results.map(() => 200))
        const issued = new Set(results.map((res) => refreshCookieOf(res)))
        expect(issued.size).toBe(1)
        for (const res of results) expect((await me(res.json().data.access_token)).statusCode).toBe(200)
        expect(await tokensOf(account.user.id)).toBe(2)
        expect((await refreshWith(t, [...issued][0] ?? '')).statusCode).toBe(200)
        expect(await liveSessions(account.user.id)).toHaveLength(1)
      }
    }
  })

  it('keeps a session alive across refreshes, and ends it after 30 idle days', async () => {
    const account = await registerUser(t)
    t.clock.advance(16 * MINUTE)
    expect((await me(account.accessToken)).statusCode).toBe(401)
    const renewed = await refreshWith(t, account.refreshToken)
    expect(renewed.statusCode).toBe(200)
    expect((await me(renewed.json().data.access_token)).statusCode).toBe(200)

    t.clock.advance(31 * 24 * 60 * MINUTE)
    expect((await refreshWith(t, refreshCookieOf(renewed) ?? '')).statusCode).toBe(401)
  })
})

describe('one device at a time', () => {
  it('rejects the first device on its next call after a second login (20 trials)', async () => {
    const account = await registerUser(t, { verified: true })
    let previous: Signed = await login(t, account)
    let accepted = 0
    for (let trial = 0; trial < 20; trial++) {
      const next = await login(t, account)
      const [access, refresh] = await Promise.all([me(previous.accessToken), refreshWith(t, previous.refreshToken)])
      if (access.statusCode !== 401) accepted++
      if (refresh.statusCode !== 401) accepted++
      expect(access.json()).toMatchObject({ code: 'unauthenticated' })
      expect((await me(next.accessToken)).statusCode).toBe(200)
      previous = next
    }
    expect(accepted).toBe(0)
    expect(await liveSessions(account.user.id)).toHaveLength(1)
  })

  it('leaves exactly one live session after 20 concurrent logins', async () => {
    const account = await registerUser(t, { verified: true })
    const results = await Promise.all(
      Array.from({ length: 20 }, () => loginRequest(t, account.email, account.password)),
    )
    expect(results.every((res) => res.statusCode === 200)).toBe(true)
    expect(await liveSessions(account.user.id)).toHaveLength(1)
    const working = await Promise.all(results.map((res) => me(res.json().data.access_token)))
    expect(working.filter((res) => res.statusCode === 200)).toHaveLength(1)
  })

  it('ends the registration session when the same user logs in elsewhere', async () => {
    const account = await registerUser(t, { verified: true })
    await login(t, account)
    expect((await me(account.accessToken)).statusCode).toBe(401)
    expect((await refreshWith(t, account.refreshToken)).statusCode).toBe(401)
  })
})

describe('logout', () => {
  it('revokes the session and clears the cookie', async () => {
    const account = await registerUser(t)
    const res = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { velvet_refresh: account.refreshToken },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { success: true } })
    const cleared = res.cookies.find((c) => c.name === 'velvet_refresh')
    expect(cleared).toMatchObject({ value: '', path: '/api/auth' })
    expect((await me(account.accessToken)).statusCode).toBe(401)
    expect((await refreshWith(t, account.refreshToken)).statusCode).toBe(401)
  })

  it('works with only the cookie, with an expired token, or with nothing', async () => {
    const account = await registerUser(t)
    t.clock.advance(20 * MINUTE)
    const res = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { velvet_refresh: account.refreshToken },
    })
    expect(res.statusCode).toBe(200)
    expect((await refreshWith(t, account.refreshToken)).statusCode).toBe(401)
    expect((await call(t, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200)
  })
})

describe('access tokens that must be refused', () => {
  let account: Signed
  let other: Signed
  let key: Uint8Array
  beforeAll(async () => {
    account = await registerUser(t)
    other = await registerUser(t)
    key = new TextEncoder().encode(t.secrets.jwtKey)
  })

  function claimsOf(token: string): Record<string, unknown> {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
  }

  function base(overrides: Record<string, unknown> = {}) {
    const claims = claimsOf(account.accessToken)
    return { ...claims, ...overrides }
  }

  async function sign(payload: Record<string, unknown>, alg = 'HS256', signingKey: Uint8Array | CryptoKey = key) {
    return new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(signingKey)
  }

  function encode(part: unknown) {
    return Buffer.from(JSON.stringify(part)).toString('base64url')
  }

  it('refuses every forged, altered, expired or misdirected token with 401', async () => {
    const now = Math.floor(t.clock().getTime() / 1000)
    const [header, payload, signature] = account.accessToken.split('.')
    const rsa = await generateKeyPair('RS256')
    const revoked = await registerUser(t)
    await authed(t, revoked.accessToken, {
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { velvet_refresh: revoked.refreshToken },
    })
    const { exp: _exp, ...withoutExp } = base()
    const variants: Record<string, string> = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none with signature': `${encode({ alg: 'none' })}.${payload}.${signature}`,
      'wrong secret': await sign(base(), 'HS256', new TextEncoder().encode('not-the-server-secret-at-all-000000')),
      'tampered sub': `${header}.${encode(base({ sub: String(other.user.id) }))}.${signature}`,
      'tampered exp': `${header}.${encode(base({ exp: now + 86_400 }))}.${signature}`,
      expired: await sign(base({ iat: now - 3600, exp: now - 60 })),
      'issued in the future only': await sign(base({ iat: now, exp: now - 1 })),
      'missing exp': await sign(withoutExp),
      'typ refresh': await sign(base({ typ: 'refresh' })),
      'typ missing': await sign(base({ typ: undefined })),
      'wrong audience': await sign(base({ aud: 'velvet-admin' })),
      'wrong issuer': await sign(base({ iss: 'someone-else' })),
      'HS512 with the right key': await sign(base(), 'HS512', new Uint8Array([...key, ...key])),
      'RS256 (algorithm confusion)': await sign(base(), 'RS256', rsa.privateKey),
      'revoked session': revoked.accessToken,
      'session of another user': await sign(base({ sub: String(other.user.id) })),
      'unknown session': await sign(base({ sid: '00000000-0000-4000-8000-000000000000' })),
      'malformed sid': await sign(base({ sid: 'not-a-uuid' })),
      'non-numeric sub': await sign(base({ sub: 'admin' })),
      truncated: account.accessToken.slice(0, -5),
      garbage: 'abc.def.ghi',
      'one part': 'abcdef',
    }
    const accepted: string[] = []
    for (const [name, token] of Object.entries(variants)) {
      const res = await me(token)
      if (res.statusCode !== 401) accepted.push(`${name}: ${res.statusCode}`)
      // A bad token is refused on public endpoints too, not silently downgraded to a guest.
      const open = await authed(t, token, { method: 'GET', url: '/api/app_config' })
      if (open.statusCode !== 401) accepted.push(`${name} (public): ${open.statusCode}`)
    }
    expect(accepted).toEqual([])
    expect((await me(account.accessToken)).statusCode).toBe(200)
  })

  it('refuses Authorization headers that are not a Bearer token', async () => {
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer ', `bearer ${account.accessToken}`, 'Token x']) {
      const res = await call(t, { method: 'GET', url: '/api/users/me', headers: { authorization: header } })
      expect(res.statusCode, header).toBe(401)
    }
  })

  it('refuses a token once its 15 minutes are over', async () => {
    const fresh = await registerUser(t)
    t.clock.advance(14 * MINUTE)
    expect((await me(fresh.accessToken)).statusCode).toBe(200)
    t.clock.advance(1 * MINUTE + 1000)
    expect((await me(fresh.accessToken)).statusCode).toBe(401)
  })

  it('answers 403 banned for a banned user’s live token', async () => {
    const banned = await registerUser(t)
    await t.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.user.id))
    const res = await me(banned.accessToken)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'banned' })
  })
})
