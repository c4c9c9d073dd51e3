/**
 * The watch entitlement: trailers for everyone, main videos for members through short-lived URLs
 * signed for the member's session. The app runs with known secrets and a movable clock, so the
 * tests can forge, replay and expire links exactly; viewers sign in for real (a member and a user
 * without membership), and the stream route sees who asks through their media cookie.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { movieModels, movies, subscriptionPlans, subscriptions, users, videos } from '../../server/db/schema/index'
import { signMedia } from '../../server/modules/media/signed-urls'
import { type AuthTestApp, authed, createAuthTestApp, registerUser, type Signed } from '../fixtures/auth'

type Playback = {
  id: number
  kind: 'main' | 'trailer'
  encode_driver: string
  url: string
  expires_at: string | null
  player_data: { format: string; url: string }
  playlists?: { path: string; body: string }[]
}

let t: AuthTestApp
let mainVideo: { id: number; stream: string }
let otherMainVideo: { id: number; stream: string }
let trailer: { id: number; stream: string }
let MEMBER: Record<string, string>
let NON_MEMBER: Record<string, string>
let member: Signed
let nonMember: Signed

beforeAll(async () => {
  t = await createAuthTestApp({ seed: true })
  member = await registerUser(t)
  await makeMember(member)
  MEMBER = { authorization: `Bearer ${member.accessToken}` }
  nonMember = await registerUser(t)
  NON_MEMBER = { authorization: `Bearer ${nonMember.accessToken}` }
  const mains = await t.db
    .select()
    .from(videos)
    .where(eq(videos.encodeDriver, 'pro_chunked'))
    .orderBy(videos.id)
    .limit(2)
  const [trailerRow] = await t.db.select().from(videos).where(eq(videos.kind, 'trailer')).limit(1)
  const [first, second] = mains
  if (!first || !second || !trailerRow) throw new Error('seed changed')
  mainVideo = { id: first.id, stream: first.playerData.stream }
  otherMainVideo = { id: second.id, stream: second.playerData.stream }
  trailer = { id: trailerRow.id, stream: trailerRow.playerData.stream }
})
afterAll(() => t.close())

async function playback(videoId: number, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/videos/${videoId}/playback`, headers })
  return { status: res.statusCode, body: res.json() as { data: Playback; code?: string }, headers: res.headers }
}

async function makeMember(account: Signed) {
  await t.db
    .update(users)
    .set({ membershipExpiresAt: new Date(t.clock().getTime() + 30 * 86_400_000) })
    .where(eq(users.id, account.user.id))
}

/** A media request as a browser sends it: no Bearer token, the media cookie of `who` (the member by default). */
function fetch(url: string, who: Signed | null = member) {
  return t.app.inject({ method: 'GET', url, ...(who ? { cookies: { velvet_media: who.mediaCookie } } : {}) })
}

function sessionOf(who: Signed): string {
  return who.mediaCookie.split('.')[0] ?? ''
}

function seconds(date: Date) {
  return Math.floor(date.getTime() / 1000)
}

describe('trailers', () => {
  it('are public: anyone gets their URL and the stream route serves it', async () => {
    const { status, body } = await playback(trailer.id)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: trailer.id, kind: 'trailer', encode_driver: 'trailer_chunked' })
    expect(body.data.url).toBe(`/media/hls/${trailer.stream}/index.m3u8`)
    expect(body.data.expires_at).toBeNull()
    expect(body.data.player_data).toEqual({ format: 'hls', url: body.data.url })
    const res = await fetch(body.data.url)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('#EXTM3U')
    // A trailer's URL is a media playlist: it comes along, and nothing else does.
    expect(body.data.playlists).toEqual([{ path: 'index.m3u8', body: res.body }])
  })
})

