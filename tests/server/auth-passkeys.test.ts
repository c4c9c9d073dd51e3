/**
 * Passkeys: adding, naming and removing them in the account, and signing in with one, answered by
 * a software authenticator (real ES256 signatures over real WebAuthn structures). Challenges are
 * single-use and expire; a passkey sign-in opens a session exactly like a password login (other
 * sessions revoked) and is refused for banned, disabled and unverified accounts alike.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import { passkeys, sessions, users, webauthnChallenges } from '../../server/db/schema/index'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  login,
  nextIp,
  refreshCookieOf,
  registerUser,
  type Signed,
} from '../fixtures/auth'
import { assertPasskey, createPasskey, type SoftwarePasskey } from '../fixtures/software-authenticator'

const RP_ID = 'velvet.test'
const ORIGIN = 'https://velvet.test'
const MINUTE = 60_000

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp({ config: { passkeys: { rpId: RP_ID, origins: [ORIGIN] } } })
})
afterAll(() => t.close())

type Options = { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string } }

async function registrationOptions(account: Signed): Promise<Options> {
  const res = await authed(t, account.accessToken, { method: 'POST', url: '/api/users/me/passkeys/options' })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Options
}

function addPasskey(account: Signed, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return authed(t, account.accessToken, { method: 'POST', url: '/api/users/me/passkeys', payload: body })
}

/** Registers a passkey for the account through the API, as the settings screen does. */
async function registerPasskey(account: Signed, name = 'My phone'): Promise<{ passkey: SoftwarePasskey; id: number }> {
  const options = await registrationOptions(account)
  const { passkey, credential } = createPasskey({
    challenge: options.challenge,
    origin: ORIGIN,
    rpId: RP_ID,
    userHandle: options.user.id,
  })
  const res = await addPasskey(account, { name, credential })
  expect(res.statusCode, res.body).toBe(201)
  return { passkey, id: res.json().data.id as number }
}

async function loginChallenge(): Promise<string> {
  const res = await call(t, { method: 'POST', url: '/api/auth/passkey/options' })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.challenge as string
}

