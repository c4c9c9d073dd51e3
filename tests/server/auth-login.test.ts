/**
 * Login: identifiers, the error statuses the app has flows
 * for, lockout, per-IP limits, enumeration parity, and creators' one-time login tokens.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { creators, outbox, users } from '../../server/db/schema/index'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  loginRequest,
  nextIp,
  registerUser,
  type Signed,
  solveCaptcha,
  waitForMail,
} from '../fixtures/auth'

// Every password check derives a key with scrypt: counting the calls shows the work an answer took.
const { scrypt } = vi.hoisted(() => ({ scrypt: vi.fn() }))
vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:crypto')>()
  scrypt.mockImplementation(original.scrypt)
  return { ...original, default: { ...original, scrypt }, scrypt }
})

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())

const MINUTE = 60_000

let suffix = 0
/** A fresh address on the network `prefix` (three IPv4 octets). */
function nextIpOf(prefix: string): string {
  suffix += 1
  return `${prefix}.${suffix % 250}`
}

/** The cookies that would carry a session (the device id every browser gets is not one). */
function sessionCookiesOf(res: { cookies: { name: string }[] }): string[] {
  return res.cookies.map((cookie) => cookie.name).filter((name) => name !== 'velvet_client')
}

describe('password login', () => {
  let account: Signed
  beforeAll(async () => {
    account = await registerUser(t, { verified: true })
  })

  it('accepts the e-mail or the username, in any letter case', async () => {
    for (const identifier of [
      account.email,
      account.username,
      account.email.toUpperCase(),
      account.username.toUpperCase(),
    ]) {
      const res = await loginRequest(t, identifier, account.password)
      expect(res.statusCode, identifier).toBe(200)
      expect(res.json().data.user).toMatchObject({ id: account.user.id, email: account.email })
    }
  })

  it('answers a wrong password and an unknown account with the same 401 body', async () => {
    const wrong = await loginRequest(t, account.email, 'not the password')
    const unknown = await loginRequest(t, 'nobody-here@example.test', 'not the password')
    const unknownName = await loginRequest(t, 'nobody_here', 'not the password')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(unknownName.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: 'The user and/or password are not correct.', code: 'invalid_credentials' })
    expect(unknown.body).toBe(wrong.body)
    expect(unknownName.body).toBe(wrong.body)
    expect(sessionCookiesOf(wrong)).toEqual([])
  })

  it('localises the error message', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login?lang=es',
      payload: { email: account.email, password: 'nope', recaptcha: await solveCaptcha(t) },
    })
    expect(res.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'El usuario y/o la contraseña no son correctos.',
    })
  })

  it('answers 423 before the e-mail is verified, without a session', async () => {
    const fresh = await registerUser(t)
    const res = await loginRequest(t, fresh.email, fresh.password)
    expect(res.statusCode).toBe(423)
    expect(res.json()).toMatchObject({ code: 'email_unverified' })
    expect(sessionCookiesOf(res)).toEqual([])
  })

  it('answers 403 banned and 403 account_disabled to blocked accounts with the right password', async () => {
    const banned = await registerUser(t, { verified: true })
    const disabled = await registerUser(t, { verified: true })
    await t.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.user.id))
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id))
    const bannedRes = await loginRequest(t, banned.email, banned.password)
    expect(bannedRes.statusCode).toBe(403)
    expect(bannedRes.json()).toMatchObject({ code: 'banned' })
    const disabledRes = await loginRequest(t, disabled.email, disabled.password)
    expect(disabledRes.statusCode).toBe(403)
    expect(disabledRes.json()).toMatchObject({ code: 'account_disabled' })
    // With a wrong password they are like anyone else: nothing about the account is told.
    expect((await loginRequest(t, banned.email, 'wrong password')).statusCode).toBe(401)
  })

  it('requires a fresh captcha: missing, invalid or replayed is a 422 on recaptcha', async () => {
    const missing = await loginRequest(t, account.email, account.password, { captcha: false })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().issues).toEqual({ recaptcha: [{ message: 'captcha' }] })

    const forged = Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: 'a'.repeat(64),
        number: 1,
        salt: 'x?expires=9999999999&',
        signature: 'b'.repeat(64),
      }),
    ).toString('base64')
    for (const recaptcha of [forged, 'not base64 at all', Buffer.from('null').toString('base64')]) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password, recaptcha },
      })
      expect(res.statusCode, recaptcha).toBe(422)
      expect(res.json().issues).toEqual({ recaptcha: [{ message: 'captcha' }] })
    }

    const recaptcha = await solveCaptcha(t)
    const first = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password, recaptcha },
    })
    expect(first.statusCode).toBe(200)
    const replay = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password, recaptcha },
    })
    expect(replay.statusCode).toBe(422)
    expect(replay.json().issues).toEqual({ recaptcha: [{ message: 'captcha' }] })
  })

  it('refuses a captcha solved more than 10 minutes ago', async () => {
    const recaptcha = await solveCaptcha(t)
    t.clock.advance(11 * MINUTE)
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password, recaptcha },
    })
    expect(res.statusCode).toBe(422)
  })

  it('rejects malformed bodies with 4xx, never 5xx', async () => {
    const bodies: unknown[] = [
      {},
      { email: 'abc', password: 'x' },
      { email: account.email },
      { email: account.email, password: 12345678 },
      { email: account.email, password: 'x', extra: true },
      { type: 'token_login' },
      { type: 'token_login', token: 'x', model_id: 'one' },
      { type: 'bogus', email: account.email, password: 'x' },
      { email: 'x'.repeat(300), password: 'x' },
      { email: account.email, password: 'x'.repeat(200) },
      [],
      null,
      'text',
    ]
    for (const payload of bodies) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      })
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(payload)).toBeLessThan(500)
    }
    const broken = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    })
    expect(broken.statusCode).toBe(400)
    const form = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    })
    expect(form.statusCode).toBe(415)
  })
})

