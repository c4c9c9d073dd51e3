/** What a call cost (or earned), from its token log: booked minutes, extra minutes and tips kept apart. */
import type { CallLogEntry } from '../../../contract/schemas/video-call'

export type CallPart = { count: number; tokens: number }
export type CallTotals = { minutes: CallPart; extraMinutes: CallPart; tips: CallPart; tokens: number }

export function callTotals(log: CallLogEntry[]): CallTotals {
  const totals: CallTotals = {
    minutes: { count: 0, tokens: 0 },
    extraMinutes: { count: 0, tokens: 0 },
    tips: { count: 0, tokens: 0 },
    tokens: 0,
  }
  for (const entry of log) {
    const part =
      entry.kind === 'minute'
        ? totals.minutes
        : entry.kind === 'extra_minute'
          ? totals.extraMinutes
          : entry.kind === 'tokens'
            ? totals.tips
            : null
    if (!part) continue
    part.count += 1
    part.tokens += entry.quantity
    totals.tokens += entry.quantity
  }
  return totals
}
