import { describe, expect, it } from 'vitest'
import type { CallLogEntry } from '../../../contract/schemas/video-call'
import { callTotals } from './call-totals'

function entry(id: number, kind: CallLogEntry['kind'], quantity: number): CallLogEntry {
  return { id, emisor: 'fan', description: '', time: '2026-11-30T10:00:00.000Z', kind, quantity }
}

describe('callTotals', () => {
  it('keeps minutes, extra minutes and tips apart, and leaves the unlimited mark out', () => {
    const log = [
      entry(1, 'minute', 10),
      entry(2, 'extra_minute', 15),
      entry(3, 'minute', 10),
      entry(4, 'tokens', 7),
      entry(5, 'unlimited', 0),
      entry(6, 'tokens', 5),
    ]
    expect(callTotals(log)).toEqual({
      minutes: { count: 2, tokens: 20 },
      extraMinutes: { count: 1, tokens: 15 },
      tips: { count: 2, tokens: 12 },
      tokens: 47,
    })
  })
})
