import { describe, expect, it, vi } from 'vitest'
import { createPlaybackMeter, isInProgress, newestSaved, progressShare, resumePointFor } from './resume'

describe('resumePointFor', () => {
  it('offers a position in the middle of the video', () => {
    expect(resumePointFor(222, 1200)).toBe(222)
  })

  it('does not resume in the first 5 seconds', () => {
    expect(resumePointFor(4.9, 1200)).toBeNull()
    expect(resumePointFor(5, 1200)).toBe(5)
  })

  it('does not resume in the last 5%', () => {
    expect(resumePointFor(1140, 1200)).toBeNull()
    expect(resumePointFor(1139, 1200)).toBe(1139)
  })

  it('ignores unknown positions and tolerates an unknown length', () => {
    expect(resumePointFor(null, 1200)).toBeNull()
    expect(resumePointFor(undefined, 1200)).toBeNull()
    expect(resumePointFor(Number.NaN, 1200)).toBeNull()
    expect(resumePointFor(30, 0)).toBe(30)
  })
})

describe('newestSaved', () => {
  it('prefers the newer of the server and the device', () => {
    const server = { seconds: 100, updatedAt: 1000 }
    const local = { seconds: 130, updatedAt: 2000 }
    expect(newestSaved(server, local)).toBe(local)
    expect(newestSaved({ ...server, updatedAt: 3000 }, local)?.seconds).toBe(100)
    expect(newestSaved(null, local)).toBe(local)
    expect(newestSaved(server, undefined)).toBe(server)
    expect(newestSaved(null, null)).toBeNull()
  })
})

describe('progress share', () => {
  it('is clamped to 0…1 and counts only unfinished movies as in progress', () => {
    expect(progressShare(30, 120)).toBe(0.25)
    expect(progressShare(500, 120)).toBe(1)
    expect(progressShare(30, 0)).toBe(0)
    expect(isInProgress(60, 120)).toBe(true)
    expect(isInProgress(119, 120)).toBe(false)
    expect(isInProgress(0, 120)).toBe(false)
  })
})

describe('createPlaybackMeter', () => {
  it('asks for a save every 10 seconds of actual playback', () => {
    const save = vi.fn()
    const meter = createPlaybackMeter(save)
    for (let time = 0; time <= 25; time += 0.25) meter.tick(time)
    expect(save).toHaveBeenCalledTimes(2)
    expect(save.mock.calls[0]?.[0]).toBeCloseTo(10, 0)
    expect(save.mock.calls[1]?.[0]).toBeCloseTo(20, 0)
  })

  it('does not count a seek as time watched', () => {
    const save = vi.fn()
    const meter = createPlaybackMeter(save)
    meter.tick(0)
    meter.tick(0.25)
    meter.tick(300)
    meter.tick(300.25)
    expect(save).not.toHaveBeenCalled()
  })

  it('starts a new stretch after a reset', () => {
    const save = vi.fn()
    const meter = createPlaybackMeter(save, 1)
    meter.tick(0)
    meter.reset()
    meter.tick(1.5)
    expect(save).not.toHaveBeenCalled()
    meter.tick(2.6)
    expect(save).toHaveBeenCalledWith(2.6)
  })
})
