/**
 * Malformed input on every account endpoint: bodies and queries of the wrong shape, type or size
 * get a 4xx from guests and signed-in users alike, and never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthTestApp, call, createAuthTestApp, registerUser, type Signed } from '../fixtures/auth'

let t: AuthTestApp
let account: Signed
beforeAll(async () => {
  // Captcha off, so malformed values get past it to the lookups and rules behind it.
  t = await createAuthTestApp({ config: { captcha: false } })
  account = await registerUser(t)
})
afterAll(() => t.close())

const POSTS = [
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/auth/verify_email',
  '/api/auth/send_verification_email',
  '/api/auth/send_recover_email',
  '/api/auth/recover',
  '/api/auth/login_tokens',
  '/api/user_last_lang',
  '/api/chat/change_username',
  '/api/chat/update_email_notifications',
  '/api/users/me/profile_picture',
]
const GETS = [
  '/api/app_config',
  '/api/altcha/challenge',
  '/api/unavailable_usernames',
  '/api/unavailable_emails',
  '/api/unfinished_users',
  '/api/users/me',
]

/** A small deterministic generator of odd JSON values. */
function oddValues(seed: number): unknown[] {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state
  }
  const scalars: unknown[] = [
    null,
    true,
    0,
    -1,
    Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    'a'.repeat(5000),
    '\u0000',
    'abcd\u0000efgh@example.test',
    '😀'.repeat(50),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    { $gt: '' },
    [],
    [1, 2],
  ]
  const keys = [
    'email',
    'password',
    'username',
    'token',
    'code',
    'enabled',
    'type',
    'model_id',
    'recaptcha',
    '__proto__',
  ]
  const values: unknown[] = [...scalars]
  for (let i = 0; i < 20; i++) {
    const object: Record<string, unknown> = {}
    const count = next() % 5
    for (let k = 0; k < count; k++) object[keys[next() % keys.length] ?? 'x'] = scalars[next() % scalars.length]
    values.push(object)
  }
  return values
}

describe('malformed input', () => {
  it('gets a 4xx on every POST endpoint, as a guest and signed in', async () => {
    const failures: string[] = []
    const headers = [{}, { authorization: `Bearer ${account.accessToken}` }]
    for (const url of POSTS) {
      for (const auth of headers) {
        for (const value of oddValues(url.length)) {
          const res = await call(t, {
            method: 'POST',
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: JSON.stringify(value),
          })
          if (res.statusCode >= 500 || (res.statusCode < 400 && !isHarmlessSuccess(url))) {
            failures.push(`${url} ${JSON.stringify(value)?.slice(0, 60)} → ${res.statusCode}`)
          }
        }
        for (const raw of [
          '{',
          '{"a":',
          'not json',
          '[1,',
          '\u0000',
          '{"type":"token_login","token":"x","model_id":1e309}',
        ]) {
          const res = await call(t, {
            method: 'POST',
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: raw,
          })
          if (res.statusCode >= 500) failures.push(`${url} raw ${JSON.stringify(raw)} → ${res.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('gets a 4xx for bad query strings on every GET endpoint', async () => {
    const queries = [
      'lang=xx',
      'site_type=nope',
      'username[]=a&username[]=b',
      `email=${'a'.repeat(300)}`,
      'finish_token=',
      'limit=2&finish_token=x',
      'unknown=1',
      'username=%00',
      'username=abcd%00efg',
      'email=a%00%40b.c',
      'finish_token=%00',
    ]
    const failures: string[] = []
    for (const url of GETS) {
      for (const query of queries) {
        const res = await call(t, { method: 'GET', url: `${url}?${query}` })
        if (res.statusCode >= 500) failures.push(`${url}?${query} → ${res.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })
})

/** Logout (and refresh without a cookie) may succeed or 401 whatever the body, by design. */
function isHarmlessSuccess(url: string): boolean {
  return url === '/api/auth/logout'
}