function passkeyLogin(credential: Record<string, unknown>, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return call(t, {
    method: 'POST',
    url: '/api/auth/passkey/login',
    payload: { credential },
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

async function signInWith(passkey: SoftwarePasskey): Promise<LightMyRequestResponse> {
  const challenge = await loginChallenge()
  return passkeyLogin(assertPasskey(passkey, { challenge, origin: ORIGIN, rpId: RP_ID }))
}

function listPasskeys(account: Signed) {
  return authed(t, account.accessToken, { method: 'GET', url: '/api/users/me/passkeys' })
}

async function liveSessions(userId: number) {
  return t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

describe('adding a passkey', () => {
  it('hands out options for a discoverable, user-verified passkey of this RP and stores what the authenticator made', async () => {
    const account = await registerUser(t, { verified: true })
    const options = await registrationOptions(account)
    expect(options).toMatchObject({
      rp: { id: RP_ID, name: 'Velvet' },
      user: { name: account.username },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    })
    const { passkey, credential } = createPasskey({
      challenge: options.challenge,
      origin: ORIGIN,
      rpId: RP_ID,
      userHandle: options.user.id,
    })
    const res = await addPasskey(account, { name: '  Work laptop  ', credential })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ name: 'Work laptop', last_used_at: null })
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, account.user.id))
    expect(row).toMatchObject({ credentialId: passkey.credentialId.toString('base64url'), transports: ['internal'] })
    const list = await listPasskeys(account)
    expect(list.json().data).toEqual([res.json().data])
    // The next options name it, so the browser will not make a second one on the same authenticator.
    const next = await registrationOptions(account)
    expect(next).toMatchObject({ excludeCredentials: [{ id: credential.id, type: 'public-key' }] })
  })

  it('is for signed-in users only', async () => {
    expect((await call(t, { method: 'POST', url: '/api/users/me/passkeys/options' })).statusCode).toBe(401)
    expect((await call(t, { method: 'GET', url: '/api/users/me/passkeys' })).statusCode).toBe(401)
  })

  it('accepts an answer to a registration challenge once, and never after it expired', async () => {
    const account = await registerUser(t, { verified: true })
    const options = await registrationOptions(account)
    const made = createPasskey({
      challenge: options.challenge,
      origin: ORIGIN,
      rpId: RP_ID,
      userHandle: options.user.id,
    })
    expect((await addPasskey(account, { name: 'One', credential: made.credential })).statusCode).toBe(201)
    // The same challenge again, even with another new key: refused, and nothing stored.
    const again = createPasskey({
      challenge: options.challenge,
      origin: ORIGIN,
      rpId: RP_ID,
      userHandle: options.user.id,
    })
    const replay = await addPasskey(account, { name: 'Two', credential: again.credential })
    expect(replay.statusCode).toBe(422)
    expect(replay.json().errors).toHaveProperty('credential')

    const late = await registrationOptions(account)
    t.clock.advance(5 * MINUTE + 1)
    const expired = createPasskey({ challenge: late.challenge, origin: ORIGIN, rpId: RP_ID, userHandle: late.user.id })
    expect((await addPasskey(account, { name: 'Late', credential: expired.credential })).statusCode).toBe(422)
    expect((await listPasskeys(account)).json().data).toHaveLength(1)
  })

  it("refuses another user's registration challenge, a sign-in challenge, a foreign origin and an unverified user", async () => {
    const account = await registerUser(t, { verified: true })
    const other = await registerUser(t, { verified: true })
    const theirs = await registrationOptions(other)
    const stolen = createPasskey({
      challenge: theirs.challenge,
      origin: ORIGIN,
      rpId: RP_ID,
      userHandle: theirs.user.id,
    })
    expect((await addPasskey(account, { name: 'x', credential: stolen.credential })).statusCode).toBe(422)

    const signIn = await loginChallenge()
    const wrongPurpose = createPasskey({ challenge: signIn, origin: ORIGIN, rpId: RP_ID, userHandle: 'x' })
    expect((await addPasskey(account, { name: 'x', credential: wrongPurpose.credential })).statusCode).toBe(422)

    const options = await registrationOptions(account)
    const phished = createPasskey({
      challenge: options.challenge,
      origin: 'https://velvet-login.example',
      rpId: RP_ID,
      userHandle: options.user.id,
    })
    expect((await addPasskey(account, { name: 'x', credential: phished.credential })).statusCode).toBe(422)

    const presenceOnly = await registrationOptions(account)
    const unverified = createPasskey({
      challenge: presenceOnly.challenge,
      origin: ORIGIN,
      rpId: RP_ID,
      userHandle: presenceOnly.user.id,
      withoutUserVerification: true,
    })
    expect((await addPasskey(account, { name: 'x', credential: unverified.credential })).statusCode).toBe(422)
    expect((await listPasskeys(account)).json().data).toEqual([])
  })

  it('checks the body: a name is required (64 characters at most) and the credential must look like one', async () => {
    const account = await registerUser(t, { verified: true })
    const options = await registrationOptions(account)
    const { credential } = createPasskey({ challenge: options.challenge, origin: ORIGIN, rpId: RP_ID, userHandle: '1' })
    const blank = await addPasskey(account, { name: '   ', credential })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors).toHaveProperty('name')
    expect((await addPasskey(account, { name: 'x'.repeat(65), credential })).statusCode).toBe(422)
    const broken = { ...credential, response: { ...credential.response, attestationObject: 'not base64url!' } }
    expect((await addPasskey(account, { name: 'x', credential: broken })).statusCode).toBe(422)
    expect((await addPasskey(account, { name: 'x' })).statusCode).toBe(422)
    // None of these spent the challenge: the right answer still goes through.
    expect((await addPasskey(account, { name: 'x', credential })).statusCode).toBe(201)
  })

  it('keeps at most 10 passkeys per account', async () => {
    const account = await registerUser(t, { verified: true })
    for (let i = 0; i < 10; i++) await registerPasskey(account, `Key ${i}`)
    const full = await authed(t, account.accessToken, { method: 'POST', url: '/api/users/me/passkeys/options' })
    expect(full.statusCode).toBe(409)
  })
})

describe('naming and removing', () => {
  it("renames and removes the user's own passkeys and answers 404 for anyone else's", async () => {
    const account = await registerUser(t, { verified: true })
    const other = await registerUser(t, { verified: true })
    const { id } = await registerPasskey(account)
    const path = `/api/users/me/passkeys/${id}`

    const foreignRename = await authed(t, other.accessToken, { method: 'PUT', url: path, payload: { name: 'Mine' } })
    expect(foreignRename.statusCode).toBe(404)
    expect((await authed(t, other.accessToken, { method: 'DELETE', url: path })).statusCode).toBe(404)

    const renamed = await authed(t, account.accessToken, { method: 'PUT', url: path, payload: { name: 'Tablet' } })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().data).toMatchObject({ id, name: 'Tablet' })
    expect((await authed(t, account.accessToken, { method: 'PUT', url: path, payload: { name: '' } })).statusCode).toBe(
      422,
    )

    expect((await authed(t, account.accessToken, { method: 'DELETE', url: path })).statusCode).toBe(200)
    expect((await listPasskeys(account)).json().data).toEqual([])
    expect((await authed(t, account.accessToken, { method: 'DELETE', url: path })).statusCode).toBe(404)
  })
})

