import { and, asc, count, desc, eq, isNotNull, isNull, max, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  creators,
  groups,
  movieCategories,
  movieModels,
  movieSearches,
  movies,
  movieTags,
  users,
} from '../../server/db/schema/index'
import { type AuthTestApp, createAuthTestApp, registerUser } from '../fixtures/auth'

type Pagination = { total: number; count: number; per_page: number; current_page: number; total_pages: number }
type Envelope<T> = { data: T[]; meta: { pagination: Pagination & { links: { next: string | null } } } }
type Named = { id: number; name: string }
type Creator = Named & { sex: string; is_webstar: boolean; following: boolean; username: string | null }
type Movie = Named & {
  description: string
  length: number
  is_hd: boolean
  main_video_id: number | null
  trailer_video_id: number | null
  available: boolean
  views: number
  likes: number
  favorites: number
  interaction: { favorited: boolean; liked: boolean }
  dimentions: { width: number; height: number }
  public_thumbnail_image_path: { small: string; large: string }
  public_thumbnail_video_path: string | null
  username: string | null
  following: boolean
  created_at: string
  webstar?: { data: Creator | null }
  categories?: { data: Named[] }
  models?: { data: Creator[] }
  tags?: { data: Named[] }
  group?: { data: (Named & { movies: { data: Movie[] } }) | null }
}
type MovieList = Envelope<Movie>

let t: AuthTestApp
let userId: number
let userToken: string
let memberToken: string
const member = () => ({ authorization: `Bearer ${memberToken}` })
const nonMember = () => ({ authorization: `Bearer ${userToken}` })

beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
  const user = await registerUser(t)
  userId = user.user.id
  userToken = user.accessToken
  const paying = await registerUser(t)
  await t.db
    .update(users)
    .set({ membershipExpiresAt: new Date(t.clock().getTime() + 30 * 86_400_000) })
    .where(eq(users.id, paying.user.id))
  memberToken = paying.accessToken
})
afterAll(() => t.close())

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() as T }
}

async function expect422(url: string, field: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) {
  const res = await t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) })
  expect(res.statusCode, url).toBe(422)
  const body = res.json() as { code: string; errors: Record<string, string[]> }
  expect(body.code).toBe('validation_failed')
  expect(Object.keys(body.errors)).toContain(field)
}

function isDescending(values: number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? 0) >= value)
}

