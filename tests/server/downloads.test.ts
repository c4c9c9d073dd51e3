/**
 * Download licences: a member (or a subscriber of the movie's creator) may store a movie's main
 * video to watch it offline, until the entitlement ends and never more than 30 days without a
 * re-check; locked movies and trailers are never downloadable. Viewers sign in for real, the clock
 * is the app's own (movable), and the segments are fetched as the app fetches them: the licence's
 * signed folder plus each path, with the session's media cookie.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movieModels, movies, subscriptionPlans, subscriptions, users, videos } from '../../server/db/schema/index'
import { type AuthTestApp, authed, createAuthTestApp, login, registerUser, type Signed } from '../fixtures/auth'

const DAY = 24 * 60 * 60 * 1000

type Licence = {
  movie_id: number
  video_id: number
  expires_at: string
  movie: { id: number; name: string; available: boolean }
  poster: string
  renditions: { height: number; bandwidth: number; bytes: number }[]
  rendition: {
    height: number
    bytes: number
    playlist: { path: string; body: string }
    segments: { path: string; bytes: number }[]
  }
  files_url: string
}
type Check = { movie_id: number; allowed: boolean; expires_at: string | null }
type ErrorBody = { code: string; errors?: Record<string, string[]> }

let t: AuthTestApp
/** A movie of the seed with a playable main video, its stream folder and its first creator. */
let movie: { id: number; stream: string; creatorId: number }
/** Another movie whose first creator is someone else. */
let otherMovie: { id: number; creatorId: number }

beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
  const rows = await t.db
    .select({ id: movies.id, stream: videos.playerData, creatorId: movieModels.creatorId })
    .from(movies)
    .innerJoin(videos, eq(videos.id, movies.mainVideoId))
    .innerJoin(movieModels, and(eq(movieModels.movieId, movies.id), eq(movieModels.position, 0)))
    .where(eq(videos.encodeDriver, 'pro_chunked'))
    .orderBy(asc(movies.id))
    .limit(40)
  const [first] = rows
  const other = rows.find((row) => row.creatorId !== first?.creatorId)
  if (!first || !other) throw new Error('seed changed')
  movie = { id: first.id, stream: first.stream.stream, creatorId: first.creatorId }
  otherMovie = { id: other.id, creatorId: other.creatorId }
})
afterAll(() => t.close())

async function memberUntil(who: Signed, end: Date | null) {
  await t.db.update(users).set({ membershipExpiresAt: end }).where(eq(users.id, who.user.id))
}

async function subscribeUntil(who: Signed, creatorId: number, endsAt: Date) {
  const [plan] = await t.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1)
  if (!plan) throw new Error('seed has no plans')
  await t.db
    .insert(subscriptions)
    .values({ userId: who.user.id, planId: plan.id, creatorId, status: 'approved', startsAt: t.clock(), endsAt })
}

async function grant(who: Signed | null, payload: Record<string, unknown>) {
  const options = { method: 'POST' as const, url: '/api/download_licences', payload }
  const res = who ? await authed(t, who.accessToken, options) : await t.app.inject(options)
  return { status: res.statusCode, body: res.json() as { data: Licence } & ErrorBody, headers: res.headers }
}

async function check(who: Signed | null, movieIds: string) {
  const options = { method: 'GET' as const, url: `/api/download_licences?movie_ids=${movieIds}` }
  const res = who ? await authed(t, who.accessToken, options) : await t.app.inject(options)
  return { status: res.statusCode, body: res.json() as { data: Check[] } & ErrorBody, headers: res.headers }
}

/** A file of the licence as the app fetches it: no Bearer token, the media cookie of `who`. */
function fetchFile(licence: Licence, file: string, who: Signed) {
  return t.app.inject({ method: 'GET', url: `${licence.files_url}${file}`, cookies: { velvet_media: who.mediaCookie } })
}