describe('signing in with a passkey', () => {
  it('opens a session like a password login: cookies, the user, and every other session of the user revoked', async () => {
    const account = await registerUser(t, { verified: true })
    const { passkey, id } = await registerPasskey(account)
    const elsewhere = await login(t, account)

    const res = await signInWith(passkey)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { id: account.user.id } })
    expect(refreshCookieOf(res)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(res.headers['cache-control']).toBe('no-store')

    // One device at a time: the password session (and the registration's) are over.
    const live = await liveSessions(account.user.id)
    expect(live).toHaveLength(1)
    expect(live[0]?.method).toBe('passkey')
    const me = (token: string) => authed(t, token, { method: 'GET', url: '/api/users/me' })
    expect((await me(elsewhere.accessToken)).statusCode).toBe(401)
    expect((await me(res.json().data.access_token)).statusCode).toBe(200)

    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, id))
    expect(row?.counter).toBe(1)
    expect(row?.lastUsedAt).not.toBeNull()
  })

  it('hears an answer once: the same signed challenge sent again is refused', async () => {
    const account = await registerUser(t, { verified: true })
    const { passkey } = await registerPasskey(account)
    const challenge = await loginChallenge()
    const answer = assertPasskey(passkey, { challenge, origin: ORIGIN, rpId: RP_ID })
    expect((await passkeyLogin(answer)).statusCode).toBe(200)
    const replay = await passkeyLogin(answer)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toMatchObject({ code: 'invalid_credentials' })
    const rows = await t.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, challenge))
    expect(rows).toEqual([])
  })

  it('refuses an answer to a challenge that has expired', async () => {
    const account = await registerUser(t, { verified: true })
    const { passkey } = await registerPasskey(account)
    const challenge = await loginChallenge()
    t.clock.advance(5 * MINUTE + 1)
    const res = await passkeyLogin(assertPasskey(passkey, { challenge, origin: ORIGIN, rpId: RP_ID }))
    expect(res.statusCode).toBe(401)
    // A fresh challenge works: the passkey itself is fine.
    expect((await signInWith(passkey)).statusCode).toBe(200)
  })

  it('refuses challenges it never gave, registration challenges, and answers signed for another origin or RP', async () => {
    const account = await registerUser(t, { verified: true })
    const { passkey } = await registerPasskey(account)
    const made = (challenge: string, origin = ORIGIN, rpId = RP_ID) =>
      passkeyLogin(assertPasskey(passkey, { challenge, origin, rpId }))
    expect((await made('bm90LWEtY2hhbGxlbmdl')).statusCode).toBe(401)
    expect((await made((await registrationOptions(account)).challenge)).statusCode).toBe(401)
    expect((await made(await loginChallenge(), 'https://velvet-login.example')).statusCode).toBe(401)
    expect((await made(await loginChallenge(), ORIGIN, 'velvet-login.example')).statusCode).toBe(401)
    const lazy = assertPasskey(passkey, {
      challenge: await loginChallenge(),
      origin: ORIGIN,
      rpId: RP_ID,
      withoutUserVerification: true,
    })
    expect((await passkeyLogin(lazy)).statusCode).toBe(401)
  })

  it('refuses a signature by another key, a counter that went back, and a user handle of someone else', async () => {
    const account = await registerUser(t, { verified: true })
    const { passkey } = await registerPasskey(account)
    const impostor = createPasskey({ challenge: 'x', origin: ORIGIN, rpId: RP_ID, userHandle: passkey.userHandle })
    const forged = { ...impostor.passkey, credentialId: passkey.credentialId }
    expect((await signInWith(forged)).statusCode).toBe(401)

    expect((await signInWith(passkey)).statusCode).toBe(200)
    const cloned = assertPasskey(passkey, {
      challenge: await loginChallenge(),
      origin: ORIGIN,
      rpId: RP_ID,
      counter: 1,
    })
    expect((await passkeyLogin(cloned)).statusCode).toBe(401)

    const other = await registerUser(t, { verified: true })
    const otherHandle = (await registrationOptions(other)).user.id
    expect((await signInWith({ ...passkey, userHandle: otherHandle })).statusCode).toBe(401)
  })

  it('no longer signs in with a passkey the user removed', async () => {
    const account = await registerUser(t, { verified: true })
    const { passkey, id } = await registerPasskey(account)
    const removed = await authed(t, account.accessToken, { method: 'DELETE', url: `/api/users/me/passkeys/${id}` })
    expect(removed.statusCode).toBe(200)
    const res = await signInWith(passkey)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'invalid_credentials' })
  })

  it('answers banned, disabled and unverified accounts as the password login does, opening no session', async () => {
    const banned = await registerUser(t, { verified: true })
    const disabled = await registerUser(t, { verified: true })
    const unverified = await registerUser(t)
    const keys = {
      banned: (await registerPasskey(banned)).passkey,
      disabled: (await registerPasskey(disabled)).passkey,
      unverified: (await registerPasskey(unverified)).passkey,
    }
    await t.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.user.id))
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id))

    const bannedRes = await signInWith(keys.banned)
    expect(bannedRes.statusCode).toBe(403)
    expect(bannedRes.json()).toMatchObject({ code: 'banned' })
    const disabledRes = await signInWith(keys.disabled)
    expect(disabledRes.statusCode).toBe(403)
    expect(disabledRes.json()).toMatchObject({ code: 'account_disabled' })
    const unverifiedRes = await signInWith(keys.unverified)
    expect(unverifiedRes.statusCode).toBe(423)
    expect(unverifiedRes.json()).toMatchObject({ code: 'email_unverified' })
    for (const res of [bannedRes, disabledRes, unverifiedRes]) expect(refreshCookieOf(res)).toBeUndefined()
    const methods = await t.db
      .select({ method: sessions.method })
      .from(sessions)
      .where(eq(sessions.userId, banned.user.id))
    expect(methods.map((row) => row.method)).not.toContain('passkey')
  })

  it('checks the body with 422 and limits each address to 20 attempts a minute', async () => {
    expect((await passkeyLogin({ id: 'x' })).statusCode).toBe(422)
    expect((await call(t, { method: 'POST', url: '/api/auth/passkey/login', payload: {} })).statusCode).toBe(422)
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await passkeyLogin({}, ip)).statusCode)
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true)
    expect(statuses[20]).toBe(429)
  })
})

