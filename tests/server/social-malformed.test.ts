/**
 * Malformed input on every social endpoint: odd JSON values,
 * broken JSON, wrong content types, oversize bodies, junk multipart and bad idempotency keys get a
 * 4xx from guests, users and creators alike, never a 5xx. Captcha and rate limits are off here so
 * the odd values reach the rules and queries behind them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, loginDemo, type SocialTestApp } from './social-fixture'

let t: SocialTestApp
let user: Signed
let creator: Signed

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true, config: { captcha: false, rateLimit: false } })
  user = await registerUser(t)
  creator = await loginDemo(t, 'creator')
})
afterAll(() => t.close())

type Route = { method: 'POST' | 'DELETE' | 'PUT'; url: string; bodyless?: boolean }

const WRITES: Route[] = [
  { method: 'POST', url: '/api/post_likes' },
  { method: 'POST', url: '/api/movie_likes' },
  { method: 'DELETE', url: '/api/movie_likes' },
  { method: 'POST', url: '/api/movie_favorites' },
  { method: 'DELETE', url: '/api/movie_favorites' },
  { method: 'POST', url: '/api/follows' },
  { method: 'DELETE', url: '/api/follows' },
  { method: 'POST', url: '/api/comments' },
  { method: 'DELETE', url: '/api/comments/1', bodyless: true },
  { method: 'POST', url: '/api/post_options/report' },
  { method: 'POST', url: '/api/claim' },
  { method: 'POST', url: '/api/claim/model/1' },
  { method: 'POST', url: '/api/casting' },
  { method: 'POST', url: '/api/chat/model' },
  { method: 'POST', url: '/api/chat/home', bodyless: true },
  { method: 'POST', url: '/api/push/subscriptions' },
  { method: 'DELETE', url: '/api/push/subscriptions' },
  { method: 'PUT', url: '/api/push/preferences' },
  { method: 'POST', url: '/api/posts' },
]

const KEYS = [
  'post_id',
  'liked',
  'movie_id',
  'model_id',
  'notify',
  'message',
  'parent_id',
  'userEmail',
  'reason',
  'modelId',
  'postId',
  'recaptcha',
  'endpoint',
  'keys',
  'hide_creator',
  'new_posts',
  'front_container',
  'tokens_quantity',
  'elements',
  'description',
  'email',
  'name',
  'whatsapp',
  'claim',
  'card_number',
  '__proto__',
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
    1.5,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    '1',
    'a'.repeat(5000),
    '\u0000',
    '😀'.repeat(600),
    '<script>alert(1)</script>',
    "' or 1=1 --",
    'https://127.0.0.1/x',
    { $gt: '' },
    { p256dh: 'x', auth: 'y' },
    [],
    [1, 2],
    [{ component: 'movie', movie_id: 0 }],
  ]
  const values: unknown[] = [...scalars]
  for (let i = 0; i < 30; i++) {
    const object: Record<string, unknown> = {}
    const count = next() % 6
    for (let k = 0; k < count; k++) object[KEYS[next() % KEYS.length] ?? 'x'] = scalars[next() % scalars.length]
    values.push(object)
  }
  return values
}

function as(who: Signed | null) {
  return who ? { authorization: `Bearer ${who.accessToken}` } : {}
}

describe('malformed input on the social endpoints', () => {
  it('gets a 4xx (or a harmless answer) for odd JSON, never a 5xx', async () => {
    const failures: string[] = []
    for (const route of WRITES) {
      for (const who of [null, user, creator]) {
        for (const value of oddValues(route.url.length + route.method.length)) {
          const res = await call(t, {
            method: route.method,
            url: route.url,
            headers: { ...as(who), 'content-type': 'application/json' },
            payload: JSON.stringify(value),
          })
          const ok = res.statusCode >= 400 && res.statusCode < 500
          if (res.statusCode >= 500 || (!ok && !route.bodyless)) {
            failures.push(`${route.method} ${route.url} ${JSON.stringify(value)?.slice(0, 60)} → ${res.statusCode}`)
          }
        }
        for (const raw of ['{', '{"a":', 'not json', '[1,', '\u0000', '{"post_id":1e309}', '{"__proto__":{"x":1}}']) {
          const res = await call(t, {
            method: route.method,
            url: route.url,
            headers: { ...as(who), 'content-type': 'application/json' },
            payload: raw,
          })
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${route.url} raw ${JSON.stringify(raw)} → ${res.statusCode}`)
        }
      }
    }
    expect(failures).toEqual([])
  }, 60_000)

  it('answers 415 to other content types, 413 to oversize bodies and 4xx to junk multipart', async () => {
    const failures: string[] = []
    for (const route of WRITES.filter((r) => !r.bodyless)) {
      const text = await call(t, {
        method: route.method,
        url: route.url,
        headers: { ...as(user), 'content-type': 'text/plain' },
        payload: 'hello',
      })
      if (text.statusCode !== 415) failures.push(`${route.url} text/plain → ${text.statusCode}`)
      const huge = await call(t, {
        method: route.method,
        url: route.url,
        headers: { ...as(user), 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      })
      if (huge.statusCode !== 413) failures.push(`${route.url} oversize → ${huge.statusCode}`)
      const junk = await call(t, {
        method: route.method,
        url: route.url,
        headers: { ...as(user), 'content-type': 'multipart/form-data; boundary=zzz' },
        payload: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz',
      })
      if (junk.statusCode < 400 || junk.statusCode >= 500)
        failures.push(`${route.url} junk multipart → ${junk.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('answers 422 to malformed idempotency keys on every write', async () => {
    const failures: string[] = []
    const idempotent = WRITES.filter((r) => !r.url.startsWith('/api/chat/') && !r.url.startsWith('/api/push/'))
    for (const route of idempotent) {
      for (const key of ['', 'short', 'x'.repeat(300), 'a b c d e f g h', '../../etc/passwd']) {
        const res = await call(t, {
          method: route.method,
          url: route.url,
          headers: { ...as(user), 'content-type': 'application/json', 'idempotency-key': key },
          payload: '{}',
        })
        if (res.statusCode >= 500 || res.statusCode < 400)
          failures.push(`${route.url} key ${key.slice(0, 20)} → ${res.statusCode}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('gets a 4xx for bad comment list queries', async () => {
    const failures: string[] = []
    for (const query of [
      '',
      'post_id=abc',
      'post_id=0',
      'post_id=-1',
      'post_id=99999999999',
      'post_id=1&parent_id=1',
      'post_id[]=1&post_id[]=2',
      'post_id=1&page=0',
      'post_id=1&per_page=1000',
      'post_id=1&unknown=1',
      'post_id=%00',
      'parent_id=1e3',
    ]) {
      const res = await call(t, { method: 'GET', url: `/api/comments?${query}` })
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`?${query} → ${res.statusCode}`)
    }
    expect(failures).toEqual([])
  })
})
