import { describe, expect, it } from 'vitest'
import type { DownloadCheck, DownloadLicence } from '../../../contract/schemas/download'
import { ApiError } from '../../api/errors'
import { makeMovie } from '../../testing/content-fixtures'
import { type DownloadDeps, DownloadEngine } from './engine'
import { playabilityOf } from './expiry'
import type { DownloadRecord } from './record'

const DAY = 24 * 60 * 60 * 1000
const NOW = new Date('2026-06-01T12:00:00Z')
const USER = 7
const MOVIE = 42
const SEGMENTS = Array.from({ length: 6 }, (_, index) => ({ path: `480p/segment-00${index}.ts`, bytes: 10 + index }))

function licence(folder = 'a', expiresAt = new Date(NOW.getTime() + 10 * DAY)): DownloadLicence {
  return {
    movie_id: MOVIE,
    video_id: 5,
    expires_at: expiresAt.toISOString(),
    movie: makeMovie({ id: MOVIE }),
    poster: '/media/art/movie/42/large.webp',
    renditions: [{ height: 480, bandwidth: 1, bytes: 75 }],
    rendition: {
      height: 480,
      bandwidth: 1,
      bytes: SEGMENTS.reduce((sum, segment) => sum + segment.bytes, 0),
      playlist: { path: '480p/index.m3u8', body: '#EXTM3U\n' },
      segments: SEGMENTS,
    },
    files_url: `/media/stream/5/${folder}/`,
  }
}

/** The device's stores (kept across engines: an app restart) and a server answering as told. */
function world() {
  const records = new Map<number, DownloadRecord>()
  const files = new Map<string, number>()
  const fetched: string[] = []
  const grants: (number | undefined)[] = []
  let folder = 0
  const server = {
    /** How the next fetches of a segment answer, by its path: 'offline', a status, or the bytes. */
    segment: new Map<string, 'offline' | number>(),
    grant: (): DownloadLicence | Error => licence(String(++folder)),
    check: (): DownloadCheck[] => [
      { movie_id: MOVIE, allowed: true, expires_at: new Date(NOW.getTime() + 20 * DAY).toISOString() },
    ],
    /** A put of this path throws the browser's quota error. */
    fullAt: undefined as string | undefined,
    estimate: undefined as { usage: number; quota: number } | undefined,
  }
  const segmentBytes = (path: string) => SEGMENTS.find((segment) => path.endsWith(segment.path))?.bytes ?? 3
  const deps: DownloadDeps = {
    grant: async (_movieId, height) => {
      grants.push(height)
      const answer = server.grant()
      if (answer instanceof Error) throw answer
      return answer
    },
    check: async () => server.check(),
    fetchFile: async (url, signal) => {
      signal.throwIfAborted()
      fetched.push(url)
      const rule = [...server.segment.entries()].find(([path]) => url.endsWith(path))?.[1]
      if (rule === 'offline') throw new TypeError('Failed to fetch')
      if (typeof rule === 'number') {
        server.segment.delete([...server.segment.keys()].find((path) => url.endsWith(path)) ?? '')
        return new Response(null, { status: rule })
      }
      return new Response(new Uint8Array(segmentBytes(url)), { headers: { 'content-type': 'image/webp' } })
    },
    records: {
      read: async () => ({ records: [...records.values()].map((record) => structuredClone(record)), unreadable: [] }),
      write: async (record) => {
        records.set(record.movieId, structuredClone(record))
      },
      remove: async (movieId) => {
        records.delete(movieId)
      },
    },
    files: {
      put: async (url, body) => {
        if (server.fullAt && url.endsWith(server.fullAt)) throw new DOMException('full', 'QuotaExceededError')
        files.set(url, typeof body === 'string' ? body.length : body instanceof Blob ? body.size : body.byteLength)
      },
      removeAll: async (movieId) => {
        for (const url of [...files.keys()]) if (url.startsWith(`/downloaded/${movieId}/`)) files.delete(url)
      },
    },
    estimate: async () => server.estimate,
    now: () => NOW,
  }
  return { deps, records, files, fetched, grants, server }
}

async function loadedEngine(deps: DownloadDeps) {
  const engine = new DownloadEngine(deps)
  await engine.load(USER)
  return engine
}