describe('relying party', () => {
  it('reads WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN, and refuses origins a browser would not use with that RP ID', () => {
    const config = loadConfig({
      WEBAUTHN_RP_ID: 'Velvet.example',
      WEBAUTHN_ORIGIN: 'https://velvet.example, https://app.velvet.example/',
    })
    expect(config.passkeys).toEqual({
      rpId: 'velvet.example',
      origins: ['https://velvet.example', 'https://app.velvet.example'],
    })
    expect(loadConfig({}).passkeys).toEqual({ rpId: undefined, origins: undefined })
    const refused = { WEBAUTHN_RP_ID: 'velvet.example', WEBAUTHN_ORIGIN: 'https://notvelvet.example' }
    expect(() => loadConfig(refused)).toThrow(/WEBAUTHN_ORIGIN: https:\/\/notvelvet.example/)
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://velvet.example' })).toThrow(/WEBAUTHN_RP_ID/)
    expect(() => loadConfig({ WEBAUTHN_ORIGIN: 'https://velvet.example/login' })).toThrow(/WEBAUTHN_ORIGIN/)
  })

  it("takes the RP ID and origin from the request's host when none is configured", async () => {
    const plain = await createAuthTestApp()
    try {
      const account = await registerUser(plain, { verified: true })
      const host = 'demo.velvet.test:4100'
      const options = await authed(plain, account.accessToken, {
        method: 'POST',
        url: '/api/users/me/passkeys/options',
        headers: { host },
      })
      const { challenge, rp, user } = options.json().data as Options
      expect(rp.id).toBe('demo.velvet.test')
      const { credential } = createPasskey({
        challenge,
        origin: `http://${host}`,
        rpId: 'demo.velvet.test',
        userHandle: user.id,
      })
      const res = await authed(plain, account.accessToken, {
        method: 'POST',
        url: '/api/users/me/passkeys',
        headers: { host },
        payload: { name: 'Demo', credential },
      })
      expect(res.statusCode, res.body).toBe(201)
    } finally {
      await plain.close()
    }
  })
})
