import { describe, expect, it } from 'vitest'
import { formatCountdown, hasReachedEnd, isWarning, mayGoUnlimited, secondsLeft } from './countdown'

const room = { mins: 2, extra_minutes_bought: 1, started_at: 1_000_000, is_unlimited: false, minute_ms: 60_000 }

describe('call countdown', () => {
  it('runs over mins plus extra minutes from started_at', () => {
    expect(secondsLeft(room, 1_000_000)).toBe(180)
    expect(formatCountdown(secondsLeft(room, 1_000_000 + 61_500))).toBe('01:59')
  })
  it('shows 99:99 before the start and when unlimited', () => {
    expect(formatCountdown(secondsLeft({ ...room, started_at: null }, 0))).toBe('99:99')
    expect(formatCountdown(secondsLeft({ ...room, is_unlimited: true }, 1_000_000))).toBe('99:99')
  })
  it('warns at 30 s, allows unlimited under 30 s, ends at 1 s', () => {
    const at = (left: number) => secondsLeft(room, 1_000_000 + 180_000 - left * 1000)
    expect(isWarning(at(31))).toBe(false)
    expect(isWarning(at(30))).toBe(true)
    expect(mayGoUnlimited(at(30))).toBe(false)
    expect(mayGoUnlimited(at(29))).toBe(true)
    expect(hasReachedEnd(at(2))).toBe(false)
    expect(hasReachedEnd(at(1))).toBe(true)
    expect(hasReachedEnd(secondsLeft({ ...room, is_unlimited: true }, 9e9))).toBe(false)
  })
})
