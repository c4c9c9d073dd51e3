/**
 * Exactly-once writes: the same Idempotency-Key
 * sent 20 times at once gives one effect and one answer; a replay repeats the first answer (status
 * and body) marked Idempotent-Replayed; the same key with another body, or on another endpoint, is
 * a 422; keys belong to one user; failed writes store nothing; keys live at least 7 days.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { comments, idempotencyKeys, postLikes, postReports, posts } from '../../server/db/schema/index'
import { canonicalJson } from '../../server/lib/canonical-json'
import { systemClock } from '../../server/lib/clock'
import { startKeySweeper } from '../../server/modules/idempotency/sweeper'
import { call, nextIp, registerUser, type Signed, solveCaptcha } from '../fixtures/auth'
import { createSocialTestApp, newKey, type SocialTestApp, send } from './social-fixture'

let t: SocialTestApp
let alice: Signed
let bob: Signed
let postId: number

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  alice = await registerUser(t)
  bob = await registerUser(t)
  const [post] = await t.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.frontContainer, 'free'), eq(posts.likesEnabled, true)))
    .limit(1)
  if (!post) throw new Error('seed changed: no free post with likes')
  postId = post.id
})
afterAll(() => t.close())

async function likeRows(userId: number, id = postId) {
  const [row] = await t.db
    .select({ total: count() })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), eq(postLikes.postId, id)))
  return row?.total ?? 0
}

async function likesCount(id = postId) {
  const [row] = await t.db.select({ likes: posts.likesCount }).from(posts).where(eq(posts.id, id))
  return row?.likes ?? -1
}

describe('the same key sent twenty times at once', () => {
  it('toggles a like exactly once and gives everyone the same answer', async () => {
    const before = await likesCount()
    const key = newKey()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(t, alice, { method: 'POST', url: '/api/post_likes', payload: { post_id: postId }, key }),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200))
    const bodies = answers.map((res) => res.json() as { data: { liked: boolean; likes: number } })
    expect(new Set(bodies.map((body) => canonicalJson(body.data)))).toHaveLength(1)
    expect(bodies[0]?.data).toEqual({ post_id: postId, liked: true, likes: before + 1 })
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(19)
    expect(await likeRows(alice.user.id)).toBe(1)
    expect(await likesCount()).toBe(before + 1)
  })

  it('writes exactly one comment', async () => {
    const [before] = await t.db.select({ total: posts.commentsCount }).from(posts).where(eq(posts.id, postId))
    const key = newKey()
    const message = `Exactly once ${key}`
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(t, alice, { method: 'POST', url: '/api/comments', payload: { post_id: postId, message }, key }),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201))
    const ids = new Set(answers.map((res) => (res.json() as { data: { id: number } }).data.id))
    expect(ids.size).toBe(1)
    const [rows] = await t.db.select({ total: count() }).from(comments).where(eq(comments.message, message))
    expect(rows?.total).toBe(1)
    const [after] = await t.db.select({ total: posts.commentsCount }).from(posts).where(eq(posts.id, postId))
    expect(after?.total).toBe((before?.total ?? 0) + 1)
  })
})

describe('replays', () => {
  it('repeat the first status and body, marked Idempotent-Replayed', async () => {
    const key = newKey()
    const payload = { post_id: postId, message: 'Lost response, sent again' }
    const first = await send(t, bob, { method: 'POST', url: '/api/comments', payload, key })
    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    // Three more attempts, as a client that never saw the answer would make.
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await send(t, bob, { method: 'POST', url: '/api/comments', payload, key })
      expect(again.statusCode).toBe(201)
      expect(again.headers['idempotent-replayed']).toBe('true')
      expect(canonicalJson(again.json())).toBe(canonicalJson(first.json()))
    }
    const [rows] = await t.db
      .select({ total: count() })
      .from(comments)
      .where(eq(comments.message, 'Lost response, sent again'))
    expect(rows?.total).toBe(1)
  })

  it('converge for set-likes: like then unlike offline, replayed in order and again, ends unliked', async () => {
    const likeKey = newKey()
    const unlikeKey = newKey()
    const like = { method: 'POST' as const, url: '/api/post_likes', payload: { post_id: postId, liked: true } }
    const unlike = { method: 'POST' as const, url: '/api/post_likes', payload: { post_id: postId, liked: false } }
    expect((await send(t, bob, { ...like, key: likeKey })).statusCode).toBe(200)
    expect((await send(t, bob, { ...unlike, key: unlikeKey })).statusCode).toBe(200)
    expect((await send(t, bob, { ...like, key: likeKey })).headers['idempotent-replayed']).toBe('true')
    expect((await send(t, bob, { ...unlike, key: unlikeKey })).headers['idempotent-replayed']).toBe('true')
    expect(await likeRows(bob.user.id)).toBe(0)
  })
})

describe('mismatches', () => {
  it('answer 422 idempotency_mismatch for the same key with another body', async () => {
    const key = newKey()
    const first = await send(t, bob, {
      method: 'POST',
      url: '/api/comments',
      payload: { post_id: postId, message: 'first body' },
      key,
    })
    expect(first.statusCode).toBe(201)
    const other = await send(t, bob, {
      method: 'POST',
      url: '/api/comments',
      payload: { post_id: postId, message: 'another body' },
      key,
    })
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({ code: 'idempotency_mismatch' })
  })

  it('answer 422 for the same key on another endpoint', async () => {
    const key = newKey()
    expect(
      (await send(t, bob, { method: 'POST', url: '/api/post_likes', payload: { post_id: postId, liked: true }, key }))
        .statusCode,
    ).toBe(200)
    const res = await send(t, bob, {
      method: 'POST',
      url: '/api/movie_likes',
      payload: { movie_id: 1 },
      key,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'idempotency_mismatch' })
  })

  it('treat the same fields in another order as the same request', async () => {
    const key = newKey()
    const a = await send(t, bob, {
      method: 'POST',
      url: '/api/post_likes',
      payload: { post_id: postId, liked: false },
      key,
    })
    const b = await send(t, bob, {
      method: 'POST',
      url: '/api/post_likes',
      payload: { liked: false, post_id: String(postId) },
      key,
    })
    expect(a.statusCode).toBe(200)
    expect(b.statusCode).toBe(200)
    expect(b.headers['idempotent-replayed']).toBe('true')
  })
})

describe('keys', () => {
  it('belong to one user: another user with the same key gets their own effect', async () => {
    const key = newKey()
    const payload = { post_id: postId, liked: true }
    expect((await send(t, alice, { method: 'POST', url: '/api/post_likes', payload, key })).statusCode).toBe(200)
    const carol = await registerUser(t)
    const res = await send(t, carol, { method: 'POST', url: '/api/post_likes', payload, key })
    expect(res.statusCode).toBe(200)
    expect(res.headers['idempotent-replayed']).toBeUndefined()
    expect(await likeRows(carol.user.id)).toBe(1)
  })

  it('store nothing for a failed write: the key is free again', async () => {
    const key = newKey()
    const missing = await send(t, bob, {
      method: 'POST',
      url: '/api/post_likes',
      payload: { post_id: 99_999_999 },
      key,
    })
    expect(missing.statusCode).toBe(404)
    const [stored] = await t.db.select({ total: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(stored?.total).toBe(0)
    const ok = await send(t, bob, { method: 'POST', url: '/api/post_likes', payload: { post_id: postId }, key })
    expect(ok.statusCode).toBe(200)
  })

  it('are optional: without one, two toggles like and unlike', async () => {
    const dave = await registerUser(t)
    const toggle = { method: 'POST' as const, url: '/api/post_likes', payload: { post_id: postId } }
    expect((await send(t, dave, toggle)).json()).toMatchObject({ data: { liked: true } })
    expect((await send(t, dave, toggle)).json()).toMatchObject({ data: { liked: false } })
  })

  it('must be 8–128 letters, digits, _ or -', async () => {
    for (const key of ['short', 'x'.repeat(129), 'has spaces in it', 'semi;colon;key', 'ünïcode-key-1']) {
      const res = await send(t, bob, {
        method: 'POST',
        url: '/api/post_likes',
        payload: { post_id: postId },
        headers: { 'idempotency-key': key },
      })
      expect(res.statusCode, key).toBe(422)
      expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['idempotency_key'])
    }
  })

  it('work for guests too (a guest report replayed without solving the captcha again)', async () => {
    const [post] = await t.db.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).limit(1)
    if (!post) throw new Error('no post')
    const key = newKey()
    const guest = nextIp()
    const payload = {
      userEmail: 'guest.reporter@example.test',
      reason: 'Looks like a stolen picture',
      modelId: post.creatorId,
      postId: post.id,
      recaptcha: await solveCaptcha(t),
    }
    const report = { method: 'POST' as const, url: '/api/post_options/report', payload, key, remoteAddress: guest }
    const first = await send(t, null, report)
    expect(first.statusCode).toBe(201)
    const again = await send(t, null, report)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
  })

  it('belong to one guest client: another guest with the same key gets their own effect, not a 422', async () => {
    const [post] = await t.db.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).limit(1)
    if (!post) throw new Error('no post')
    const key = newKey()
    const reportBy = async (userEmail: string, remoteAddress: string) =>
      send(t, null, {
        method: 'POST',
        url: '/api/post_options/report',
        key,
        remoteAddress,
        payload: {
          userEmail,
          reason: `Reported by ${userEmail}`,
          modelId: post.creatorId,
          postId: post.id,
          recaptcha: await solveCaptcha(t),
        },
      })
    const first = await reportBy('first.guest@example.test', nextIp())
    expect(first.statusCode).toBe(201)
    const second = await reportBy('second.guest@example.test', nextIp())
    expect(second.statusCode).toBe(201)
    expect(second.headers['idempotent-replayed']).toBeUndefined()
    const filed = await t.db
      .select({ email: postReports.email })
      .from(postReports)
      .where(inArray(postReports.email, ['first.guest@example.test', 'second.guest@example.test']))
    expect(filed.map((row) => row.email).sort()).toEqual(['first.guest@example.test', 'second.guest@example.test'])
  })
})

describe('guest devices', () => {
  it("recognise a guest's retry from a new address by the device cookie every browser is given", async () => {
    const first = await call(t, { method: 'GET', url: '/api/app_config' })
    const cookie = first.cookies.find((item) => item.name === 'velvet_client')
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' })
    const device = { cookie: `velvet_client=${cookie?.value}` }
    const [post] = await t.db.select({ id: posts.id, creatorId: posts.creatorId }).from(posts).limit(1)
    if (!post) throw new Error('no post')
    const key = newKey()
    const report = {
      userEmail: 'roaming.guest@example.test',
      reason: 'Reported while the phone changed networks',
      modelId: post.creatorId,
      postId: post.id,
      recaptcha: await solveCaptcha(t),
    }
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/post_options/report',
        remoteAddress,
        headers: { ...device, 'idempotency-key': key },
        payload: report,
      })
    expect((await send(nextIp())).statusCode).toBe(201)
    const retry = await send(nextIp())
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    const [filed] = await t.db
      .select({ total: count() })
      .from(postReports)
      .where(eq(postReports.email, 'roaming.guest@example.test'))
    expect(filed?.total).toBe(1)
  })
})

describe('retention', () => {
  it('sweeps keys older than 8 days and keeps a week-old one', async () => {
    const day = 24 * 3600 * 1000
    const now = Date.now()
    const rows = [
      { key: `old-${newKey()}`, createdAt: new Date(now - 9 * day) },
      { key: `week-${newKey()}`, createdAt: new Date(now - 7 * day) },
    ]
    await t.db
      .insert(idempotencyKeys)
      .values(rows.map((row) => ({ ...row, userId: bob.user.id, scope: 'POST /x', requestHash: 'h', statusCode: 200 })))
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] })
    try {
      const removed: number[] = []
      const stop = startKeySweeper({ db: t.db, clock: systemClock, log: (n) => removed.push(n), onError: () => {} })
      vi.advanceTimersByTime(60_000)
      await stop()
      expect(removed[0]).toBeGreaterThanOrEqual(1)
    } finally {
      vi.useRealTimers()
    }
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} like 'old-%' or ${idempotencyKeys.key} like 'week-%'`)
    expect(left.map((row) => row.key)).toEqual([rows[1]?.key])
  })
})
