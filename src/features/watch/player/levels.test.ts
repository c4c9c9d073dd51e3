import { describe, expect, it } from 'vitest'
import { levelForHeight, pickStartLevel, qualityOptions, startBandwidth } from './levels'

const LEVELS = [
  { bitrate: 114_305, height: 240 },
  { bitrate: 200_033, height: 480 },
  { bitrate: 2_400_000, height: 720 },
  { bitrate: 5_000_000, height: 1080 },
]

describe('pickStartLevel', () => {
  it('starts at the best rendition the last measured bandwidth carries, with headroom', () => {
    expect(pickStartLevel(LEVELS, 4_000_000)).toBe(2)
    expect(pickStartLevel(LEVELS, 10_000_000)).toBe(3)
    expect(pickStartLevel(LEVELS, 300_000)).toBe(1)
  })

  it('falls back to the lowest rendition when none fits', () => {
    expect(pickStartLevel(LEVELS, 50_000)).toBe(0)
    expect(pickStartLevel([...LEVELS].reverse(), 50_000)).toBe(3)
  })

  it('does not start above the first rendition that fills the player', () => {
    // A phone's player, 438 device pixels tall: 480p fills it, 720p and 1080p would not be seen.
    expect(pickStartLevel(LEVELS, 10_000_000, 438)).toBe(1)
    expect(pickStartLevel(LEVELS, 10_000_000, 700)).toBe(2)
    // Taller than every rendition: the best one the bandwidth carries.
    expect(pickStartLevel(LEVELS, 10_000_000, 2000)).toBe(3)
  })

  it('leaves the choice to hls.js before anything was measured', () => {
    expect(pickStartLevel(LEVELS, null)).toBe(-1)
    expect(pickStartLevel([], 1_000_000)).toBe(-1)
  })
})

describe('startBandwidth', () => {
  it('prefers the bandwidth measured last, then the browser estimate, never on data saving', () => {
    expect(startBandwidth(3_000_000, { downlink: 10 })).toBe(3_000_000)
    expect(startBandwidth(null, { downlink: 1.6 })).toBe(1_600_000)
    expect(startBandwidth(null, { downlink: 10, saveData: true })).toBeNull()
    expect(startBandwidth(null, undefined)).toBeNull()
    expect(startBandwidth(null, { downlink: 0 })).toBeNull()
  })
})

describe('qualities', () => {
  it('finds the picked rendition by height, -1 for Auto or a missing height', () => {
    expect(levelForHeight(LEVELS, 480)).toBe(1)
    expect(levelForHeight(LEVELS, null)).toBe(-1)
    expect(levelForHeight(LEVELS, 1440)).toBe(-1)
  })

  it('lists one option per height, best first', () => {
    const options = qualityOptions([...LEVELS, { bitrate: 150_000, height: 240 }])
    expect(options.map((option) => option.height)).toEqual([1080, 720, 480, 240])
    expect(options.find((option) => option.height === 240)?.index).toBe(4)
  })
})