/** Waits until the engine's record of the movie is in `state`. */
async function until(engine: DownloadEngine, state: DownloadRecord['state'] | 'gone') {
  for (let turn = 0; turn < 200; turn++) {
    const record = engine.getSnapshot().records.get(MOVIE)
    if (state === 'gone' ? record === undefined : record?.state === state) return record
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  throw new Error(`never ${state}: ${JSON.stringify(engine.getSnapshot().records.get(MOVIE)?.state)}`)
}

/** A download started and cut by a lost connection at the segment `path`: it waits there, the network back. */
async function cutDownload(path: string) {
  const setup = world()
  setup.server.segment.set(path, 'offline')
  const engine = await loadedEngine(setup.deps)
  await engine.start(MOVIE)
  const waiting = await until(engine, 'waiting')
  setup.server.segment.clear()
  setup.fetched.length = 0
  return { ...setup, engine, waiting }
}

const segmentFiles = (files: Map<string, number>) => [...files.keys()].filter((url) => url.endsWith('.ts'))

describe('a download', () => {
  it('stores the playlist, the poster and every segment, and is complete only once the last is stored', async () => {
    const { deps, records, files } = world()
    const states: string[] = []
    const write = deps.records.write
    deps.records.write = async (record) => {
      states.push(`${record.state}:${record.doneCount}`)
      await write(record)
    }
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE, 480)
    const done = await until(engine, 'complete')

    expect(done).toMatchObject({ doneCount: 6, bytesDone: 75, bytesTotal: 75, userId: USER, height: 480 })
    expect(states.filter((state) => state.startsWith('complete'))).toEqual(['complete:6'])
    expect(states.indexOf('complete:6')).toBe(states.length - 1)
    expect(segmentFiles(files)).toEqual(SEGMENTS.map((segment) => `/downloaded/${MOVIE}/${segment.path}`))
    expect(files.has(`/downloaded/${MOVIE}/480p/index.m3u8`)).toBe(true)
    expect(files.has(`/downloaded/${MOVIE}/poster`)).toBe(true)
    expect(records.get(MOVIE)?.state).toBe('complete')
  })

  it('waits after a lost connection and goes on from the first segment not stored when the server answers again', async () => {
    const { engine, waiting, files, fetched } = await cutDownload('segment-003.ts')
    expect(waiting).toMatchObject({ doneCount: 3, bytesDone: 10 + 11 + 12 })
    expect(segmentFiles(files)).toHaveLength(3)

    await engine.reconnected()
    await until(engine, 'complete')
    // A fresh licence (its signed folder), and only the segments it did not have.
    expect(fetched.filter((url) => url.endsWith('.ts'))).toEqual(
      SEGMENTS.slice(3).map((segment) => `/media/stream/5/2/${segment.path}`),
    )
    expect(segmentFiles(files)).toHaveLength(6)
  })

  it('goes on after an app restart from what the device stored', async () => {
    const { deps, fetched, records } = await cutDownload('segment-002.ts')
    // The record on the device says how far it got; a new engine (the next visit) reads it.
    expect(records.get(MOVIE)?.doneCount).toBe(2)

    const second = await loadedEngine(deps)
    await second.reconnected()
    await until(second, 'complete')
    expect(fetched.filter((url) => url.endsWith('.ts')).map((url) => url.split('/').pop())).toEqual([
      'segment-002.ts',
      'segment-003.ts',
      'segment-004.ts',
      'segment-005.ts',
    ])
  })

  it('pauses, keeping what it stored, and resumes from there', async () => {
    const { engine, fetched } = await cutDownload('segment-001.ts')
    await engine.pause(MOVIE)
    expect(engine.getSnapshot().records.get(MOVIE)).toMatchObject({ state: 'paused', doneCount: 1 })
    // A paused download stays paused when the network comes back.
    await engine.reconnected()
    expect(engine.getSnapshot().records.get(MOVIE)?.state).toBe('paused')
    engine.resume(MOVIE)
    await until(engine, 'complete')
    expect(fetched.filter((url) => url.endsWith('.ts'))).toHaveLength(5)
  })

  it('asks for the licence again when its signed folder has expired, and goes on', async () => {
    const { deps, grants, server } = world()
    server.segment.set('segment-004.ts', 403)
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE, 480)
    await until(engine, 'complete')
    expect(grants).toEqual([480, 480])
  })

  it('is deleted with what it stored when the licence is refused on the way (the membership ended)', async () => {
    const { deps, files, records, server } = world()
    server.segment.set('segment-002.ts', 403)
    const engine = await loadedEngine(deps)
    let grants = 0
    server.grant = () =>
      ++grants === 1 ? licence() : new ApiError(403, { message: 'members only', code: 'membership_required' })
    await engine.start(MOVIE)
    await until(engine, 'gone')
    expect(files.size).toBe(0)
    expect(records.size).toBe(0)
  })

  it('keeps a server failure as a failure that can be tried again', async () => {
    const { deps, server } = world()
    server.segment.set('segment-001.ts', 500)
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE)
    expect(await until(engine, 'failed')).toMatchObject({ error: 'failed', doneCount: 1 })
    engine.resume(MOVIE)
    await until(engine, 'complete')
  })
})