describe('GET /api/movies', () => {
  it('pages the theme movies 16 at a time, newest first, with the movie fields of the spec', async () => {
    const one = await get<MovieList>('/api/movies?site_type=divas')
    const two = await get<MovieList>('/api/movies?site_type=divas&page=2')
    expect(one.status).toBe(200)
    expect(one.body.data).toHaveLength(16)
    expect(one.body.meta.pagination).toMatchObject({ per_page: 16, count: 16, current_page: 1 })
    expect(one.body.meta.pagination.links.next).toContain('page=2')
    const dates = [...one.body.data, ...two.body.data].map((m) => m.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const movie = one.body.data[0]
    expect(Object.keys(movie ?? {}).sort()).toEqual(
      [
        'available',
        'created_at',
        'description',
        'dimentions',
        'favorites',
        'following',
        'id',
        'interaction',
        'is_hd',
        'length',
        'likes',
        'main_video_id',
        'name',
        'public_thumbnail_image_path',
        'public_thumbnail_video_path',
        'trailer_video_id',
        'username',
        'views',
      ].sort(),
    )
    expect(movie?.public_thumbnail_image_path.small).toMatch(/\/media\/art\/v1\/movie\/\w+\/\d+\/small\.webp$/)
    expect(movie?.public_thumbnail_video_path).toMatch(/^\/media\/previews\/preview-\d\.mp4$/)
  })

  it('keeps each theme to movies whose first model belongs to it', async () => {
    const divas = await get<MovieList>('/api/movies?site_type=divas&include=webstar&per_page=100')
    const chads = await get<MovieList>('/api/movies?site_type=chads&include=webstar&per_page=100')
    expect(new Set(divas.body.data.map((m) => m.webstar?.data?.sex))).toEqual(new Set(['F', 'X']))
    expect(new Set(chads.body.data.map((m) => m.webstar?.data?.sex))).toEqual(new Set(['M', 'X']))
    // Movies of X creators belong to both themes.
    const [{ total } = { total: 0 }] = await t.db.select({ total: count() }).from(movies)
    expect(divas.body.meta.pagination.total + chads.body.meta.pagination.total).toBeGreaterThan(total)
  })

  it('filters by category, in the request language', async () => {
    const [link] = await t.db.select().from(movieCategories).orderBy(asc(movieCategories.categoryId)).limit(1)
    const id = link?.categoryId
    const en = await get<MovieList>(`/api/movies?category_id=${id}&include=categories&site_type=divas&per_page=100`)
    const es = await get<MovieList>(`/api/movies?category_id=${id}&include=categories&site_type=divas&lang=es`)
    expect(en.body.data.length).toBeGreaterThan(0)
    for (const movie of en.body.data) expect(movie.categories?.data.map((c) => c.id)).toContain(id)
    const nameEn = en.body.data[0]?.categories?.data.find((c) => c.id === id)?.name
    const nameEs = es.body.data[0]?.categories?.data.find((c) => c.id === id)?.name
    expect(nameEn).toBeTruthy()
    expect(nameEs).toBeTruthy()
  })

  it('filters by tag, by group and by model (whatever the theme)', async () => {
    const [tagLink] = await t.db.select().from(movieTags).limit(1)
    const tagged = await get<MovieList>(`/api/movies?tag_id=${tagLink?.tagId}&include=tags&per_page=100`)
    expect(tagged.body.data.length).toBeGreaterThan(0)
    for (const movie of tagged.body.data) expect(movie.tags?.data.map((x) => x.id)).toContain(tagLink?.tagId)

    const [grouped] = await t.db.select().from(movies).where(isNotNull(movies.groupId)).limit(1)
    const inGroup = await get<MovieList>(`/api/movies?group_id=${grouped?.groupId}&per_page=100&site_type=divas`)
    const groupRows = await t.db
      .select({ id: movies.id })
      .from(movies)
      .where(eq(movies.groupId, grouped?.groupId ?? 0))
    expect(inGroup.body.data.every((m) => groupRows.some((r) => r.id === m.id))).toBe(true)

    const [chad] = await t.db.select().from(creators).where(eq(creators.sex, 'M')).limit(1)
    const byModel = await get<MovieList>(`/api/movies?model_id=${chad?.id}&include=models&site_type=divas`)
    const expected = await t.db
      .select()
      .from(movieModels)
      .where(eq(movieModels.creatorId, chad?.id ?? 0))
    expect(byModel.body.meta.pagination.total).toBe(expected.length)
    for (const movie of byModel.body.data) expect(movie.models?.data.map((m) => m.id)).toContain(chad?.id)
  })

  it('searches titles from 3 characters, case-insensitively; an empty search is no search', async () => {
    const [movie] = await t.db.select().from(movies).limit(1)
    const word = movie?.name.split(' ')[0]?.toUpperCase() ?? ''
    const found = await get<MovieList>(`/api/movies?search=${encodeURIComponent(word)}&per_page=100&site_type=divas`)
    const foundChads = await get<MovieList>(`/api/movies?search=${encodeURIComponent(word)}&site_type=chads`)
    expect(found.body.data.length + foundChads.body.data.length).toBeGreaterThan(0)
    for (const m of found.body.data) expect(m.name.toUpperCase()).toContain(word)
    const all = await get<MovieList>('/api/movies?site_type=divas')
    const empty = await get<MovieList>('/api/movies?site_type=divas&search=')
    expect(empty.body.meta.pagination.total).toBe(all.body.meta.pagination.total)
    const none = await get<MovieList>('/api/movies?search=zzzzqqq')
    expect(none.body.data).toEqual([])
    expect(none.body.meta.pagination.total).toBe(0)
  })

  it('orders by views, likes and length, highest first', async () => {
    const viewed = await get<MovieList>('/api/movies?order_by=most_viewed')
    expect(isDescending(viewed.body.data.map((m) => m.views))).toBe(true)
    const liked = await get<MovieList>('/api/movies?order_by=most_liked')
    expect(isDescending(liked.body.data.map((m) => m.likes))).toBe(true)
    const longest = await get<MovieList>('/api/movies?order_by=longest&site_type=chads')
    expect(isDescending(longest.body.data.map((m) => m.length))).toBe(true)
    const oldest = await get<MovieList>('/api/movies?order_by=oldest')
    const dates = oldest.body.data.map((m) => m.created_at)
    expect(dates).toEqual([...dates].sort())
  })

  it('combines filters and carries them into the next-page link', async () => {
    const [link] = await t.db.select().from(movieCategories).limit(1)
    const url = `/api/movies?category_id=${link?.categoryId}&order_by=most_viewed&per_page=2&include=tags`
    const { body } = await get<MovieList>(url)
    if (body.meta.pagination.total_pages > 1) {
      expect(body.meta.pagination.links.next).toContain(`category_id=${link?.categoryId}`)
      expect(body.meta.pagination.links.next).toContain('order_by=most_viewed')
      expect(body.meta.pagination.links.next).toContain('include=tags')
    }
  })

  it.each([
    ['category_id=0', 'category_id'],
    ['tag_id=x', 'tag_id'],
    ['model_id=-1', 'model_id'],
    ['group_id=1.5', 'group_id'],
    ['order_by=random', 'order_by'],
    ['include=group', 'include'],
    ['search=ab', 'search'],
    ['per_page=500', 'per_page'],
    ['unknown=1', 'unknown'],
  ])('rejects %s with 422 naming the field', (query, field) => expect422(`/api/movies?${query}`, field))
})

describe('GET /api/movies/hot', () => {
  it('ranks the latest movies of the theme by views, 16 a page', async () => {
    const { body } = await get<MovieList>('/api/movies/hot?site_type=chads')
    expect(body.data).toHaveLength(16)
    expect(body.meta.pagination.per_page).toBe(16)
    expect(body.meta.pagination.total).toBeLessThanOrEqual(160)
    expect(isDescending(body.data.map((m) => m.views))).toBe(true)
    const two = await get<MovieList>('/api/movies/hot?site_type=chads&page=2')
    expect(two.body.data.every((m) => !body.data.some((first) => first.id === m.id))).toBe(true)
  })
})

describe('GET /api/movies/:id', () => {
  it('loads the movie with categories, models, tags and its group with the other movies', async () => {
    const [grouped] = await t.db.select().from(movies).where(isNotNull(movies.groupId)).orderBy(asc(movies.id)).limit(1)
    const { status, body } = await get<{ data: Movie }>(
      `/api/movies/${grouped?.id}?include=categories,models,tags,group,webstar`,
    )
    expect(status).toBe(200)
    const movie = body.data
    expect(movie.categories?.data.length).toBeGreaterThan(0)
    expect(movie.models?.data.length).toBeGreaterThan(0)
    expect(movie.tags?.data.length).toBeGreaterThan(0)
    expect(movie.webstar?.data?.id).toBe(movie.models?.data[0]?.id)
    expect(movie.username).toBe(movie.models?.data[0]?.username ?? null)
    const group = movie.group?.data
    expect(group?.id).toBe(grouped?.groupId)
    const [groupRow] = await t.db
      .select()
      .from(groups)
      .where(eq(groups.id, grouped?.groupId ?? 0))
    expect(group?.name).toBe(groupRow?.name)
    expect(group?.movies.data.length).toBeLessThanOrEqual(16)
    expect(group?.movies.data.some((m) => m.id === movie.id)).toBe(false)
  })

  it('gives a movie without a group a null group, and none unless asked', async () => {
    const [single] = await t.db.select().from(movies).where(isNull(movies.groupId)).limit(1)
    const withGroup = await get<{ data: Movie }>(`/api/movies/${single?.id}?include=group`)
    expect(withGroup.body.data.group).toEqual({ data: null })
    const plain = await get<{ data: Movie }>(`/api/movies/${single?.id}`)
    expect(plain.body.data.group).toBeUndefined()
    expect(plain.body.data.categories).toBeUndefined()
  })

  it('withholds the main video from guests and non-members, not from members', async () => {
    const [movie] = await t.db.select().from(movies).where(isNotNull(movies.mainVideoId)).limit(1)
    const guest = await get<{ data: Movie }>(`/api/movies/${movie?.id}`)
    expect(guest.body.data).toMatchObject({ available: false, main_video_id: null })
    const user = await get<{ data: Movie }>(`/api/movies/${movie?.id}`, nonMember())
    expect(user.body.data).toMatchObject({ available: false, main_video_id: null })
    const paid = await get<{ data: Movie }>(`/api/movies/${movie?.id}`, member())
    expect(paid.body.data).toMatchObject({ available: true, main_video_id: movie?.mainVideoId })
    expect(guest.body.data.trailer_video_id).toBe(movie?.trailerVideoId)
  })

  it('reports a movie without a trailer with a null trailer_video_id', async () => {
    const [noTrailer] = await t.db.select().from(movies).where(isNull(movies.trailerVideoId)).limit(1)
    const { body } = await get<{ data: Movie }>(`/api/movies/${noTrailer?.id}`)
    expect(body.data.trailer_video_id).toBeNull()
  })

  it('answers 404 for an unknown movie and 422 for a malformed id', async () => {
    const res = await get<{ code: string }>('/api/movies/9999999')
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('not_found')
    await expect422('/api/movies/abc', 'id')
    await expect422('/api/movies/1?include=secrets', 'include')
  })
})

describe('side lists of the watch page', () => {
  async function firstModelOf(movieId: number) {
    const [row] = await t.db
      .select({ creator: creators })
      .from(movieModels)
      .innerJoin(creators, eq(creators.id, movieModels.creatorId))
      .where(and(eq(movieModels.movieId, movieId), eq(movieModels.position, 0)))
    return row?.creator
  }

  it('lists more from the same model, 6 a page, without the movie itself', async () => {
    // A movie of the creator with the most movies, so the list has several entries.
    const [busiest] = await t.db
      .select({ creatorId: movieModels.creatorId, movieId: max(movieModels.movieId) })
      .from(movieModels)
      .groupBy(movieModels.creatorId)
      .orderBy(desc(count()))
      .limit(1)
    const id = busiest?.movieId ?? 0
    const model = await firstModelOf(id)
    const { body } = await get<MovieList>(`/api/movies/${id}/model_movies?include=models`)
    const others = await t.db
      .select({ total: count() })
      .from(movieModels)
      .where(and(eq(movieModels.creatorId, model?.id ?? 0), ne(movieModels.movieId, id)))
    expect(body.meta.pagination.total).toBe(others[0]?.total)
    expect(body.meta.pagination.per_page).toBe(6)
    expect(body.data.length).toBeLessThanOrEqual(6)
    expect(body.data.length).toBeGreaterThan(0)
    for (const movie of body.data) {
      expect(movie.id).not.toBe(id)
      expect(movie.models?.data.map((m) => m.id)).toContain(model?.id)
    }
  })

  it('lists related videos, 8 a page, only when the first model is not a webstar', async () => {
    const firsts = await t.db
      .select({ movieId: movieModels.movieId, isWebstar: creators.isWebstar })
      .from(movieModels)
      .innerJoin(creators, eq(creators.id, movieModels.creatorId))
      .where(eq(movieModels.position, 0))
    const studio = firsts.find((row) => !row.isWebstar)
    const webstar = firsts.find((row) => row.isWebstar)
    if (!studio || !webstar) throw new Error('the seed needs studio models and webstars')
    const related = await get<MovieList>(`/api/movies/${studio.movieId}/related?include=categories`)
    expect(related.body.meta.pagination.per_page).toBe(8)
    expect(related.body.data).toHaveLength(8)
    const own = await t.db.select().from(movieCategories).where(eq(movieCategories.movieId, studio.movieId))
    const ownIds = new Set(own.map((row) => row.categoryId))
    for (const movie of related.body.data) {
      expect(movie.id).not.toBe(studio.movieId)
      expect(movie.categories?.data.some((c) => ownIds.has(c.id))).toBe(true)
    }
    expect(isDescending(related.body.data.map((m) => m.views))).toBe(true)
    const none = await get<MovieList>(`/api/movies/${webstar.movieId}/related`)
    expect(none.status).toBe(200)
    expect(none.body.data).toEqual([])
    expect(none.body.meta.pagination.total).toBe(0)
  })

  it('answers 404 for the side lists of an unknown movie', async () => {
    expect((await get('/api/movies/9999999/model_movies')).status).toBe(404)
    expect((await get('/api/movies/9999999/related')).status).toBe(404)
  })
})

describe('POST /api/movie_views', () => {
  it('adds one view and returns the new count', async () => {
    const [movie] = await t.db.select().from(movies).limit(1)
    const res = await t.app.inject({ method: 'POST', url: '/api/movie_views', payload: { movie_id: movie?.id } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { movie_id: movie?.id, views: (movie?.views ?? 0) + 1 } })
    const again = await get<{ data: Movie }>(`/api/movies/${movie?.id}`)
    expect(again.body.data.views).toBe((movie?.views ?? 0) + 1)
  })

  it('limits one address to 120 views a minute (429 rate_limited after that)', async () => {
    const [movie] = await t.db.select().from(movies).limit(1)
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/movie_views',
        payload: { movie_id: movie?.id },
        remoteAddress: '203.0.113.7',
      })
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(200)
    const limited = await send()
    expect(limited.statusCode).toBe(429)
    expect((limited.json() as { code: string }).code).toBe('rate_limited')
  })

  it('answers 404 for an unknown movie and 422 for a bad body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/movie_views', payload: { movie_id: 9999999 } })
    expect(res.statusCode).toBe(404)
    await expect422('/api/movie_views', 'movie_id', 'POST', {})
    await expect422('/api/movie_views', 'movie_id', 'POST', { movie_id: 'abc' })
    await expect422('/api/movie_views', 'extra', 'POST', { movie_id: 1, extra: true })
  })
})

describe('POST /api/movie_searchs', () => {
  it('records a search with its filters and the viewer (201)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/movie_searchs?site_type=chads&lang=tr',
      payload: { search: '  Neon  ', category_id: 3 },
      headers: nonMember(),
    })
    expect(res.statusCode).toBe(201)
    const body = res.json() as { data: { id: number; search: string; created_at: string } }
    expect(body.data.search).toBe('Neon')
    const [row] = await t.db.select().from(movieSearches).where(eq(movieSearches.id, body.data.id))
    expect(row).toMatchObject({ userId, categoryId: 3, siteType: 'chads', lang: 'tr', search: 'Neon' })
  })

  it('records a guest search anonymously and rejects a bad body with 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/movie_searchs', payload: { search: 'studio' } })
    expect(res.statusCode).toBe(201)
    const id = (res.json() as { data: { id: number } }).data.id
    const [row] = await t.db.select().from(movieSearches).where(eq(movieSearches.id, id))
    expect(row?.userId).toBeNull()
    await expect422('/api/movie_searchs', 'search', 'POST', { search: 'x'.repeat(101) })
    await expect422('/api/movie_searchs', 'tag_id', 'POST', { search: 'a', tag_id: 0 })
  })
})
