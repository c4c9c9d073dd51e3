/**
 * The dashboard's favourites and likes (GET movie_favorites, GET movie_likes): the viewer's own
 * marked movies, the latest marked first, 16 a page over both themes, private to them; 401 for a
 * guest, 422 for bad parameters.
 */
import { asc, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movies } from '../../server/db/schema/index'
import { registerUser, type Signed } from '../fixtures/auth'
import { createSocialTestApp, type SocialTestApp, send } from './social-fixture'

type MovieList = {
  data: { id: number; interaction: { liked: boolean; favorited: boolean }; webstar?: { data: { sex: string } } }[]
  meta: { pagination: { total: number; count: number; per_page: number; total_pages: number } }
}

let t: SocialTestApp
let fan: Signed
let other: Signed
let movieIds: number[]

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true })
  fan = await registerUser(t)
  other = await registerUser(t)
  movieIds = (await t.db.select({ id: movies.id }).from(movies).orderBy(asc(movies.id)).limit(20)).map((m) => m.id)
  // The fan favourites 18 movies, a second apart, and likes the first three.
  for (const movieId of movieIds.slice(0, 18)) {
    const res = await send(t, fan, { method: 'POST', url: '/api/movie_favorites', payload: { movie_id: movieId } })
    expect(res.statusCode, res.body).toBeLessThan(300)
    t.clock.advance(1000)
  }
  for (const movieId of movieIds.slice(0, 3)) {
    await send(t, fan, { method: 'POST', url: '/api/movie_likes', payload: { movie_id: movieId } })
    t.clock.advance(1000)
  }
  await send(t, other, { method: 'POST', url: '/api/movie_favorites', payload: { movie_id: movieIds[19] } })
})
afterAll(() => t.close())

async function list(who: Signed | null, url: string) {
  const res = await send(t, who, { method: 'GET', url })
  return { status: res.statusCode, headers: res.headers, body: res.json() as MovieList }
}

describe('GET /api/movie_favorites', () => {
  it('pages the viewer’s favourites 16 at a time, the latest favourited first, marked as favourited', async () => {
    const one = await list(fan, '/api/movie_favorites?include=webstar')
    expect(one.status).toBe(200)
    expect(one.body.meta.pagination).toMatchObject({ total: 18, count: 16, per_page: 16, total_pages: 2 })
    expect(one.body.data.map((m) => m.id)).toEqual(movieIds.slice(2, 18).reverse())
    expect(one.body.data.every((m) => m.interaction.favorited)).toBe(true)
    const two = await list(fan, '/api/movie_favorites?page=2')
    expect(two.body.data.map((m) => m.id)).toEqual(movieIds.slice(0, 2).reverse())
  })

  it('spans both themes: the picks are the viewer’s whatever the current theme', async () => {
    const divas = await list(fan, '/api/movie_favorites?per_page=50&site_type=divas&include=webstar')
    const chads = await list(fan, '/api/movie_favorites?per_page=50&site_type=chads&include=webstar')
    expect(divas.body.data.map((m) => m.id)).toEqual(chads.body.data.map((m) => m.id))
    const themed = await t.db
      .select({ leadSex: movies.leadSex })
      .from(movies)
      .where(inArray(movies.id, movieIds.slice(0, 18)))
    expect(new Set(themed.map((m) => m.leadSex)).size).toBeGreaterThan(1)
  })

  it('is private: each viewer sees only their own, never from a shared cache; a guest gets 401', async () => {
    const mine = await list(other, '/api/movie_favorites')
    expect(mine.body.data.map((m) => m.id)).toEqual([movieIds[19]])
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect((await list(null, '/api/movie_favorites')).status).toBe(401)
  })

  it('drops a movie once it is unfavourited', async () => {
    const last = movieIds[17] as number
    await send(t, fan, { method: 'DELETE', url: '/api/movie_favorites', payload: { movie_id: last } })
    const after = await list(fan, '/api/movie_favorites?per_page=50')
    expect(after.body.meta.pagination.total).toBe(17)
    expect(after.body.data.map((m) => m.id)).not.toContain(last)
    await send(t, fan, { method: 'POST', url: '/api/movie_favorites', payload: { movie_id: last } })
  })

  it.each([
    ['page=0', 'page'],
    ['per_page=500', 'per_page'],
    ['include=everything', 'include'],
    ['order_by=random', 'order_by'],
  ])('rejects %s with 422', async (query, field) => {
    const res = await send(t, fan, { method: 'GET', url: `/api/movie_favorites?${query}` })
    expect(res.statusCode).toBe(422)
    expect(Object.keys((res.json() as { errors: object }).errors)).toContain(field)
  })
})

describe('GET /api/movie_likes', () => {
  it('lists the viewer’s liked movies, the latest liked first, marked as liked', async () => {
    const liked = await list(fan, '/api/movie_likes')
    expect(liked.body.data.map((m) => m.id)).toEqual(movieIds.slice(0, 3).reverse())
    expect(liked.body.data.every((m) => m.interaction.liked)).toBe(true)
    expect((await list(other, '/api/movie_likes')).body.meta.pagination.total).toBe(0)
    expect((await list(null, '/api/movie_likes')).status).toBe(401)
  })
})
