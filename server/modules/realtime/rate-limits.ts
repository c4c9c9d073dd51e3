/**
 * How often a member may send on a channel: one typing whisper a second, and signalling in
 * bursts (an offer, an answer, a few dozen ICE candidates) but not a flood. Over the limit, a
 * message is dropped without a word: the sender's next one goes through once the time has passed.
 */

const WHISPER_EVERY_MS = 1000
const SIGNAL_WINDOW_MS = 10_000
const SIGNALS_PER_WINDOW = 100

/** One member's use of one channel. */
export type RateLimits = { lastWhisperAt: number; signalWindowStart: number; signalsInWindow: number }

export function freshLimits(): RateLimits {
  return { lastWhisperAt: 0, signalWindowStart: 0, signalsInWindow: 0 }
}

/** Counts a whisper at `at` (ms) and says whether it may go out. */
export function takeWhisper(limits: RateLimits, at: number): boolean {
  if (at - limits.lastWhisperAt < WHISPER_EVERY_MS) return false
  limits.lastWhisperAt = at
  return true
}

/** Counts a signal at `at` (ms) and says whether it may go out. */
export function takeSignal(limits: RateLimits, at: number): boolean {
  if (at - limits.signalWindowStart >= SIGNAL_WINDOW_MS) {
    limits.signalWindowStart = at
    limits.signalsInWindow = 0
  }
  limits.signalsInWindow += 1
  return limits.signalsInWindow <= SIGNALS_PER_WINDOW
}