describe('lockout', () => {
  /** A wrong password for `identifier` from `ip`. */
  function fail(identifier: string, ip: string) {
    return loginRequest(t, identifier, 'definitely wrong', { remoteAddress: ip })
  }

  it('locks an address out of an account after 5 failures from it, even for the right password', async () => {
    const account = await registerUser(t, { verified: true })
    const attacker = nextIp()
    for (let i = 0; i < 5; i++) expect((await fail(account.email, attacker)).statusCode).toBe(401)
    const locked = await loginRequest(t, account.email, account.password, { remoteAddress: attacker })
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Too many attempts. Please wait a moment and try again.',
    })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800)
    // The username is the same account: locked too, from that address.
    expect((await loginRequest(t, account.username, account.password, { remoteAddress: attacker })).statusCode).toBe(
      429,
    )
    t.clock.advance(10 * MINUTE)
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: attacker })).statusCode).toBe(429)
    t.clock.advance(6 * MINUTE)
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: attacker })).statusCode).toBe(200)
  })

  // Dozens of password checks (scrypt) in a row: slow on a busy machine.
  it('never locks the owner out from another address, however many failures elsewhere', {
    timeout: 90_000,
  }, async () => {
    const account = await registerUser(t, { verified: true })
    for (let round = 0; round < 3; round++) {
      const attacker = nextIp()
      for (let i = 0; i < 8; i++) await fail(account.email, attacker)
      expect((await fail(account.email, attacker)).statusCode).toBe(429)
    }
    const owner = await loginRequest(t, account.email, account.password, { remoteAddress: nextIp() })
    expect(owner.statusCode).toBe(200)
  })

  // Dozens of password checks (scrypt) in a row: slow on a busy machine.
  it('asks for a captcha instead of locking on a network the owner signed in from', { timeout: 90_000 }, async () => {
    const account = await registerUser(t, { verified: true })
    const home = '10.77.1.5'
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: home })).statusCode).toBe(200)
    const sameNetwork = '10.77.1.99'
    for (let i = 0; i < 5; i++) expect((await fail(account.email, sameNetwork)).statusCode).toBe(401)
    // Captchas are on here, so the solved one every login carries is what the rule asks for.
    expect((await fail(account.email, sameNetwork)).statusCode).toBe(401)
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: sameNetwork })).statusCode).toBe(
      200,
    )
    // Up to a ceiling: then the owner's network is stopped for a while too.
    for (let i = 0; i < 20; i++) await fail(account.email, sameNetwork)
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: sameNetwork })).statusCode).toBe(
      429,
    )
  })

  it('does not lock for failures spread over more than the window', async () => {
    const account = await registerUser(t, { verified: true })
    const ip = nextIp()
    for (let i = 0; i < 8; i++) {
      expect((await fail(account.email, ip)).statusCode).toBe(401)
      t.clock.advance(4 * MINUTE)
    }
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: ip })).statusCode).toBe(200)
  })

  it('resets the count after a successful login', async () => {
    const account = await registerUser(t, { verified: true })
    const ip = nextIp()
    for (let i = 0; i < 4; i++) await fail(account.email, ip)
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: ip })).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) expect((await fail(account.email, ip)).statusCode).toBe(401)
    expect((await loginRequest(t, account.email, account.password, { remoteAddress: ip })).statusCode).toBe(200)
  })

  it('locks unknown identifiers the same way, so a lock does not reveal an account', async () => {
    const account = await registerUser(t, { verified: true })
    const unknown = 'ghost-user@example.test'
    const ip = nextIp()
    const known: { status: number; body: string }[] = []
    const ghost: { status: number; body: string }[] = []
    for (let i = 0; i < 6; i++) {
      const a = await fail(account.email, ip)
      const b = await fail(unknown, ip)
      known.push({ status: a.statusCode, body: a.body })
      ghost.push({ status: b.statusCode, body: b.body })
    }
    expect(ghost).toEqual(known)
    expect(known.map((entry) => entry.status)).toEqual([401, 401, 401, 401, 401, 429])
  })

  // Dozens of password checks (scrypt) in a row: slow on a busy machine.
  it('tells the owner by e-mail, once per lock window', { timeout: 90_000 }, async () => {
    const account = await registerUser(t, { verified: true })
    const mails = async () =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.to, account.email), eq(outbox.kind, 'login_blocked')))
      ).length
    for (let i = 0; i < 5; i++) await fail(account.email, nextIpOf('10.91.0'))
    expect(await mails()).toBe(0)
    const attacker = '10.92.0.1'
    for (let i = 0; i < 5; i++) await fail(account.email, attacker)
    const mail = await waitForMail(t, account.email, 'login_blocked')
    expect(mail.subject).toBe('Failed sign-in attempts on your account')
    expect(mail.text).toContain('/login')
    // A second lock within the window, from elsewhere: no mail; the next window's lock: one more.
    for (let i = 0; i < 5; i++) await fail(account.email, '10.93.0.1')
    t.clock.advance(16 * MINUTE)
    for (let i = 0; i < 5; i++) await fail(account.email, '10.94.0.1')
    await waitForMail(t, account.email, 'login_blocked', { after: mail.id })
    expect(await mails()).toBe(2)
  })
})