describe('an entitled member', () => {
  it('gets the renditions, the chosen one with its playlist and segments, the poster and the movie', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + 10 * DAY))
    const { status, body, headers } = await grant(member, { movie_id: movie.id })
    expect(status).toBe(200)
    expect(headers['cache-control']).toContain('no-store')
    const licence = body.data
    expect(licence.movie_id).toBe(movie.id)
    expect(licence.movie).toMatchObject({ id: movie.id, available: true })
    expect(licence.poster).toMatch(/^\/media\/.+\/large\.webp$/)
    // Highest first, and the highest is the one given when none is asked for.
    expect(licence.renditions.map((rendition) => rendition.height)).toEqual([480, 240])
    expect(licence.rendition.height).toBe(480)
    expect(licence.rendition.playlist.path).toBe('480p/index.m3u8')
    expect(licence.rendition.segments.map((segment) => segment.path)).toEqual(
      Array.from({ length: 6 }, (_, index) => `480p/segment-00${index}.ts`),
    )
    const onDisk = (file: string) => readFileSync(path.join('media', 'hls', movie.stream, file))
    expect(licence.rendition.playlist.body).toBe(onDisk('480p/index.m3u8').toString('utf8'))
    for (const segment of licence.rendition.segments) expect(segment.bytes).toBe(onDisk(segment.path).length)
    expect(licence.rendition.bytes).toBe(licence.rendition.segments.reduce((sum, segment) => sum + segment.bytes, 0))
    expect(licence.renditions[0]?.bytes).toBe(licence.rendition.bytes)
  })

  it('fetches every segment from the signed folder with their session, and nobody else can', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + 10 * DAY))
    const licence = (await grant(member, { movie_id: movie.id, height: 240 })).body.data
    expect(licence.rendition.height).toBe(240)
    for (const segment of licence.rendition.segments) {
      const res = await fetchFile(licence, segment.path, member)
      expect(res.statusCode, segment.path).toBe(200)
      expect(res.rawPayload.length).toBe(segment.bytes)
    }
    const stranger = await registerUser(t)
    await memberUntil(stranger, new Date(t.clock().getTime() + 10 * DAY))
    const first = licence.rendition.segments[0]?.path ?? ''
    expect((await fetchFile(licence, first, stranger)).statusCode).toBe(403)
  })

  it('is told which qualities exist when asking for another (422 on height)', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + 10 * DAY))
    const { status, body } = await grant(member, { movie_id: movie.id, height: 1080 })
    expect(status).toBe(422)
    expect(Object.keys(body.errors ?? {})).toEqual(['height'])
  })
})

describe('the expiry', () => {
  it('is the end of the membership when it comes within 30 days', async () => {
    const member = await registerUser(t)
    const end = new Date(t.clock().getTime() + 10 * DAY)
    await memberUntil(member, end)
    const { body } = await grant(member, { movie_id: movie.id })
    expect(body.data.expires_at).toBe(end.toISOString())
  })

  it('is 30 days from now when the membership lasts longer', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + 365 * DAY))
    const { body } = await grant(member, { movie_id: movie.id })
    expect(body.data.expires_at).toBe(new Date(t.clock().getTime() + 30 * DAY).toISOString())
  })

  it('is the end of the creator subscription for a subscriber, and the later end for someone with both', async () => {
    const subscriber = await registerUser(t)
    const subscriptionEnd = new Date(t.clock().getTime() + 12 * DAY)
    await subscribeUntil(subscriber, movie.creatorId, subscriptionEnd)
    expect((await grant(subscriber, { movie_id: movie.id })).body.data.expires_at).toBe(subscriptionEnd.toISOString())
    // The subscription opens that creator's movies only.
    const refused = await grant(subscriber, { movie_id: otherMovie.id })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('membership_required')

    const membershipEnd = new Date(t.clock().getTime() + 5 * DAY)
    await memberUntil(subscriber, membershipEnd)
    expect((await grant(subscriber, { movie_id: movie.id })).body.data.expires_at).toBe(subscriptionEnd.toISOString())
    expect((await grant(subscriber, { movie_id: otherMovie.id })).body.data.expires_at).toBe(
      membershipEnd.toISOString(),
    )
  })

  it('moves forward when the re-check comes later, up to the end of the membership', async () => {
    const member = await registerUser(t, { verified: true })
    const end = new Date(t.clock().getTime() + 50 * DAY)
    await memberUntil(member, end)
    const start = t.clock()
    const first = await check(member, String(movie.id))
    expect(first.body.data).toEqual([
      { movie_id: movie.id, allowed: true, expires_at: new Date(start.getTime() + 30 * DAY).toISOString() },
    ])
    t.clock.advance(25 * DAY)
    try {
      // The access token of 25 days ago has long expired: the member signs in again, as the app would.
      const later = await check(await login(t, member), String(movie.id))
      expect(later.body.data[0]?.expires_at).toBe(end.toISOString())
    } finally {
      t.clock.set(start)
    }
  })
})

