import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_PLAYER_PREFS,
  MAX_LOCAL_PROGRESS,
  type MovieSnapshot,
  readPlayerPrefs,
  readProgressEntries,
  readProgressEntry,
  WATCH_STORAGE_KEYS,
  writePlayerPrefs,
  writeProgressEntry,
} from './watch-storage'

function movie(id: number): MovieSnapshot {
  return {
    id,
    name: `Movie ${id}`,
    length: 600,
    is_hd: true,
    public_thumbnail_image_path: { small: `/m/${id}/small.webp`, large: `/m/${id}/large.webp` },
  }
}

afterEach(() => localStorage.clear())

describe('player preferences', () => {
  it('remembers volume, mute, speed, quality and bandwidth', () => {
    writePlayerPrefs({ volume: 0.4, isMuted: true, rate: 1.5, quality: 480, bandwidth: 3_000_000 })
    expect(readPlayerPrefs()).toEqual({ volume: 0.4, isMuted: true, rate: 1.5, quality: 480, bandwidth: 3_000_000 })
  })

  it('falls back field by field when a stored value is invalid', () => {
    localStorage.setItem(
      WATCH_STORAGE_KEYS.playerPrefs,
      JSON.stringify({ volume: 7, isMuted: 'yes', rate: 3, quality: 480, bandwidth: -1 }),
    )
    expect(readPlayerPrefs()).toEqual({ ...DEFAULT_PLAYER_PREFS, quality: 480 })
  })

  it('survives garbage and missing storage values', () => {
    localStorage.setItem(WATCH_STORAGE_KEYS.playerPrefs, '{not json')
    expect(readPlayerPrefs()).toEqual(DEFAULT_PLAYER_PREFS)
    localStorage.removeItem(WATCH_STORAGE_KEYS.playerPrefs)
    expect(readPlayerPrefs()).toEqual(DEFAULT_PLAYER_PREFS)
  })
})

describe('local resume positions', () => {
  it('keeps one position per movie and owner, newest first', () => {
    writeProgressEntry('guest', movie(1), 40, 1000)
    writeProgressEntry('guest', movie(2), 90, 2000)
    writeProgressEntry('guest', movie(1), 55, 3000)
    writeProgressEntry('7', movie(1), 300, 4000)
    expect(readProgressEntries('guest').map((entry) => [entry.movieId, entry.seconds])).toEqual([
      [1, 55],
      [2, 90],
    ])
    expect(readProgressEntry('7', 1)?.seconds).toBe(300)
    expect(readProgressEntry('7', 2)).toBeUndefined()
  })

  it('forgets a finished movie', () => {
    writeProgressEntry('guest', movie(1), 40)
    writeProgressEntry('guest', movie(1), null)
    expect(readProgressEntry('guest', 1)).toBeUndefined()
  })

  it('keeps at most the newest entries and skips broken ones', () => {
    for (let id = 1; id <= MAX_LOCAL_PROGRESS + 5; id++) writeProgressEntry('guest', movie(id), 30, id)
    expect(readProgressEntries('guest')).toHaveLength(MAX_LOCAL_PROGRESS)
    expect(readProgressEntry('guest', 1)).toBeUndefined()
    const stored = JSON.parse(localStorage.getItem(WATCH_STORAGE_KEYS.progress) ?? '[]') as unknown[]
    localStorage.setItem(WATCH_STORAGE_KEYS.progress, JSON.stringify([{ movieId: 'x' }, ...stored]))
    expect(readProgressEntries('guest')).toHaveLength(MAX_LOCAL_PROGRESS)
  })
})
