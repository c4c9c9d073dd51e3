/**
 * Locked media stays locked: public answers carry only the
 * blurred preview of a paid post's pictures, and the public artwork route serves nothing sharper
 * for them; viewers who may see a paid post get URLs signed for their own session, which work
 * with their media cookie only, for a window of hours, and end with the session or the
 * entitlement. Also: the creator sees their own posts unlocked; the artwork route renders only
 * images the database shows, and limits each IP.
 */
import { and, eq, inArray, ne } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postElements, posts, users } from '../../server/db/schema/index'
import {
  nowSeconds,
  PICTURE_MIN_TTL_SECONDS,
  PICTURE_WINDOW_SECONDS,
  pictureExpiry,
} from '../../server/modules/media/signed-urls'
import {
  type AuthTestApp,
  authed,
  call,
  createAuthTestApp,
  refreshCookieOf,
  refreshWith,
  registerUser,
  type Signed,
} from '../fixtures/auth'
import { loginDemo } from './social-fixture'

type ImagePath = { small: string; large: string }
type PostBody = {
  id: number
  front_container: string
  available: boolean
  public_thumbnail_image_path: ImagePath
  content: { id: number; public_thumbnail_image_path: ImagePath; preview_video_path: string | null }[]
}

let t: AuthTestApp
let member: Signed
let user: Signed
let creator: Signed
/** One post of each kind by the demo creator (creator 1). */
const own: Record<string, number> = {}

beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
  member = await loginDemo(t, 'member')
  user = await loginDemo(t, 'user')
  creator = await loginDemo(t, 'creator')
  const rows = await t.db
    .select({ id: posts.id, kind: posts.frontContainer })
    .from(posts)
    .where(eq(posts.creatorId, creator.user.model_id ?? 0))
  for (const row of rows) own[row.kind] ??= row.id
})
afterAll(() => t.close())

function get(url: string, who: Signed | null = null) {
  return who ? authed(t, who.accessToken, { method: 'GET', url }) : call(t, { method: 'GET', url })
}

/** An image request as a browser makes it: no Bearer token; the media cookie of `who`. */
function image(url: string, who: Signed | null = null) {
  return call(t, { method: 'GET', url, ...(who ? { cookies: { velvet_media: who.mediaCookie } } : {}) })
}

/** A new access token for a session after the clock moved past its 15 minutes. */
async function renew(who: Signed) {
  const res = await refreshWith(t, who.refreshToken)
  expect(res.statusCode).toBe(200)
  who.accessToken = res.json().data.access_token
  who.refreshToken = refreshCookieOf(res) ?? ''
}

async function post(id: number, who: Signed | null = null): Promise<PostBody> {
  const res = await get(`/api/posts/${id}`, who)
  expect(res.statusCode).toBe(200)
  return res.json().data as PostBody
}

async function postIdsOfKind(kind: 'free' | 'normal' | 'premium' | 'tokens', notBy: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.frontContainer, kind), ne(posts.creatorId, notBy)))
    .limit(3)
  return rows.map((row) => row.id)
}

/** Every public artwork size of the picture a blurred path stands for. */
function originalsOf(blurred: string): string[] {
  expect(blurred).toMatch(/^\/media\/art\/v1\/.+\/blur\.webp$/)
  return ['small', 'large'].map((size) => blurred.replace(/blur\.webp$/, `${size}.webp`))
}