describe('main videos', () => {
  it('are refused to guests and to logged-in non-members with 403', async () => {
    for (const headers of [{}, NON_MEMBER]) {
      const { status, body, headers: responseHeaders } = await playback(mainVideo.id, headers)
      expect(status).toBe(403)
      expect(body.code).toBe('membership_required')
      expect(JSON.stringify(body)).not.toContain('/media/stream/')
      expect(responseHeaders['cache-control']).toContain('no-store')
    }
  })

  it('give members a signed URL valid for about ten minutes, never cached', async () => {
    const { status, body, headers } = await playback(mainVideo.id, MEMBER)
    expect(status).toBe(200)
    expect(headers['cache-control']).toContain('no-store')
    expect(body.data).toMatchObject({ id: mainVideo.id, kind: 'main', encode_driver: 'pro_chunked' })
    expect(body.data.url).toMatch(new RegExp(`^/media/stream/${mainVideo.id}/\\d+/[A-Za-z0-9_-]{43}/master\\.m3u8$`))
    const expiresIn = Date.parse(body.data.expires_at ?? '') - t.clock().getTime()
    expect(expiresIn).toBeGreaterThan(9 * 60_000)
    expect(expiresIn).toBeLessThanOrEqual(10 * 60_000)
  })

  it('serve the master playlist, a rendition playlist and a segment under one signed prefix', async () => {
    const { body } = await playback(mainVideo.id, MEMBER)
    const master = await fetch(body.data.url)
    expect(master.statusCode).toBe(200)
    expect(master.headers['content-type']).toContain('mpegurl')
    expect(master.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    const rendition = master.body.split('\n').find((line) => line.endsWith('.m3u8'))
    expect(rendition).toBe('240p/index.m3u8')
    const prefix = body.data.url.slice(0, body.data.url.lastIndexOf('/') + 1)
    const playlist = await fetch(`${prefix}${rendition}`)
    expect(playlist.statusCode).toBe(200)
    const segmentName = playlist.body.split('\n').find((line) => line.endsWith('.ts'))
    expect(segmentName).toBe('segment-000.ts')
    const segment = await fetch(`${prefix}240p/${segmentName}`)
    expect(segment.statusCode).toBe(200)
    expect(segment.headers['content-type']).toBe('video/mp2t')
    const onDisk = readFileSync(path.join('media', 'hls', mainVideo.stream, '240p', 'segment-000.ts'))
    expect(segment.rawPayload.equals(onDisk)).toBe(true)
  })

  it('come with the playlists the stream route serves, so the player asks for the first segment only', async () => {
    const { body } = await playback(mainVideo.id, MEMBER)
    const prefix = body.data.url.slice(0, body.data.url.lastIndexOf('/') + 1)
    const playlists = body.data.playlists ?? []
    expect(playlists.map(({ path }) => path)).toEqual(['master.m3u8', '240p/index.m3u8', '480p/index.m3u8'])
    for (const { path: file, body: text } of playlists) {
      const served = await fetch(`${prefix}${file}`)
      expect(served.statusCode).toBe(200)
      expect(text).toBe(served.body)
    }
  })

  it('pass unknown encode drivers through as they are', async () => {
    // One main video in a hundred of the seed uses a driver the player does not know.
    const [odd] = await t.db.select().from(videos).where(eq(videos.encodeDriver, 'legacy_flash')).limit(1)
    expect(odd).toBeDefined()
    const { status, body } = await playback(odd?.id ?? 0, MEMBER)
    expect(status).toBe(200)
    expect(body.data.encode_driver).toBe('legacy_flash')
  })

  it('answer 404 for an unknown video and 422 for a malformed id', async () => {
    expect((await playback(9_999_999, MEMBER)).status).toBe(404)
    const res = await t.app.inject({ method: 'GET', url: '/api/videos/abc/playback' })
    expect(res.statusCode).toBe(422)
    expect(Object.keys((res.json() as { errors: object }).errors)).toContain('id')
  })
})

describe("a creator's subscribers", () => {
  /** Subscribes `who` to a creator until `endsAt`, as an approved creator plan does. */
  async function subscribe(who: Signed, creatorId: number, endsAt: Date) {
    const [plan] = await t.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).limit(1)
    if (!plan) throw new Error('seed has no plans')
    await t.db.insert(subscriptions).values({
      userId: who.user.id,
      planId: plan.id,
      creatorId,
      status: 'approved',
      startsAt: t.clock(),
      endsAt,
    })
  }

  /** The movie of a main video and its first creator. */
  async function ownerOf(videoId: number) {
    const [row] = await t.db
      .select({ movieId: movies.id, creatorId: movieModels.creatorId })
      .from(movies)
      .innerJoin(movieModels, eq(movieModels.movieId, movies.id))
      .where(and(eq(movies.mainVideoId, videoId), isNotNull(movies.mainVideoId)))
      .orderBy(asc(movieModels.position))
      .limit(1)
    if (!row) throw new Error('seed changed')
    return row
  }

  it("watch that creator's movies, and only theirs, without a membership", async () => {
    const subscriber = await registerUser(t)
    const headers = { authorization: `Bearer ${subscriber.accessToken}` }
    const owner = await ownerOf(mainVideo.id)
    const other = await ownerOf(otherMainVideo.id)
    if (other.creatorId === owner.creatorId) throw new Error('seed: both movies have one creator')

    expect((await playback(mainVideo.id, headers)).status).toBe(403)
    await subscribe(subscriber, owner.creatorId, new Date(t.clock().getTime() + 30 * 86_400_000))

    const movie = await t.app.inject({ method: 'GET', url: `/api/movies/${owner.movieId}`, headers })
    expect((movie.json() as { data: { available: boolean } }).data.available).toBe(true)
    const { status, body } = await playback(mainVideo.id, headers)
    expect(status).toBe(200)
    expect((await fetch(body.data.url, subscriber)).statusCode).toBe(200)

    const otherMovie = await t.app.inject({ method: 'GET', url: `/api/movies/${other.movieId}`, headers })
    expect((otherMovie.json() as { data: { available: boolean } }).data.available).toBe(false)
    expect((await playback(otherMainVideo.id, headers)).status).toBe(403)
  })

  it("see the movie locked again once the subscription's end has passed on the app's clock", async () => {
    const subscriber = await registerUser(t)
    const headers = { authorization: `Bearer ${subscriber.accessToken}` }
    const owner = await ownerOf(mainVideo.id)
    const start = t.clock()
    await subscribe(subscriber, owner.creatorId, new Date(start.getTime() + 60_000))
    const available = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/movies/${owner.movieId}`, headers })).json() as {
          data: { available: boolean }
        }
      ).data.available
    expect(await available()).toBe(true)
    t.clock.advance(2 * 60_000)
    try {
      expect(await available()).toBe(false)
      expect((await playback(mainVideo.id, headers)).status).toBe(403)
    } finally {
      t.clock.set(start)
    }
  })

  it('lose the stream when the subscription has ended', async () => {
    const subscriber = await registerUser(t)
    const headers = { authorization: `Bearer ${subscriber.accessToken}` }
    const owner = await ownerOf(mainVideo.id)
    await subscribe(subscriber, owner.creatorId, new Date(t.clock().getTime() + 60_000))
    const { body } = await playback(mainVideo.id, headers)
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(t.clock().getTime() - 1000) })
      .where(eq(subscriptions.userId, subscriber.user.id))
    expect((await fetch(body.data.url, subscriber)).statusCode).toBe(403)
  })
})

describe('the stream route refuses', () => {
  function signedPrefix(
    videoId: number,
    expires: number,
    signature = signMedia(t.secrets.mediaKey, 'stream', videoId, expires, sessionOf(member)),
  ) {
    return `/media/stream/${videoId}/${expires}/${signature}/`
  }

  it('a valid link for a file outside the stream with 404', async () => {
    const prefix = signedPrefix(mainVideo.id, seconds(t.clock()) + 300)
    expect((await fetch(`${prefix}master.m3u8`)).statusCode).toBe(200)
    for (const file of [
      'missing.m3u8',
      '240p/segment-999.ts',
      '../trailer-1/index.m3u8',
      '%2e%2e/main-2/master.m3u8',
    ]) {
      const res = await fetch(`${prefix}${file}`)
      expect(res.statusCode, file).toBeGreaterThanOrEqual(403)
      expect(res.statusCode, file).toBeLessThanOrEqual(404)
    }
    expect((await fetch(`${prefix}secrets.json`)).statusCode).toBe(404)
  })

  it('a forged signature with 403', async () => {
    const expires = seconds(t.clock()) + 300
    const good = signMedia(t.secrets.mediaKey, 'stream', mainVideo.id, expires, sessionOf(member))
    const forged = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`
    const otherKey = signMedia('not-the-key', 'stream', mainVideo.id, expires, sessionOf(member))
    for (const signature of [forged, otherKey, 'x'.repeat(43), 'short']) {
      const res = await fetch(`${signedPrefix(mainVideo.id, expires, signature)}master.m3u8`)
      expect(res.statusCode, signature).toBe(403)
    }
  })

  it('a link whose expiry was moved with 403', async () => {
    const expires = seconds(t.clock()) + 300
    const signature = signMedia(t.secrets.mediaKey, 'stream', mainVideo.id, expires, sessionOf(member))
    const res = await fetch(`${signedPrefix(mainVideo.id, expires + 3600, signature)}master.m3u8`)
    expect(res.statusCode).toBe(403)
  })

  it("another video's signature with 403", async () => {
    const expires = seconds(t.clock()) + 300
    const signature = signMedia(t.secrets.mediaKey, 'stream', otherMainVideo.id, expires, sessionOf(member))
    const res = await fetch(`${signedPrefix(mainVideo.id, expires, signature)}master.m3u8`)
    expect(res.statusCode).toBe(403)
  })

  it('an expired link with 403, while a fresh one works', async () => {
    const { body } = await playback(mainVideo.id, MEMBER)
    expect((await fetch(body.data.url)).statusCode).toBe(200)
    const issued = t.clock()
    t.clock.advance(11 * 60_000)
    try {
      expect((await fetch(body.data.url)).statusCode).toBe(403)
      const fresh = await playback(mainVideo.id, MEMBER)
      expect((await fetch(fresh.body.data.url)).statusCode).toBe(200)
    } finally {
      t.clock.set(issued)
    }
  })

  it('a link with no signature at all', async () => {
    for (const url of [
      `/media/stream/${mainVideo.id}/master.m3u8`,
      `/media/stream/${mainVideo.id}/${seconds(t.clock()) + 300}/master.m3u8`,
      `/media/hls/${mainVideo.stream}/master.m3u8`,
    ]) {
      const res = await fetch(url)
      expect([403, 404], url).toContain(res.statusCode)
    }
  })
})