describe('lockout without captchas and per-IP request limits', () => {
  let quiet: AuthTestApp
  beforeAll(async () => {
    quiet = await createAuthTestApp({ config: { captcha: false, rateLimit: false } })
  })
  afterAll(() => quiet.close())

  function quietLogin(email: string, password: string, remoteAddress: string) {
    return call(quiet, { method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } })
  }
  const quietFail = (email: string, ip: string) => quietLogin(email, 'definitely wrong', ip)

  // Dozens of password checks (scrypt) in a row: slow on a busy machine.
  it('stops credential stuffing: 50 failures from one address over many accounts lock it out', {
    timeout: 90_000,
  }, async () => {
    const stuffer = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) statuses.push((await quietFail(`victim-${i}@example.test`, stuffer)).statusCode)
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true)
    expect(statuses[50]).toBe(429)
    const account = await registerUser(quiet, { verified: true })
    expect((await quietLogin(account.email, account.password, stuffer)).statusCode).toBe(429)
    expect((await quietLogin(account.email, account.password, nextIp())).statusCode).toBe(200)
  })

  it('asks the owner’s network for a solved captcha once it would have locked', async () => {
    const account = await registerUser(quiet, { verified: true })
    const login = (password: string, recaptcha?: string) =>
      call(quiet, {
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.55.3.9',
        payload: { email: account.email, password, ...(recaptcha ? { recaptcha } : {}) },
      })
    expect((await login(account.password)).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await login('wrong password')).statusCode).toBe(401)
    const asked = await login(account.password)
    expect(asked.statusCode).toBe(422)
    expect(asked.json().errors).toHaveProperty('recaptcha')
    expect((await login(account.password, await solveCaptcha(quiet))).statusCode).toBe(200)
  })
})

