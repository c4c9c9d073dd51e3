import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movies } from '../../server/db/schema/index'
import { type AuthTestApp, createAuthTestApp, registerUser, type Signed } from '../fixtures/auth'

type Progress = {
  movie_id: number
  seconds: number
  updated_at: string
  movie?: { data: { id: number; name: string } }
}
type Envelope<T> = { data: T[]; meta: { pagination: { total: number; count: number; per_page: number } } }

let t: AuthTestApp
let alice: Signed
let bob: Signed
let movieRows: { id: number; length: number }[]

beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
  alice = await registerUser(t)
  bob = await registerUser(t)
  movieRows = await t.db.select({ id: movies.id, length: movies.length }).from(movies).orderBy(asc(movies.id)).limit(3)
})
afterAll(() => t.close())

function as(user: Signed) {
  return { authorization: `Bearer ${user.accessToken}` }
}

function save(user: Signed | null, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/watch_progress',
    payload: payload as object,
    headers: user === null ? {} : as(user),
  })
}

async function list(user: Signed, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/watch_progress${query}`, headers: as(user) })
  return { status: res.statusCode, body: res.json() as Envelope<Progress>, headers: res.headers }
}

describe('watch progress', () => {
  it('is for logged-in viewers only', async () => {
    const put = await save(null, { movie_id: movieRows[0]?.id, seconds: 10 })
    expect(put.statusCode).toBe(401)
    const get = await t.app.inject({ method: 'GET', url: '/api/watch_progress' })
    expect(get.statusCode).toBe(401)
    expect((get.json() as { code: string }).code).toBe('unauthenticated')
  })

  it('saves a position, replaces it on the next save and reads it back per movie', async () => {
    const [first] = movieRows
    const created = await save(alice, { movie_id: first?.id, seconds: 4.7 })
    expect(created.statusCode).toBe(200)
    expect((created.json() as { data: Progress }).data).toMatchObject({ movie_id: first?.id, seconds: 4 })
    await save(alice, { movie_id: first?.id, seconds: 9 })
    const { body, headers } = await list(alice, `?movie_id=${first?.id}`)
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({ movie_id: first?.id, seconds: 9 })
    expect(headers['cache-control']).toContain('no-store')
    const none = await list(alice, `?movie_id=${movieRows[2]?.id}`)
    expect(none.body.data).toEqual([])
  })

  it('lists the latest first as continue watching, with the movie on request', async () => {
    const [first, second] = movieRows
    await save(alice, { movie_id: second?.id, seconds: 5 })
    await save(alice, { movie_id: first?.id, seconds: 11 })
    const { body } = await list(alice, '?include=movie')
    expect(body.data.map((p) => p.movie_id)).toEqual([first?.id, second?.id])
    expect(body.data[0]?.movie?.data.id).toBe(first?.id)
    expect(body.meta.pagination).toMatchObject({ total: 2, per_page: 16 })
    const plain = await list(alice)
    expect(plain.body.data[0]?.movie).toBeUndefined()
  })

  it('keeps each user to their own positions', async () => {
    const bobsList = await list(bob)
    expect(bobsList.body.data).toEqual([])
    await save(bob, { movie_id: movieRows[0]?.id, seconds: 3 })
    const alicesList = await list(alice, `?movie_id=${movieRows[0]?.id}`)
    expect(alicesList.body.data[0]?.seconds).toBe(11)
  })

  it('caps a position at the movie length', async () => {
    const [, , third] = movieRows
    const res = await save(alice, { movie_id: third?.id, seconds: 40_000 })
    expect((res.json() as { data: Progress }).data.seconds).toBe(third?.length)
  })

  it('answers 404 for an unknown movie and 422 for bad input', async () => {
    expect((await save(alice, { movie_id: 9_999_999, seconds: 1 })).statusCode).toBe(404)
    for (const [payload, field] of [
      [{ movie_id: movieRows[0]?.id, seconds: -1 }, 'seconds'],
      [{ movie_id: movieRows[0]?.id, seconds: 'ten' }, 'seconds'],
      [{ movie_id: movieRows[0]?.id, seconds: 50_000 }, 'seconds'],
      [{ seconds: 3 }, 'movie_id'],
      [{ movie_id: movieRows[0]?.id, seconds: 3, user_id: bob.user.id }, 'user_id'],
    ] as const) {
      const res = await save(alice, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(Object.keys((res.json() as { errors: object }).errors)).toContain(field)
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/watch_progress?movie_id=x', headers: as(alice) })
    expect(bad.statusCode).toBe(422)
  })
})