describe("a member's stream URL is bound to their session", () => {
  it("is useless without the member's media cookie, or with someone else's", async () => {
    const { body } = await playback(mainVideo.id, MEMBER)
    expect((await fetch(body.data.url)).statusCode).toBe(200)
    expect((await fetch(body.data.url, null)).statusCode).toBe(403)
    expect((await fetch(body.data.url, nonMember)).statusCode).toBe(403)
    // Another member's session does not open it either: it was signed for this one.
    const otherMember = await registerUser(t)
    await makeMember(otherMember)
    expect((await fetch(body.data.url, otherMember)).statusCode).toBe(403)
    const forgedCookie = { ...member, mediaCookie: `${sessionOf(nonMember)}.${member.mediaCookie.split('.')[1]}` }
    expect((await fetch(body.data.url, forgedCookie)).statusCode).toBe(403)
  })

  it('stops working when the member logs out, and when the membership ends', async () => {
    const viewer = await registerUser(t)
    await makeMember(viewer)
    const headers = { authorization: `Bearer ${viewer.accessToken}` }
    const first = await playback(mainVideo.id, headers)
    expect((await fetch(first.body.data.url, viewer)).statusCode).toBe(200)
    await t.db
      .update(users)
      .set({ membershipExpiresAt: new Date(t.clock().getTime() - 1000) })
      .where(eq(users.id, viewer.user.id))
    expect((await fetch(first.body.data.url, viewer)).statusCode).toBe(403)
    await makeMember(viewer)
    expect((await fetch(first.body.data.url, viewer)).statusCode).toBe(200)
    const logout = await authed(t, viewer.accessToken, { method: 'POST', url: '/api/auth/logout' })
    expect(logout.statusCode).toBe(200)
    expect(logout.cookies.find((cookie) => cookie.name === 'velvet_media')?.value).toBe('')
    expect((await fetch(first.body.data.url, viewer)).statusCode).toBe(403)
  })
})