describe('per-IP rate limit', () => {
  it('answers 429 with our error body and retry-after once an IP sends more than 20 logins a minute', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const res = await call(t, { method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: {} })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 20).every((status) => status === 422)).toBe(true)
    const limited = await call(t, { method: 'POST', url: '/api/auth/login?lang=pt', remoteAddress: ip, payload: {} })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Muitas tentativas. Aguarde um momento e tente novamente.',
    })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await call(t, { method: 'POST', url: '/api/auth/login', payload: {} })).statusCode).toBe(422)
  })
})

describe('enumeration by timing', () => {
  it('does the same password work for an unknown e-mail as for a wrong password: one scrypt each', async () => {
    const account = await registerUser(t, { verified: true })
    async function scryptCalls(identifier: string) {
      // A new lockout window, so the answer is a 401 after the password check, never a quick 429.
      t.clock.advance(16 * MINUTE)
      const recaptcha = await solveCaptcha(t)
      scrypt.mockClear()
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: identifier, password: 'wrong password', recaptcha },
      })
      expect(res.statusCode).toBe(401)
      return scrypt.mock.calls.length
    }
    expect(await scryptCalls(account.email)).toBe(1)
    expect(await scryptCalls('unknown-address@example.test')).toBe(1)
  })
})

describe('creator token login', () => {
  let creator: Signed
  let modelId: number
  beforeAll(async () => {
    const [row] = await t.db
      .insert(creators)
      .values({
        name: 'Token Creator',
        username: 'tokencreator',
        sex: 'F',
        profileImagePath: '/x',
        bannerImagePath: '/x',
        verticalImagePath: '/x',
        imagePath: '/x',
      })
      .returning({ id: creators.id })
    modelId = row?.id ?? 0
    creator = await registerUser(t, { verified: true })
    await t.db.update(users).set({ modelId }).where(eq(users.id, creator.user.id))
  })

  async function mint(accessToken: string) {
    return authed(t, accessToken, { method: 'POST', url: '/api/auth/login_tokens' })
  }

  function tokenLogin(token: string, model_id: number) {
    return call(t, { method: 'POST', url: '/api/auth/login', payload: { type: 'token_login', token, model_id } })
  }

  it('mints a one-time token for a signed-in creator, which logs that creator in once', async () => {
    const minted = await mint(creator.accessToken)
    expect(minted.statusCode).toBe(201)
    const { data } = minted.json()
    expect(data.model_id).toBe(modelId)
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Date(data.expires_at).getTime() - t.clock().getTime()).toBe(5 * MINUTE)

    const first = await tokenLogin(data.token, modelId)
    expect(first.statusCode).toBe(200)
    expect(first.json().data.user).toMatchObject({ id: creator.user.id, is_webstar: true, model_id: modelId })
    // Single use.
    expect((await tokenLogin(data.token, modelId)).statusCode).toBe(401)
  })

  it('refuses a token for another model id, an expired token, and a made-up token', async () => {
    const session = await tokenLoginSession()
    const wrongModel = (await mint(session)).json().data.token
    expect((await tokenLogin(wrongModel, modelId + 1000)).statusCode).toBe(401)

    const late = (await mint(session)).json().data.token
    t.clock.advance(5 * MINUTE + 1000)
    expect((await tokenLogin(late, modelId)).statusCode).toBe(401)

    const invented = await tokenLogin('A'.repeat(43), modelId)
    expect(invented.statusCode).toBe(401)
    expect(invented.json()).toMatchObject({ code: 'invalid_credentials' })
  })

  it('refuses a model id past the integer range as bad input, not a server error', async () => {
    const token = (await mint(await tokenLoginSession())).json().data.token
    for (const model_id of [2_147_483_648, 2 ** 53, -2_147_483_649]) {
      const res = await tokenLogin(token, model_id)
      expect(res.statusCode, String(model_id)).toBe(422)
      expect(res.json().issues?.model_id?.[0]?.message).toMatch(/max_value|min_value/)
    }
    // The code itself is untouched by the refused tries.
    expect((await tokenLogin(token, modelId)).statusCode).toBe(200)
  })

  it('refuses to mint for a user who is not a creator, and for guests', async () => {
    const fan = await registerUser(t)
    const res = await mint(fan.accessToken)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 'forbidden' })
    expect((await call(t, { method: 'POST', url: '/api/auth/login_tokens' })).statusCode).toBe(401)
  })

  async function tokenLoginSession(): Promise<string> {
    const res = await loginRequest(t, creator.email, creator.password)
    return res.json().data.access_token
  }
})