describe('a full device', () => {
  it('deletes everything the download stored when the browser refuses a segment, and says why', async () => {
    const { deps, files, server } = world()
    server.fullAt = 'segment-004.ts'
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE)
    const failed = await until(engine, 'failed')
    expect(failed).toMatchObject({ error: 'quota', doneCount: 0, bytesDone: 0 })
    expect([...files.keys()].filter((url) => url.startsWith(`/downloaded/${MOVIE}/`))).toEqual([])
  })

  it('stores nothing when the browser says beforehand that the movie will not fit', async () => {
    const { deps, files, fetched, server } = world()
    server.estimate = { usage: 1000, quota: 1050 }
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE)
    expect(await until(engine, 'failed')).toMatchObject({ error: 'quota' })
    expect(fetched).toEqual([])
    expect(files.size).toBe(0)
  })
})

describe('the licence', () => {
  it('is renewed by the re-check', async () => {
    const { deps } = world()
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE)
    await until(engine, 'complete')
    await engine.recheck()
    expect(engine.getSnapshot().records.get(MOVIE)?.expiresAt).toBe(new Date(NOW.getTime() + 20 * DAY).toISOString())
  })

  it('ends with the entitlement: the re-check deletes the download and its files', async () => {
    const { deps, files, records, server } = world()
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE)
    await until(engine, 'complete')
    server.check = () => [{ movie_id: MOVIE, allowed: false, expires_at: null }]
    await engine.reconnected()
    expect(engine.getSnapshot().records.size).toBe(0)
    expect(records.size).toBe(0)
    expect(files.size).toBe(0)
  })

  it('keeps the download when the re-check gets no answer', async () => {
    const { deps, server } = world()
    const engine = await loadedEngine(deps)
    await engine.start(MOVIE)
    await until(engine, 'complete')
    server.check = () => {
      throw new TypeError('Failed to fetch')
    }
    await engine.recheck()
    expect(engine.getSnapshot().records.get(MOVIE)?.state).toBe('complete')
  })
})

describe('expiry on the device', () => {
  function stored(overrides: Partial<DownloadRecord>): DownloadRecord {
    const base = licence()
    return {
      movieId: MOVIE,
      userId: USER,
      videoId: 5,
      height: 480,
      state: 'complete',
      error: null,
      movie: base.movie,
      poster: base.poster,
      playlistPath: base.rendition.playlist.path,
      segments: SEGMENTS,
      doneCount: 6,
      bytesDone: 75,
      bytesTotal: 75,
      expiresAt: new Date(NOW.getTime() + DAY).toISOString(),
      checkedAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
      ...overrides,
    }
  }

  it('plays until the licence ends, then not; after 30 days without a check it is deleted', () => {
    const record = stored({})
    expect(playabilityOf(record, NOW)).toBe('playable')
    expect(playabilityOf(record, new Date(NOW.getTime() + DAY))).toBe('expired')
    expect(playabilityOf(record, new Date(NOW.getTime() + 29 * DAY))).toBe('expired')
    expect(playabilityOf(record, new Date(NOW.getTime() + 30 * DAY))).toBe('lapsed')
  })

  it('does not play again when the device clock is set back before the last check', () => {
    expect(playabilityOf(stored({}), new Date(NOW.getTime() - 2 * DAY))).toBe('expired')
  })

  it('is deleted at load after 30 days offline, kept (not playable) when only its licence ended', async () => {
    const { deps, records, files } = world()
    records.set(MOVIE, stored({ checkedAt: new Date(NOW.getTime() - 31 * DAY).toISOString() }))
    records.set(43, stored({ movieId: 43, expiresAt: new Date(NOW.getTime() - DAY).toISOString() }))
    files.set(`/downloaded/${MOVIE}/480p/segment-000.ts`, 10)
    const engine = await loadedEngine(deps)
    expect([...engine.getSnapshot().records.keys()]).toEqual([43])
    expect(records.has(MOVIE)).toBe(false)
    expect(files.size).toBe(0)
  })

  it("deletes another account's downloads at load", async () => {
    const { deps, records } = world()
    records.set(MOVIE, stored({ userId: USER + 1 }))
    const engine = await loadedEngine(deps)
    expect(engine.getSnapshot().records.size).toBe(0)
    expect(records.size).toBe(0)
  })
})

describe('logout', () => {
  it('stops a download on its way, and nothing is written after', async () => {
    const { engine, records } = await cutDownload('segment-002.ts')
    engine.resume(MOVIE)
    await engine.forgetAll()
    records.clear()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(records.size).toBe(0)
    expect(engine.getSnapshot()).toMatchObject({ status: 'idle', userId: null })
  })
})

describe('another account', () => {
  it("signing in as someone else stops the previous account's download from writing", async () => {
    const { engine, records } = await cutDownload('segment-002.ts')
    engine.resume(MOVIE)
    // The new account's load deletes the other account's download from the device...
    await engine.load(USER + 1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    // ...and the download that was on its way does not write it back.
    expect(records.has(MOVIE)).toBe(false)
    expect(engine.getSnapshot().records.size).toBe(0)
  })
})
