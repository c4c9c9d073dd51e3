/**
 * Registration: the form's rules, the server's own (not in use, reserved names,
 * captcha), the auto-login, the verification mail, finishing a registration, and availability.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, users } from '../../server/db/schema/index'
import { createUnfinishedUser } from '../../server/modules/auth/unfinished-users'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  registerBody,
  registerUser,
  solveCaptcha,
  TEST_PASSWORD,
  uniqueName,
  waitForMail,
} from '../fixtures/auth'

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp()
  await t.db.insert(creators).values({
    name: 'Famous Creator',
    username: 'famouscreator',
    sex: 'F',
    profileImagePath: '/x',
    bannerImagePath: '/x',
    verticalImagePath: '/x',
    imagePath: '/x',
  })
})
afterAll(() => t.close())

async function postRegister(body: Record<string, unknown>, query = '') {
  return call(t, { method: 'POST', url: `/api/auth/register${query}`, payload: body })
}

async function validBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName()
  return {
    ...registerBody({ email: `${username}@example.test`, username, password: TEST_PASSWORD }, await solveCaptcha(t)),
    ...overrides,
  }
}

describe('register', () => {
  it('creates the account, logs it in (201 + cookie) and mails a verification link', async () => {
    const username = uniqueName('Mixed')
    const email = `${username}@Example.TEST`
    const res = await postRegister(registerBody({ email, username, password: TEST_PASSWORD }, await solveCaptcha(t)))
    expect(res.statusCode).toBe(201)
    const { data } = res.json()
    expect(data).toMatchObject({ token_type: 'Bearer', expires_in: 900 })
    expect(data.user).toMatchObject({
      username: username.toLowerCase(),
      email: email.toLowerCase(),
      email_verified: false,
      username_updated: false,
      is_webstar: false,
      membership_active: false,
      membership_expires_at: null,
      model_id: null,
      profile_pic: null,
      chat_email_notifications: true,
      last_lang_code: null,
    })
    expect(res.cookies.find((c) => c.name === 'velvet_refresh')?.httpOnly).toBe(true)
    // The registration's own session works although the e-mail is not verified yet.
    expect((await authed(t, data.access_token, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200)
    const mail = await waitForMail(t, email.toLowerCase(), 'verify_email')
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify\?email=.+&token=[A-Za-z0-9_-]{43}$/)
    const [row] = await t.db.select().from(users).where(eq(users.id, data.user.id))
    expect(row?.passwordHash).toMatch(/^scrypt\$N=32768,r=8,p=1\$/)
  })

  it('writes the verification mail in the language of the request', async () => {
    const body = await validBody()
    const res = await postRegister(body, '?lang=tr')
    expect(res.statusCode).toBe(201)
    const mail = await waitForMail(t, String(body.email), 'verify_email')
    expect(mail.subject).toBe('E-posta adresinizi onaylayın')
    expect(mail.html).toContain('lang="tr"')
  })

  it('applies every rule of the form, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'email', 'required'],
      [{ email: 'not-an-email' }, 'email', 'email'],
      [{ email_confirm: 'other@example.test' }, 'email_confirm', 'same_as'],
      [{ username: 'ab' }, 'username', 'min_length'],
      [{ username: 'abc' }, 'username', 'min_length'],
      [{ username: 'has space' }, 'username', 'username_format'],
      [{ username: 'x'.repeat(25) }, 'username', 'max_length'],
      [{ password: 'short', password_confirm: 'short' }, 'password', 'min_length'],
      [{ password: 'password1', password_confirm: 'password1' }, 'password', 'password_common'],
      [{ password_confirm: 'something else' }, 'password_confirm', 'same_as'],
      [{ over_age: false }, 'over_age', 'accepted'],
      [{ use_of_images: false }, 'use_of_images', 'accepted'],
      [{ terms: false }, 'terms', 'accepted'],
    ]
    for (const [overrides, field, message] of cases) {
      const res = await postRegister(await validBody(overrides))
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422)
      expect(res.json().issues[field]?.[0]?.message, JSON.stringify(overrides)).toBe(message)
      expect(res.json().errors[field]?.[0]).toEqual(expect.any(String))
    }
  })

  it('refuses a username or e-mail in use, whatever the letter case (both reported at once)', async () => {
    const existing = await registerUser(t)
    const res = await postRegister(
      await validBody({
        email: existing.email.toUpperCase(),
        email_confirm: existing.email.toUpperCase(),
        username: existing.username.toUpperCase(),
      }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().issues).toEqual({ username: [{ message: 'not_in_use' }], email: [{ message: 'not_in_use' }] })
    expect(res.json().errors.email).toEqual(['This is already in use.'])
  })

  it('refuses route names, names JavaScript objects inherit and creators’ usernames', async () => {
    for (const username of [
      'login',
      'dashboard',
      'token_login',
      'media',
      'webstars',
      'famouscreator',
      '__proto__',
      'prototype',
      'toString',
      'valueof',
    ]) {
      const res = await postRegister(await validBody({ username }))
      expect(res.statusCode, username).toBe(422)
      expect(res.json().issues.username, username).toEqual([{ message: 'not_in_use' }])
    }
  })

  it('gives one of five concurrent registrations of a username the account and the others a 422', async () => {
    const username = uniqueName('race')
    const bodies = await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        validBody({ username, email: `${username}-${i}@example.test`, email_confirm: `${username}-${i}@example.test` }),
      ),
    )
    const results = await Promise.all(bodies.map((body) => postRegister(body)))
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1)
    expect(results.filter((res) => res.statusCode === 422)).toHaveLength(4)
  })

  it('requires a fresh captcha', async () => {
    const { recaptcha: _omit, ...withoutCaptcha } = await validBody()
    const missing = await postRegister(withoutCaptcha)
    expect(missing.statusCode).toBe(422)
    expect(missing.json().issues).toEqual({ recaptcha: [{ message: 'captcha' }] })

    const body = await validBody()
    expect((await postRegister(body)).statusCode).toBe(201)
    const username = uniqueName()
    const replay = await postRegister({
      ...body,
      username,
      email: `${username}@example.test`,
      email_confirm: `${username}@example.test`,
    })
    expect(replay.statusCode).toBe(422)
    expect(replay.json().issues).toEqual({ recaptcha: [{ message: 'captcha' }] })

    const garbage = await postRegister(await validBody({ recaptcha: 'eyJhIjoxfQ==' }))
    expect(garbage.statusCode).toBe(422)
  })

  it('rejects malformed bodies with 4xx, never 5xx', async () => {
    const base = await validBody()
    const payloads: unknown[] = [
      null,
      [],
      'x',
      42,
      {},
      { ...base, extra: 1 },
      { ...base, email: 12 },
      { ...base, over_age: 'true' },
      { ...base, finish_token: 'x'.repeat(500) },
      { ...base, recaptcha: 'x'.repeat(5000) },
      { ...base, password: { $gt: '' } },
    ]
    for (const payload of payloads) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      })
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBeLessThan(500)
    }
    const huge = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(huge.statusCode).toBe(413)
  })
})

describe('finishing a registration', () => {
  async function unfinished(username: string | null) {
    const email = `${uniqueName('buyer')}@example.test`
    const { finishToken } = await createUnfinishedUser(t.db, { email, username, now: t.clock() })
    return { email, username, finishToken }
  }

  it('shows the unfinished user for its token, then registers with it (no e-mail confirmation)', async () => {
    const buyer = await unfinished('buyer_name')
    const lookup = await call(t, {
      method: 'GET',
      url: `/api/unfinished_users?finish_token=${buyer.finishToken}&limit=1`,
    })
    expect(lookup.statusCode).toBe(200)
    expect(lookup.json().data).toEqual([
      { email: buyer.email, finish_token: buyer.finishToken, username: 'buyer_name' },
    ])
    expect(lookup.json().meta.pagination).toMatchObject({ total: 1, count: 1 })

    const res = await postRegister(
      registerBody(
        { email: buyer.email, username: 'buyer_name', password: TEST_PASSWORD, finish_token: buyer.finishToken },
        await solveCaptcha(t),
      ),
    )
    expect(res.statusCode).toBe(201)
    const after = await call(t, {
      method: 'GET',
      url: `/api/unfinished_users?finish_token=${buyer.finishToken}&limit=1`,
    })
    expect(after.json().data).toEqual([])
  })

  it('holds the prefilled fields: another e-mail or username, or an unknown token, is refused', async () => {
    const buyer = await unfinished('locked_name')
    const cases = [
      { email: `${uniqueName()}@example.test`, username: 'locked_name', finish_token: buyer.finishToken },
      { email: buyer.email, username: uniqueName(), finish_token: buyer.finishToken },
      { email: buyer.email, username: 'locked_name', finish_token: 'A'.repeat(43) },
    ]
    for (const input of cases) {
      const res = await postRegister(registerBody({ ...input, password: TEST_PASSWORD }, await solveCaptcha(t)))
      expect(res.statusCode).toBe(422)
      expect(res.json().issues).toEqual({ finish_token: [{ message: 'invalid' }] })
    }
  })

  it('lets the buyer choose the username when none was given', async () => {
    const buyer = await unfinished(null)
    const username = uniqueName()
    const res = await postRegister(
      registerBody(
        { email: buyer.email, username, password: TEST_PASSWORD, finish_token: buyer.finishToken },
        await solveCaptcha(t),
      ),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().data.user.username).toBe(username)
  })

  it('answers an empty list for unknown tokens and 422 without one', async () => {
    const res = await call(t, { method: 'GET', url: '/api/unfinished_users?finish_token=nope&limit=1' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual([])
    expect((await call(t, { method: 'GET', url: '/api/unfinished_users?limit=1' })).statusCode).toBe(422)
  })
})

describe('availability checks', () => {
  it('lists a taken username or e-mail (any case) and nothing for a free one', async () => {
    const existing = await registerUser(t)
    const taken = await call(t, {
      method: 'GET',
      url: `/api/unavailable_usernames?username=${existing.username.toUpperCase()}`,
    })
    expect(taken.statusCode).toBe(200)
    expect(taken.json().data).toEqual([{ username: existing.username }])
    const free = await call(t, { method: 'GET', url: `/api/unavailable_usernames?username=${uniqueName()}` })
    expect(free.json().data).toEqual([])
    const reserved = await call(t, { method: 'GET', url: '/api/unavailable_usernames?username=dashboard' })
    expect(reserved.json().data).toHaveLength(1)
    const creator = await call(t, { method: 'GET', url: '/api/unavailable_usernames?username=famouscreator' })
    expect(creator.json().data).toHaveLength(1)

    const email = await call(t, {
      method: 'GET',
      url: `/api/unavailable_emails?email=${encodeURIComponent(existing.email.toUpperCase())}`,
    })
    expect(email.json().data).toEqual([{ email: existing.email }])
    const freeEmail = await call(t, { method: 'GET', url: '/api/unavailable_emails?email=free%40example.test' })
    expect(freeEmail.json().data).toEqual([])
  })

  it('is rate limited per IP', async () => {
    const remoteAddress = '10.250.0.1'
    let status = 200
    for (let i = 0; i < 61; i++) {
      const res = await call(t, { method: 'GET', url: '/api/unavailable_usernames?username=someone', remoteAddress })
      status = res.statusCode
    }
    expect(status).toBe(429)
  })
})

describe('with captcha off', () => {
  let off: AuthTestApp
  beforeAll(async () => {
    off = await createAuthTestApp({ config: { captcha: false } })
  })
  afterAll(() => off.close())

  it('registers without a captcha and says so in app_config', async () => {
    const config = await call(off, { method: 'GET', url: '/api/app_config' })
    expect(config.json().data.captcha).toBe(false)
    const username = uniqueName()
    const res = await call(off, {
      method: 'POST',
      url: '/api/auth/register',
      payload: registerBody({ email: `${username}@example.test`, username, password: TEST_PASSWORD }, undefined),
    })
    expect(res.statusCode).toBe(201)
  })
})
