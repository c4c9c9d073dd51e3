import { describe, expect, it } from 'vitest'
import { freshLimits, takeSignal, takeWhisper } from './rate-limits'

describe('channel rate limits', () => {
  it('lets one typing whisper through a second', () => {
    const limits = freshLimits()
    const start = 1_000_000
    expect(takeWhisper(limits, start)).toBe(true)
    expect(takeWhisper(limits, start + 999)).toBe(false)
    expect(takeWhisper(limits, start + 1000)).toBe(true)
  })

  it('lets a burst of a hundred signals through in ten seconds, then waits for the next window', () => {
    const limits = freshLimits()
    const start = 1_000_000
    const burst = Array.from({ length: 100 }, (_, i) => takeSignal(limits, start + i))
    expect(burst.every(Boolean)).toBe(true)
    expect(takeSignal(limits, start + 9_999)).toBe(false)
    expect(takeSignal(limits, start + 10_000)).toBe(true)
  })
})
