/**
 * The signed-in user's account: profile, language,
 * the one username change, e-mail notifications. Everything here needs a login.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, users } from '../../server/db/schema/index'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  registerUser,
  type Signed,
  uniqueName,
} from '../fixtures/auth'

let t: AuthTestApp
beforeAll(async () => {
  t = await createAuthTestApp()
})
afterAll(() => t.close())

describe('everything needs a signed-in user', () => {
  it('answers 401 to guests on every account endpoint', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/users/me' },
      { method: 'POST' as const, url: '/api/user_last_lang', payload: { code: 'es' } },
      { method: 'POST' as const, url: '/api/chat/change_username', payload: { username: 'someone_new' } },
      { method: 'POST' as const, url: '/api/chat/update_email_notifications', payload: { enabled: false } },
      { method: 'POST' as const, url: '/api/users/me/profile_picture' },
      { method: 'POST' as const, url: '/api/auth/login_tokens' },
    ]
    for (const request of requests) {
      const res = await call(t, request)
      expect(res.statusCode, request.url).toBe(401)
      expect(res.json(), request.url).toMatchObject({ code: 'unauthenticated' })
    }
  })
})

describe('GET /api/users/me', () => {
  it('returns every field of the User with membership from its expiry date', async () => {
    const account = await registerUser(t)
    const res = await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'chat_email_notifications',
        'chat_id',
        'created_at',
        'email',
        'email_verified',
        'id',
        'is_webstar',
        'last_lang_code',
        'membership_active',
        'membership_expires_at',
        'model_id',
        'profile_pic',
        'username',
        'username_updated',
      ].sort(),
    )
    expect(res.json().data.membership_active).toBe(false)

    const expiry = new Date(t.clock().getTime() + 3 * 24 * 3600_000)
    await t.db.update(users).set({ membershipExpiresAt: expiry }).where(eq(users.id, account.user.id))
    const member = await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })
    expect(member.json().data).toMatchObject({ membership_active: true, membership_expires_at: expiry.toISOString() })

    t.clock.advance(3 * 24 * 3600_000 + 1000)
    const fresh = await call(t, {
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { velvet_refresh: account.refreshToken },
    })
    const lapsed = await authed(t, fresh.json().data.access_token, { method: 'GET', url: '/api/users/me' })
    expect(lapsed.json().data.membership_active).toBe(false)
  })

  it('shows a creator’s user as a webstar with its model id', async () => {
    const [creator] = await t.db
      .insert(creators)
      .values({
        name: 'Star',
        username: 'starcreator',
        sex: 'M',
        profileImagePath: '/x',
        bannerImagePath: '/x',
        verticalImagePath: '/x',
        imagePath: '/x',
      })
      .returning({ id: creators.id })
    const account = await registerUser(t)
    await t.db.update(users).set({ modelId: creator?.id }).where(eq(users.id, account.user.id))
    const res = await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })
    expect(res.json().data).toMatchObject({ is_webstar: true, model_id: creator?.id })
  })
})

describe('POST /api/user_last_lang', () => {
  it('stores the interface language and refuses others', async () => {
    const account = await registerUser(t)
    const res = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/user_last_lang',
      payload: { code: 'tr' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { success: true } })
    const me = await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })
    expect(me.json().data.last_lang_code).toBe('tr')
    for (const payload of [{ code: 'it' }, { code: 3 }, {}, { code: 'es', extra: 1 }]) {
      const bad = await authed(t, account.accessToken, { method: 'POST', url: '/api/user_last_lang', payload })
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422)
    }
  })
})

describe('POST /api/chat/change_username', () => {
  let account: Signed
  beforeAll(async () => {
    account = await registerUser(t)
  })

  it('refuses a name in use, a reserved name or a bad one, without using up the change', async () => {
    const other = await registerUser(t)
    for (const [username, message] of [
      [other.username, 'not_in_use'],
      ['dashboard', 'not_in_use'],
      ['starcreator', 'not_in_use'],
      // Names every JavaScript object inherits: a lookup by one of them finds a member, not a user.
      ['__proto__', 'not_in_use'],
      ['constructor', 'not_in_use'],
      ['hasOwnProperty', 'not_in_use'],
      ['__definegetter__', 'not_in_use'],
      ['no spaces', 'username_format'],
      ['abc', 'min_length'],
    ] as const) {
      const res = await authed(t, account.accessToken, {
        method: 'POST',
        url: '/api/chat/change_username',
        payload: { username },
      })
      expect(res.statusCode, username).toBe(422)
      expect(res.json().issues.username[0].message, username).toBe(message)
    }
  })

  it('changes the username once, lowercased, then answers 409', async () => {
    const wanted = uniqueName('NewName')
    const res = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/chat/change_username',
      payload: { username: wanted },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ username: wanted.toLowerCase(), username_updated: true })

    const again = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/chat/change_username',
      payload: { username: uniqueName() },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'conflict' })
    // The new name is now taken for everyone else, and the old one is free.
    const check = await call(t, { method: 'GET', url: `/api/unavailable_usernames?username=${wanted}` })
    expect(check.json().data).toHaveLength(1)
    const old = await call(t, { method: 'GET', url: `/api/unavailable_usernames?username=${account.username}` })
    expect(old.json().data).toEqual([])
  })

  it('lets exactly one of concurrent changes through', async () => {
    const racer = await registerUser(t)
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        authed(t, racer.accessToken, {
          method: 'POST',
          url: '/api/chat/change_username',
          payload: { username: uniqueName('race') },
        }),
      ),
    )
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1)
    expect(results.filter((res) => res.statusCode === 409)).toHaveLength(4)
  })
})

describe('POST /api/chat/update_email_notifications', () => {
  it('switches chat e-mail notifications and answers { success, enabled }', async () => {
    const account = await registerUser(t)
    const off = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/chat/update_email_notifications',
      payload: { enabled: false },
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ success: true, enabled: false })
    const me = await authed(t, account.accessToken, { method: 'GET', url: '/api/users/me' })
    expect(me.json().data.chat_email_notifications).toBe(false)
    const on = await authed(t, account.accessToken, {
      method: 'POST',
      url: '/api/chat/update_email_notifications',
      payload: { enabled: true },
    })
    expect(on.json()).toEqual({ success: true, enabled: true })
    for (const payload of [{ enabled: 'yes' }, {}, { enabled: null }]) {
      const bad = await authed(t, account.accessToken, {
        method: 'POST',
        url: '/api/chat/update_email_notifications',
        payload,
      })
      expect(bad.statusCode).toBe(422)
    }
  })
})
