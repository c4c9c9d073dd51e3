import { asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creators, follows, posts, users } from '../../server/db/schema/index'
import { type AuthTestApp, createAuthTestApp, registerUser, type Signed } from '../fixtures/auth'

type Post = {
  id: number
  front_container: string
  available: boolean
  created_at: string
  content: {
    component: 'movie' | 'picture'
    public_thumbnail_image_path: { small: string }
    main_video_id: number | null
    preview_video_path: string | null
  }[]
  webstar?: { data: { id: number; sex: string; following: boolean } }
}
type Envelope<T> = {
  data: T[]
  meta: { pagination: { total: number; count: number; per_page: number; current_page: number; total_pages: number } }
}

let t: AuthTestApp
let fan: Signed
let lone: Signed
let followed: number[]

beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
  fan = await registerUser(t)
  lone = await registerUser(t)
  // The lone user is a member and follows nobody.
  await t.db
    .update(users)
    .set({ membershipExpiresAt: new Date(t.clock().getTime() + 30 * 86_400_000) })
    .where(eq(users.id, lone.user.id))
  // The fan follows two divas creators (F) and nobody in chads.
  const divas = await t.db.select().from(creators).where(eq(creators.sex, 'F')).orderBy(asc(creators.id)).limit(2)
  followed = divas.map((c) => c.id)
  await t.db.insert(follows).values(followed.map((creatorId) => ({ userId: fan.user.id, creatorId })))
})
afterAll(() => t.close())

function as(user: Signed) {
  return { authorization: `Bearer ${user.accessToken}` }
}

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() as T }
}

describe('GET /api/feeds', () => {
  it('gives a guest every post of the theme, newest first, 10 a page, creator included', async () => {
    const { status, body } = await get<Envelope<Post>>('/api/feeds?include=webstar&site_type=divas')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(10)
    expect(body.meta.pagination).toMatchObject({ per_page: 10, count: 10, current_page: 1 })
    const dates = body.data.map((p) => p.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(body.data.every((p) => ['F', 'X'].includes(p.webstar?.data.sex ?? ''))).toBe(true)
    const all = await t.db
      .select({ id: posts.id })
      .from(posts)
      .innerJoin(creators, eq(creators.id, posts.creatorId))
      .where(inArray(creators.sex, ['F', 'X']))
    expect(body.meta.pagination.total).toBe(all.length)
  })

  it('gives a viewer who follows creators of the theme only their posts, marked following', async () => {
    const { body } = await get<Envelope<Post>>('/api/feeds?include=webstar&site_type=divas&per_page=100', as(fan))
    const expected = await t.db.select({ id: posts.id }).from(posts).where(inArray(posts.creatorId, followed))
    expect(body.meta.pagination.total).toBe(expected.length)
    expect(body.data.every((p) => followed.includes(p.webstar?.data.id ?? 0))).toBe(true)
    expect(body.data.every((p) => p.webstar?.data.following)).toBe(true)
  })

  it('falls back to every post of the theme when the viewer follows nobody there', async () => {
    const guest = await get<Envelope<Post>>('/api/feeds?site_type=chads')
    const fanInChads = await get<Envelope<Post>>('/api/feeds?site_type=chads', as(fan))
    const loneFeed = await get<Envelope<Post>>('/api/feeds?site_type=divas', as(lone))
    const divasGuest = await get<Envelope<Post>>('/api/feeds?site_type=divas')
    expect(fanInChads.body.meta.pagination.total).toBe(guest.body.meta.pagination.total)
    expect(loneFeed.body.meta.pagination.total).toBe(divasGuest.body.meta.pagination.total)
  })

  it('applies the post locks: a guest never gets the media of a locked post', async () => {
    const { body } = await get<Envelope<Post>>('/api/feeds?per_page=50')
    const locked = body.data.filter((p) => !p.available)
    expect(locked.length).toBeGreaterThan(0)
    for (const post of locked) {
      for (const element of post.content) {
        expect(element.public_thumbnail_image_path.small).toMatch(/\/blur\.webp$/)
        expect(element.main_video_id).toBeNull()
        expect(element.preview_video_path).toBeNull()
      }
    }
    const member = await get<Envelope<Post>>('/api/feeds?per_page=50', as(lone))
    expect(member.body.data.filter((p) => p.front_container === 'normal').every((p) => p.available)).toBe(true)
  })

  it("gives a movie element of a post the viewer may see its movie's hover preview, and a picture none", async () => {
    const member = await get<Envelope<Post>>('/api/feeds?per_page=100', as(lone))
    const elements = member.body.data.filter((p) => p.available).flatMap((p) => p.content)
    const movies = elements.filter((element) => element.component === 'movie')
    expect(movies.length).toBeGreaterThan(0)
    expect(movies.some((element) => element.preview_video_path?.startsWith('/media/previews/'))).toBe(true)
    for (const picture of elements.filter((element) => element.component === 'picture')) {
      expect(picture.preview_video_path).toBeNull()
    }
  })

  it.each([
    ['page=0', 'page'],
    ['include=everything', 'include'],
    ['site_type=both', 'site_type'],
  ])('rejects %s with 422', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/feeds?${query}` })
    expect(res.statusCode).toBe(422)
    expect(Object.keys((res.json() as { errors: object }).errors)).toContain(field)
  })
})