describe('a paid post as a guest or a user without entitlement', () => {
  it('carries only blurred pictures, and the artwork route serves no original of them', async () => {
    const creatorId = creator.user.model_id ?? 0
    for (const kind of ['normal', 'premium', 'tokens'] as const) {
      for (const id of await postIdsOfKind(kind, creatorId)) {
        for (const who of [null, user]) {
          const body = await post(id, who)
          expect(body.available).toBe(false)
          expect(body.content.length).toBeGreaterThan(0)
          for (const element of body.content) {
            const { small, large } = element.public_thumbnail_image_path
            expect(small).toBe(large)
            expect(element.preview_video_path).toBeNull()
            expect((await image(small)).statusCode).toBe(200)
            for (const original of originalsOf(small)) {
              expect((await image(original)).statusCode, original).toBe(404)
              expect((await image(original, member)).statusCode, original).toBe(404)
            }
          }
          expect(JSON.stringify(body)).not.toMatch(/\/(small|large)\.webp"/)
        }
      }
    }
  })

  it('shows no original in any list either', async () => {
    for (const url of ['/api/celebrities?per_page=30', '/api/feeds?per_page=30', '/api/models/2/posts?per_page=30']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      for (const item of res.json().data as PostBody[]) {
        if (item.front_container === 'free') continue
        for (const element of item.content) {
          expect(element.public_thumbnail_image_path.large, url).toMatch(/blur\.webp$/)
        }
        expect(item.public_thumbnail_image_path.large).toMatch(/blur\.webp$/)
      }
    }
  })

  it('keeps the pictures of free posts public', async () => {
    const [id] = await postIdsOfKind('free', 0)
    const body = await post(id ?? 0)
    expect(body.available).toBe(true)
    const first = body.content[0]?.public_thumbnail_image_path
    expect(first?.large).toMatch(/^\/media\/art\/v1\/.+\/large\.webp$/)
    const res = await image(first?.large ?? '')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('public')
  })
})

describe('a paid post for a viewer who may see it', () => {
  it('carries pictures signed for the viewer’s session, which load only with their media cookie', async () => {
    const [id] = await postIdsOfKind('normal', creator.user.model_id ?? 0)
    const body = await post(id ?? 0, member)
    expect(body.available).toBe(true)
    for (const element of body.content) {
      const { small, large } = element.public_thumbnail_image_path
      expect(large).toMatch(/^\/media\/locked\/\d+\/\d+\/[A-Za-z0-9_-]{43}\/large\.webp$/)
      expect(small).toBe(large.replace(/large\.webp$/, 'small.webp'))
      const res = await image(large, member)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
      const meta = await sharp(res.rawPayload).metadata()
      expect(meta.width).toBeGreaterThan(400)
      // Useless to anyone else: no cookie, another user's, or a cookie made up for this session.
      expect((await image(large)).statusCode).toBe(403)
      expect((await image(large, user)).statusCode).toBe(403)
      const [session] = member.mediaCookie.split('.')
      expect((await image(large, { ...member, mediaCookie: `${session}.${'A'.repeat(43)}` })).statusCode).toBe(403)
      // And the public artwork route still has nothing sharper than the blur for it.
      const [row] = await t.db
        .select({ path: postElements.imagePath })
        .from(postElements)
        .where(eq(postElements.id, element.id))
      expect((await image(`${row?.path}/large.webp`, member)).statusCode).toBe(404)
    }
  })

  it('gives the same URL for a window of hours (offline caches reuse it), a new one after', async () => {
    const [id] = await postIdsOfKind('normal', creator.user.model_id ?? 0)
    const start = t.clock()
    try {
      // Just after the link last changed, whatever the time of day the test runs at: the minute
      // below then cannot cross into the next window (it did, run a minute before 03:00 UTC).
      const changedAt = pictureExpiry(nowSeconds(start)) - PICTURE_MIN_TTL_SECONDS
      t.clock.set(new Date((changedAt + 60) * 1000))
      await renew(member)
      const first = (await post(id ?? 0, member)).public_thumbnail_image_path.large
      t.clock.advance(60_000)
      expect((await post(id ?? 0, member)).public_thumbnail_image_path.large).toBe(first)
      t.clock.advance(PICTURE_WINDOW_SECONDS * 1000 + 3_600_000)
      await renew(member)
      const later = (await post(id ?? 0, member)).public_thumbnail_image_path.large
      expect(later).not.toBe(first)
      expect((await image(later, member)).statusCode).toBe(200)
      // The old link has expired by now.
      t.clock.advance(PICTURE_WINDOW_SECONDS * 1000)
      expect((await image(first, member)).statusCode).toBe(403)
    } finally {
      t.clock.set(start)
      await renew(member)
    }
  })

  it('stops working when the entitlement ends, and after logout', async () => {
    const viewer = await registerUser(t, { verified: true })
    const until = (offset: number) => new Date(t.clock().getTime() + offset)
    await t.db
      .update(users)
      .set({ membershipExpiresAt: until(86_400_000) })
      .where(eq(users.id, viewer.user.id))
    const [id] = await postIdsOfKind('normal', creator.user.model_id ?? 0)
    const url = (await post(id ?? 0, viewer)).public_thumbnail_image_path.large
    expect((await image(url, viewer)).statusCode).toBe(200)
    await t.db
      .update(users)
      .set({ membershipExpiresAt: until(-1000) })
      .where(eq(users.id, viewer.user.id))
    expect((await image(url, viewer)).statusCode).toBe(403)
    await t.db
      .update(users)
      .set({ membershipExpiresAt: until(86_400_000) })
      .where(eq(users.id, viewer.user.id))
    expect((await image(url, viewer)).statusCode).toBe(200)
    const logout = await authed(t, viewer.accessToken, { method: 'POST', url: '/api/auth/logout' })
    expect(logout.statusCode).toBe(200)
    expect((await image(url, viewer)).statusCode).toBe(403)
  })
})

describe('the creator on their own profile', () => {
  it('sees their own normal, premium and token posts unlocked, with pictures that load', async () => {
    for (const kind of ['normal', 'premium', 'tokens'] as const) {
      const id = own[kind]
      expect(id, kind).toBeDefined()
      const body = await post(id ?? 0, creator)
      expect(body.available, kind).toBe(true)
      const url = body.public_thumbnail_image_path.large
      expect(url).toMatch(/^\/media\/locked\//)
      expect((await image(url, creator)).statusCode).toBe(200)
      // The same post stays locked for others.
      expect((await post(id ?? 0, user)).available).toBe(false)
    }
    const list = await get(`/api/models/${creator.user.model_id}/posts?per_page=40`, creator)
    for (const item of list.json().data as PostBody[]) expect(item.available).toBe(true)
  })
})

describe('the public artwork route', () => {
  it('renders only images the database shows', async () => {
    const res = await get('/api/models/1')
    const profile = res.json().data.public_profile_image_path as ImagePath
    expect((await image(profile.large)).statusCode).toBe(200)
    for (const url of [
      '/media/art/v1/post-landscape/divas/987654/large.webp',
      '/media/art/v1/avatar/divas/1/small.webp',
      '/media/art/v1/movie/chads/999999/blur.webp',
    ]) {
      expect((await image(url)).statusCode, url).toBe(404)
    }
  })

  it('serves movie thumbnails to everyone: the catalogue is public, the main videos are signed', async () => {
    const res = await get('/api/movies?per_page=3')
    for (const movie of res.json().data as { public_thumbnail_image_path: ImagePath; main_video_id: unknown }[]) {
      expect(movie.main_video_id).toBeNull()
      expect((await image(movie.public_thumbnail_image_path.small)).statusCode).toBe(200)
    }
  })
})

describe('per-IP limit on the artwork route', () => {
  let limited: AuthTestApp
  beforeAll(async () => {
    limited = await createAuthTestApp({ seed: true, config: { rateLimit: true } })
  })
  afterAll(() => limited.close())

  it('answers 429 with Retry-After past the limit, to that IP only', async () => {
    const [row] = await limited.db
      .select({ path: postElements.imagePath })
      .from(postElements)
      .innerJoin(posts, eq(posts.id, postElements.postId))
      .where(inArray(posts.frontContainer, ['free']))
      .limit(1)
    const url = `${row?.path}/small.webp`
    const from = (remoteAddress: string) => limited.app.inject({ method: 'GET', url, remoteAddress })
    let status = 200
    let count = 0
    while (status === 200 && count < 2000) {
      status = (await from('10.9.9.9')).statusCode
      count++
    }
    expect(status).toBe(429)
    expect(count).toBeGreaterThan(100)
    const last = await from('10.9.9.9')
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
    expect((await from('10.9.9.10')).statusCode).toBe(200)
  })
})
