import { describe, expect, it } from 'vitest'
import { formatCompact, formatDuration, formatRelative } from './format'

describe('formatDuration', () => {
  it('writes minutes and seconds, adding hours only when needed', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(754)).toBe('12:34')
    expect(formatDuration(3725)).toBe('1:02:05')
  })
})

describe('formatRelative', () => {
  const now = new Date('2026-11-22T12:00:00Z')

  it('reads recent dates in the given language', () => {
    expect(formatRelative(new Date('2026-11-22T09:00:00Z'), 'en', now)).toBe('3 hours ago')
    expect(formatRelative(new Date('2026-11-22T09:00:00Z'), 'es', now)).toBe('hace 3 horas')
    expect(formatRelative(new Date('2026-11-21T12:00:00Z'), 'en', now)).toBe('yesterday')
  })
})

describe('formatCompact', () => {
  it('shortens large counts', () => {
    expect(formatCompact(1234, 'en')).toBe('1.2K')
    expect(formatCompact(87, 'en')).toBe('87')
  })
})
