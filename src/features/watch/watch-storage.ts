/**
 * What the player remembers on this device, in local storage, validated with valibot on every
 * read (a bad or old value falls back to the default): the viewer's volume, mute, speed and
 * quality, the last measured bandwidth, and resume positions (the only copy for guests, a
 * fallback for signed-in viewers whose last save on leaving may not have reached the server).
 */
import * as v from 'valibot'
import { ImagePathSchema } from '../../../contract/schemas/common'

export const WATCH_STORAGE_KEYS = {
  playerPrefs: 'velvet.player-prefs',
  progress: 'velvet.watch-progress',
} as const

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const

const PlayerPrefsSchema = v.object({
  volume: v.fallback(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 1),
  isMuted: v.fallback(v.boolean(), false),
  rate: v.fallback(v.picklist(PLAYBACK_RATES), 1),
  /** Picked rendition height (e.g. 480); null is Auto. */
  quality: v.fallback(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))), null),
  /** hls.js's last bandwidth estimate in bits per second; null before the first measurement. */
  bandwidth: v.fallback(v.nullable(v.pipe(v.number(), v.finite(), v.minValue(1))), null),
})
export type PlayerPrefs = v.InferOutput<typeof PlayerPrefsSchema>

export const DEFAULT_PLAYER_PREFS: PlayerPrefs = { volume: 1, isMuted: false, rate: 1, quality: null, bandwidth: null }

/** Enough of a movie to draw its "Continue watching" card without asking the server. */
const MovieSnapshotSchema = v.object({
  id: v.number(),
  name: v.string(),
  length: v.number(),
  is_hd: v.boolean(),
  public_thumbnail_image_path: ImagePathSchema,
})
export type MovieSnapshot = v.InferOutput<typeof MovieSnapshotSchema>

const ProgressEntrySchema = v.object({
  /** `guest` or the user id: a shared device never mixes two people's positions. */
  owner: v.string(),
  movieId: v.number(),
  seconds: v.pipe(v.number(), v.finite(), v.minValue(0)),
  /** Epoch ms. */
  updatedAt: v.number(),
  movie: MovieSnapshotSchema,
})
export type ProgressEntry = v.InferOutput<typeof ProgressEntrySchema>

/** Each entry is checked alone, so one bad entry does not lose the rest. */
const ProgressListSchema = v.array(v.unknown())

/** Oldest entries beyond this are dropped: a resume list, not a history. */
export const MAX_LOCAL_PROGRESS = 50

function readJson(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key)
    return raw ? JSON.parse(raw) : undefined
  } catch {
    return undefined
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage unavailable (private mode, quota): the value lasts for this page only.
  }
}

export function readPlayerPrefs(): PlayerPrefs {
  const parsed = v.safeParse(PlayerPrefsSchema, readJson(WATCH_STORAGE_KEYS.playerPrefs))
  return parsed.success ? parsed.output : DEFAULT_PLAYER_PREFS
}

export function writePlayerPrefs(change: Partial<PlayerPrefs>): PlayerPrefs {
  const next = { ...readPlayerPrefs(), ...change }
  writeJson(WATCH_STORAGE_KEYS.playerPrefs, next)
  return next
}

export function ownerKey(userId: number | null | undefined): string {
  return userId ? String(userId) : 'guest'
}

export function readProgressEntries(owner: string): ProgressEntry[] {
  const list = v.safeParse(ProgressListSchema, readJson(WATCH_STORAGE_KEYS.progress))
  if (!list.success) return []
  const entries: ProgressEntry[] = []
  for (const item of list.output) {
    const entry = v.safeParse(ProgressEntrySchema, item)
    if (entry.success && entry.output.owner === owner) entries.push(entry.output)
  }
  return entries.sort((a, b) => b.updatedAt - a.updatedAt)
}

/** Whether this device remembers any movie started by this viewer (cheap: no list is built). */
export function hasProgressEntries(userId: number | null): boolean {
  return readProgressEntries(ownerKey(userId)).length > 0
}

export function readProgressEntry(owner: string, movieId: number): ProgressEntry | undefined {
  return readProgressEntries(owner).find((entry) => entry.movieId === movieId)
}

function readAllEntries(): ProgressEntry[] {
  const list = v.safeParse(ProgressListSchema, readJson(WATCH_STORAGE_KEYS.progress))
  if (!list.success) return []
  return list.output.flatMap((item) => {
    const entry = v.safeParse(ProgressEntrySchema, item)
    return entry.success ? [entry.output] : []
  })
}

/** Saves (or, with null seconds, forgets) a position; the newest MAX_LOCAL_PROGRESS are kept. */
export function writeProgressEntry(
  owner: string,
  movie: MovieSnapshot,
  seconds: number | null,
  now: number = Date.now(),
): void {
  const others = readAllEntries().filter((entry) => !(entry.owner === owner && entry.movieId === movie.id))
  const next =
    seconds === null
      ? others
      : [{ owner, movieId: movie.id, seconds, updatedAt: now, movie: snapshotOf(movie) }, ...others]
  writeJson(WATCH_STORAGE_KEYS.progress, next.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, MAX_LOCAL_PROGRESS))
}

export function snapshotOf(movie: MovieSnapshot): MovieSnapshot {
  return {
    id: movie.id,
    name: movie.name,
    length: movie.length,
    is_hd: movie.is_hd,
    public_thumbnail_image_path: movie.public_thumbnail_image_path,
  }
}

/** Logout leaves no viewing history on the device (positions are personal). */
export function clearWatchProgress(): void {
  try {
    localStorage.removeItem(WATCH_STORAGE_KEYS.progress)
  } catch {
    // Nothing stored where storage is unavailable.
  }
}