describe('refused', () => {
  it('to guests (401)', async () => {
    expect((await grant(null, { movie_id: movie.id })).status).toBe(401)
    expect((await check(null, String(movie.id))).status).toBe(401)
  })

  it('for a locked movie: a user without membership or subscription gets 403 membership_required and no URL', async () => {
    const user = await registerUser(t)
    const { status, body } = await grant(user, { movie_id: movie.id })
    expect(status).toBe(403)
    expect(body.code).toBe('membership_required')
    expect(JSON.stringify(body)).not.toContain('/media/stream/')
  })

  it('once the membership has expired, and the re-check says the download must go', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + DAY))
    expect((await grant(member, { movie_id: movie.id })).status).toBe(200)
    expect((await check(member, String(movie.id))).body.data[0]?.allowed).toBe(true)
    await memberUntil(member, new Date(t.clock().getTime() - 60_000))
    const { status, body } = await grant(member, { movie_id: movie.id })
    expect(status).toBe(403)
    expect(body.code).toBe('membership_required')
    expect((await check(member, String(movie.id))).body.data).toEqual([
      { movie_id: movie.id, allowed: false, expires_at: null },
    ])
  })

  it("when the creator subscription's end has passed on the app's clock", async () => {
    const subscriber = await registerUser(t)
    await subscribeUntil(subscriber, movie.creatorId, new Date(t.clock().getTime() + 60_000))
    expect((await grant(subscriber, { movie_id: movie.id })).status).toBe(200)
    const start = t.clock()
    t.clock.advance(2 * 60_000)
    try {
      expect((await grant(subscriber, { movie_id: movie.id })).body.code).toBe('membership_required')
      expect((await check(subscriber, String(movie.id))).body.data[0]?.allowed).toBe(false)
    } finally {
      t.clock.set(start)
    }
  })

  it('for a movie with only a trailer, and for a video the player cannot play: 403 not_downloadable', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + 10 * DAY))
    const [trailer] = await t.db.select().from(videos).where(eq(videos.kind, 'trailer')).limit(1)
    const [template] = await t.db.select().from(movies).where(eq(movies.id, movie.id))
    if (!trailer || !template) throw new Error('seed changed')
    const { id: _id, ...fields } = template
    const [trailerOnly] = await t.db
      .insert(movies)
      .values({ ...fields, name: 'Trailer only', mainVideoId: null, trailerVideoId: trailer.id })
      .returning({ id: movies.id })
    // A movie whose "main" video is the trailer itself is no way around it either.
    const [trailerAsMain] = await t.db
      .insert(movies)
      .values({ ...fields, name: 'Trailer as main', mainVideoId: trailer.id, trailerVideoId: trailer.id })
      .returning({ id: movies.id })
    const [unplayable] = await t.db
      .select({ id: movies.id })
      .from(movies)
      .innerJoin(videos, eq(videos.id, movies.mainVideoId))
      .where(and(eq(videos.encodeDriver, 'legacy_flash'), isNotNull(movies.mainVideoId)))
      .limit(1)
    for (const id of [trailerOnly?.id, trailerAsMain?.id, unplayable?.id]) {
      const { status, body } = await grant(member, { movie_id: id })
      expect(status, String(id)).toBe(403)
      expect(body.code).toBe('not_downloadable')
      expect((await check(member, String(id))).body.data[0]?.allowed).toBe(false)
    }
  })

  it('for an unknown movie (404 on the licence, not allowed on the re-check)', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + 10 * DAY))
    expect((await grant(member, { movie_id: 2_000_000_000 })).status).toBe(404)
    const { body } = await check(member, `${movie.id},2000000000`)
    expect(body.data.map((item) => [item.movie_id, item.allowed])).toEqual([
      [movie.id, true],
      [2_000_000_000, false],
    ])
  })
})

describe('bad input is a 422', () => {
  it('on the licence: a missing or malformed movie id, an unknown field, a height that is not a positive integer', async () => {
    const member = await registerUser(t)
    await memberUntil(member, new Date(t.clock().getTime() + 10 * DAY))
    for (const payload of [
      {},
      { movie_id: 'abc' },
      { movie_id: -1 },
      { movie_id: movie.id, height: 0 },
      { movie_id: movie.id, height: 2.5 },
      { movie_id: movie.id, segments: [] },
    ]) {
      expect((await grant(member, payload)).status, JSON.stringify(payload)).toBe(422)
    }
  })

  it('on the re-check: no ids, ids that are not ids, beyond PostgreSQL integers, or more than 100', async () => {
    const member = await registerUser(t)
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',')
    for (const ids of ['', 'abc', '1,,2', '1;2', '0', '3000000000', many]) {
      expect((await check(member, ids)).status, ids.slice(0, 20)).toBe(422)
    }
    const res = await authed(t, member.accessToken, { method: 'GET', url: '/api/download_licences' })
    expect(res.statusCode).toBe(422)
  })
})
