/**
 * The download engine: stores a movie's chosen quality on the device, segment by segment, and
 * keeps each download tied to its licence.
 *
 * - Resumable: the record counts the segments stored, in order, and is written after each one, so
 *   a lost connection, a closed tab or a pause goes on from the first segment not stored. A lost
 *   connection leaves the download `waiting`; it goes on by itself once the server answers again.
 * - Never half a movie: a record becomes `complete` only once its last segment is stored, and only
 *   a complete record is ever played.
 * - A full device: when the browser refuses to store more (QuotaExceededError), or says beforehand
 *   that the movie will not fit, everything this download stored is deleted and it says so.
 * - The licence: segments come from the short-lived signed folder of a licence asked for at each
 *   start (a refused one is asked for again once: it may just have expired); a licence refused
 *   outright means the entitlement ended, and the download goes. The re-check, sent when the server
 *   answers again, renews each download's expiry or deletes it.
 */
import type { DownloadCheck, DownloadLicence } from '../../../contract/schemas/download'
import { isApiError } from '../../api/errors'
import { playabilityOf } from './expiry'
import { storedFileUrl, storedPosterUrl } from './files'
import type { DownloadRecord } from './record'

export type DownloadsStatus = 'idle' | 'loading' | 'ready' | 'error'

export type DownloadsSnapshot = {
  status: DownloadsStatus
  /** Whose downloads these are (null: nobody is signed in, so there are none). */
  userId: number | null
  records: ReadonlyMap<number, DownloadRecord>
}

/** What the engine needs from the outside world; tests pass fakes. */
export type DownloadDeps = {
  grant: (movieId: number, height?: number) => Promise<DownloadLicence>
  check: (movieIds: number[]) => Promise<DownloadCheck[]>
  fetchFile: (url: string, signal: AbortSignal) => Promise<Response>
  records: {
    read: () => Promise<{ records: DownloadRecord[]; unreadable: number[] }>
    write: (record: DownloadRecord) => Promise<void>
    remove: (movieId: number) => Promise<void>
  }
  files: {
    put: (url: string, body: ArrayBuffer | Blob | string, contentType: string) => Promise<void>
    removeAll: (movieId: number) => Promise<void>
  }
  /** The browser's estimate of what the site may still store (navigator.storage.estimate). */
  estimate: () => Promise<{ usage?: number; quota?: number } | undefined>
  now: () => Date
  /** A request got no answer: the app's reachability probes until the server answers again. */
  reportNoAnswer?: () => void
  /** Runs a download in one tab only (Web Locks); the others see its records change. */
  exclusively?: (movieId: number, task: () => Promise<void>) => Promise<void>
  /** Tells the app's other tabs a record changed, so they read it again. */
  announce?: (movieId: number) => void
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl'
const SEGMENT_TYPE = 'video/mp2t'
/** A signed folder that expired or was refused: the licence is asked for again. */
const REFUSED_STATUSES = new Set([401, 403, 410])

/** The device has no room for this download (the browser refused to store more, or said so before). */
class NoSpace extends Error {}
/** A segment the server would not give, or gave in part. */
class SegmentFailed extends Error {}

function isQuotaError(error: unknown): boolean {
  return error instanceof NoSpace || (error instanceof DOMException && error.name === 'QuotaExceededError')
}

/** No answer: fetch's own failure, or the API client's (status 0). */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (isApiError(error) && error.isNetwork)
}

/** The licence was refused: the entitlement ended (or the movie can no longer be downloaded). */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && (error.code === 'membership_required' || error.code === 'not_downloadable')
}

function sameFiles(record: DownloadRecord, licence: DownloadLicence): boolean {
  const { segments, playlist } = licence.rendition
  return (
    record.playlistPath === playlist.path &&
    record.segments.length === segments.length &&
    record.segments.every((segment, index) => {
      const other = segments[index]
      return other !== undefined && other.path === segment.path && other.bytes === segment.bytes
    })
  )
}

type Running = { controller: AbortController; done: Promise<void> }