describe("the watch page's movie with include=playback", () => {
  async function movieToWatch(headers: Record<string, string>, include = 'webstar,playback') {
    const [row] = await t.db
      .select()
      .from(movies)
      .where(and(eq(movies.mainVideoId, mainVideo.id), isNotNull(movies.trailerVideoId)))
      .limit(1)
    if (!row) throw new Error('seed changed: no movie with this main video and a trailer')
    const res = await t.app.inject({ method: 'GET', url: `/api/movies/${row.id}?include=${include}`, headers })
    const body = res.json() as { data: { id: number; playback?: { data: Playback | null } } }
    return { row, status: res.statusCode, body, headers: res.headers }
  }

  it("brings a member the main video's signed URL, the same the playback route gives, never cached", async () => {
    const { status, body, headers } = await movieToWatch(MEMBER)
    expect(status).toBe(200)
    expect(headers['cache-control']).toContain('no-store')
    const alone = await playback(mainVideo.id, MEMBER)
    expect(body.data.playback?.data).toEqual(alone.body.data)
    expect(body.data.playback?.data?.kind).toBe('main')
  })

  it("brings guests and non-members the trailer, never a main video's URL", async () => {
    for (const headers of [{}, NON_MEMBER]) {
      const { row, status, body } = await movieToWatch(headers)
      expect(status).toBe(200)
      expect(body.data.playback?.data).toMatchObject({ id: row.trailerVideoId, kind: 'trailer' })
      expect(JSON.stringify(body)).not.toContain('/media/stream/')
      expect(body.data.playback?.data?.playlists?.map(({ path }) => path)).toEqual(['index.m3u8'])
    }
  })

  it('is left out unless asked for', async () => {
    const { status, body } = await movieToWatch(MEMBER, 'webstar')
    expect(status).toBe(200)
    expect(body.data).not.toHaveProperty('playback')
  })
})
