/**
 * Waiting for the other person, before a call has started: after a while the screen says that
 * they have not joined (and that nothing is charged until the call starts), and after longer it
 * calls the call off, as people hang up a phone that keeps ringing.
 */

/** Waiting this long brings the hint. */
export const JOIN_HINT_MS = 20_000
/** Waiting this long calls the call off. */
export const JOIN_TIMEOUT_MS = 120_000

export type WaitingStage = 'waiting' | 'hint' | 'called_off'

export function waitingStage(waitedMs: number): WaitingStage {
  if (waitedMs >= JOIN_TIMEOUT_MS) return 'called_off'
  if (waitedMs >= JOIN_HINT_MS) return 'hint'
  return 'waiting'
}