export class DownloadEngine {
  private snapshot: DownloadsSnapshot = { status: 'idle', userId: null, records: new Map() }
  private readonly listeners = new Set<() => void>()
  private readonly running = new Map<number, Running>()
  private loading: Promise<void> | undefined
  /** Bumped when everything is cleared: work begun before must not write afterwards. */
  private generation = 0

  constructor(private readonly deps: DownloadDeps) {}

  getSnapshot = (): DownloadsSnapshot => this.snapshot

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private publish(change: Partial<DownloadsSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change }
    for (const listener of this.listeners) listener()
  }

  private setRecord(record: DownloadRecord | null, movieId: number) {
    const records = new Map(this.snapshot.records)
    if (record) records.set(movieId, record)
    else records.delete(movieId)
    this.publish({ records })
  }

  /** Writes a record (and shows it), unless everything was cleared since `generation`. */
  private async save(record: DownloadRecord, generation: number): Promise<void> {
    if (generation !== this.generation) return
    await this.deps.records.write(record)
    if (generation !== this.generation) return
    this.setRecord(record, record.movieId)
    this.deps.announce?.(record.movieId)
  }

  private async discard(movieId: number): Promise<void> {
    await this.deps.files.removeAll(movieId)
    await this.deps.records.remove(movieId)
    this.setRecord(null, movieId)
    this.deps.announce?.(movieId)
  }

  /**
   * Reads `userId`'s downloads from the device (once per user). Downloads of another account are
   * deleted; so are those that went too long without a check and those an older app left unreadable.
   */
  load(userId: number | null): Promise<void> {
    if (this.snapshot.userId === userId && this.snapshot.status !== 'idle' && this.snapshot.status !== 'error') {
      return this.loading ?? Promise.resolve()
    }
    if (this.snapshot.userId !== null && this.snapshot.userId !== userId) {
      // Another account (or none) now: the previous one's downloads stop writing.
      this.generation++
      for (const running of this.running.values()) running.controller.abort()
    }
    const generation = this.generation
    this.publish({ status: userId === null ? 'ready' : 'loading', userId, records: new Map() })
    if (userId === null) return Promise.resolve()
    this.loading = (async () => {
      try {
        const { records, unreadable } = await this.deps.records.read()
        const now = this.deps.now()
        const keep = new Map<number, DownloadRecord>()
        const gone = [...unreadable]
        for (const record of records) {
          if (record.userId === userId && playabilityOf(record, now) !== 'lapsed') keep.set(record.movieId, record)
          else gone.push(record.movieId)
        }
        await Promise.all(gone.map((movieId) => this.discard(movieId)))
        if (generation !== this.generation || this.snapshot.userId !== userId) return
        this.publish({ status: 'ready', records: keep })
      } catch {
        if (generation === this.generation) this.publish({ status: 'error' })
      }
    })()
    return this.loading
  }

  /** Reads one record again (another tab changed it). */
  async refresh(movieId: number): Promise<void> {
    if (this.snapshot.status !== 'ready' || this.running.has(movieId)) return
    const { records } = await this.deps.records.read()
    const record = records.find((item) => item.movieId === movieId && item.userId === this.snapshot.userId)
    this.setRecord(record ?? null, movieId)
  }

  /**
   * Starts downloading `movieId` in the given quality (the highest when left out), with the licence
   * already `offered` when it is for that quality. Errors of the licence itself (not entitled, not
   * downloadable, offline) are thrown for the caller to show; the download's own failures end up in
   * its record.
   */
  async start(movieId: number, height?: number, offered?: DownloadLicence): Promise<void> {
    const userId = this.snapshot.userId
    if (userId === null || this.snapshot.status !== 'ready') throw new Error('downloads are not loaded')
    const existing = this.snapshot.records.get(movieId)
    if (existing && existing.state !== 'failed') return
    const generation = this.generation
    const wanted = height ?? existing?.height
    // The licence the member was shown the qualities with, when it is for the one they chose.
    const licence =
      offered && offered.movie_id === movieId && (wanted === undefined || offered.rendition.height === wanted)
        ? offered
        : await this.deps.grant(movieId, wanted)
    const now = this.deps.now().toISOString()
    const { rendition } = licence
    const record: DownloadRecord = {
      movieId,
      userId,
      videoId: licence.video_id,
      height: rendition.height,
      state: 'downloading',
      error: null,
      movie: licence.movie,
      poster: licence.poster,
      playlistPath: rendition.playlist.path,
      segments: rendition.segments,
      doneCount: 0,
      bytesDone: 0,
      bytesTotal: rendition.bytes,
      expiresAt: licence.expires_at,
      checkedAt: now,
      createdAt: existing?.createdAt ?? now,
    }
    if (existing) await this.deps.files.removeAll(movieId)
    await this.save(record, generation)
    this.run(movieId, licence)
  }

  /** Goes on from where it stopped: after a pause, a lost connection, a failure or a restart. */
  resume(movieId: number): void {
    const record = this.snapshot.records.get(movieId)
    if (!record || record.state === 'complete') return
    this.run(movieId)
  }

  /** Stops fetching; the segments stored stay, and `resume` goes on from the next one. */
  async pause(movieId: number): Promise<void> {
    const generation = this.generation
    await this.stop(movieId)
    const record = this.snapshot.records.get(movieId)
    if (record && record.state !== 'complete') await this.save({ ...record, state: 'paused' }, generation)
  }

  async remove(movieId: number): Promise<void> {
    await this.stop(movieId)
    await this.discard(movieId)
  }

  /** Logout: stops everything and forgets it (the caller deletes the stores). */
  async forgetAll(): Promise<void> {
    this.generation++
    await Promise.all([...this.running.keys()].map((movieId) => this.stop(movieId)))
    this.loading = undefined
    this.publish({ status: 'idle', userId: null, records: new Map() })
  }

  /** The server answers again: renew or delete every download, then go on with those interrupted. */
  async reconnected(): Promise<void> {
    if (this.snapshot.status !== 'ready') return
    await this.recheck()
    for (const record of this.snapshot.records.values()) {
      if (record.state === 'waiting' || record.state === 'downloading') this.resume(record.movieId)
    }
  }

  /** Asks the server about every download on the device: a renewed expiry, or deletion. */
  async recheck(): Promise<void> {
    const ids = [...this.snapshot.records.keys()]
    if (ids.length === 0) return
    const generation = this.generation
    let answers: DownloadCheck[]
    try {
      answers = await this.deps.check(ids)
    } catch {
      // No answer (or the session is gone): nothing changes until the next try.
      return
    }
    const checkedAt = this.deps.now().toISOString()
    for (const answer of answers) {
      const record = this.snapshot.records.get(answer.movie_id)
      if (!record || generation !== this.generation) continue
      if (!answer.allowed || answer.expires_at === null) await this.remove(answer.movie_id)
      else await this.save({ ...record, expiresAt: answer.expires_at, checkedAt }, generation)
    }
  }

  private async stop(movieId: number): Promise<void> {
    const running = this.running.get(movieId)
    if (!running) return
    running.controller.abort()
    await running.done
  }

  private run(movieId: number, licence?: DownloadLicence): void {
    if (this.running.has(movieId)) return
    const controller = new AbortController()
    const generation = this.generation
    const task = () => this.download(movieId, controller.signal, generation, licence)
    const done = (this.deps.exclusively ? this.deps.exclusively(movieId, task) : task())
      .catch(() => undefined)
      .finally(() => {
        if (this.running.get(movieId)?.controller === controller) this.running.delete(movieId)
      })
    this.running.set(movieId, { controller, done })
  }

  private async download(
    movieId: number,
    signal: AbortSignal,
    generation: number,
    given?: DownloadLicence,
  ): Promise<void> {
    let record = this.snapshot.records.get(movieId)
    if (!record) return
    const height = record.height
    try {
      let licence = given ?? (await this.deps.grant(movieId, height))
      signal.throwIfAborted()
      if (!sameFiles(record, licence)) {
        // The stream was published again since: start over rather than mix two versions of it.
        await this.deps.files.removeAll(movieId)
        const { rendition } = licence
        record = {
          ...record,
          playlistPath: rendition.playlist.path,
          segments: rendition.segments,
          bytesTotal: rendition.bytes,
          doneCount: 0,
          bytesDone: 0,
        }
      }
      record = {
        ...record,
        state: 'downloading',
        error: null,
        movie: licence.movie,
        expiresAt: licence.expires_at,
        checkedAt: this.deps.now().toISOString(),
      }
      await this.save(record, generation)
      await this.ensureRoom(record.bytesTotal - record.bytesDone)
      await this.storeExtras(record, licence, signal)

      for (let index = record.doneCount; index < record.segments.length; index++) {
        signal.throwIfAborted()
        const segment = record.segments[index]
        if (!segment) break
        const fetched = await this.fetchSegment(licence, segment, height, signal)
        licence = fetched.licence
        await this.deps.files.put(storedFileUrl(movieId, segment.path), fetched.body, SEGMENT_TYPE)
        record = { ...record, doneCount: index + 1, bytesDone: record.bytesDone + fetched.body.byteLength }
        await this.save(record, generation)
      }
      if (generation !== this.generation) return
      await this.save({ ...record, state: 'complete' }, generation)
    } catch (error) {
      if (signal.aborted || generation !== this.generation) return
      await this.settle(record, error, generation)
    }
  }

  /** Where a download that stopped on `error` ends up. */
  private async settle(record: DownloadRecord, error: unknown, generation: number): Promise<void> {
    if (isQuotaError(error)) {
      // Nothing of a movie that does not fit stays behind.
      await this.deps.files.removeAll(record.movieId)
      await this.save({ ...record, state: 'failed', error: 'quota', doneCount: 0, bytesDone: 0 }, generation)
    } else if (isRefusal(error)) {
      await this.discard(record.movieId)
    } else if (isNetworkError(error)) {
      this.deps.reportNoAnswer?.()
      await this.save({ ...record, state: 'waiting' }, generation)
    } else {
      await this.save({ ...record, state: 'failed', error: 'failed' }, generation)
    }
  }

  /** Refuses, before anything is fetched, a download the browser says will not fit. */
  private async ensureRoom(bytes: number): Promise<void> {
    const estimate = await this.deps.estimate().catch(() => undefined)
    if (estimate?.quota === undefined || estimate.usage === undefined) return
    if (estimate.quota - estimate.usage < bytes) throw new NoSpace()
  }

  /** The poster and the playlist, stored again at each start (a few kilobytes). */
  private async storeExtras(record: DownloadRecord, licence: DownloadLicence, signal: AbortSignal): Promise<void> {
    const { playlist } = licence.rendition
    await this.deps.files.put(storedFileUrl(record.movieId, playlist.path), playlist.body, PLAYLIST_TYPE)
    const poster = await this.deps.fetchFile(record.poster, signal)
    // A missing poster is not worth failing a download for: the list then shows the movie's name.
    if (poster.ok)
      await this.deps.files.put(
        storedPosterUrl(record.movieId),
        await poster.blob(),
        poster.headers.get('content-type') ?? 'image/webp',
      )
  }

  private async fetchSegment(
    licence: DownloadLicence,
    segment: { path: string; bytes: number },
    height: number,
    signal: AbortSignal,
  ): Promise<{ body: ArrayBuffer; licence: DownloadLicence }> {
    let current = licence
    let response = await this.deps.fetchFile(`${current.files_url}${segment.path}`, signal)
    if (REFUSED_STATUSES.has(response.status)) {
      // The signed folder lives minutes: a new licence (checked again) brings a new one.
      current = await this.deps.grant(current.movie_id, height)
      response = await this.deps.fetchFile(`${current.files_url}${segment.path}`, signal)
    }
    if (!response.ok) throw new SegmentFailed(`segment ${segment.path}: HTTP ${response.status}`)
    const body = await response.arrayBuffer()
    if (body.byteLength !== segment.bytes) throw new SegmentFailed(`segment ${segment.path}: incomplete`)
    return { body, licence: current }
  }
}
