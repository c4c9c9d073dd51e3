/**
 * The call's countdown: mins plus extra minutes from started_at; 99:99 before the start
 * or when unlimited; the warning at 30 s; the end at 1 s. Pure: the screen gives it the time.
 */
import { CALL } from '../../../contract/schemas/video-call'

export type CountdownRoom = {
  mins: number
  extra_minutes_bought: number
  started_at: number | null
  is_unlimited: boolean
  minute_ms: number
}

/** Whole seconds left, or null when the counter shows 99:99 (not started, or unlimited). */
export function secondsLeft(room: CountdownRoom, now: number): number | null {
  if (room.started_at === null || room.is_unlimited) return null
  const endsAt = room.started_at + (room.mins + room.extra_minutes_bought) * room.minute_ms
  return Math.max(0, Math.ceil((endsAt - now) / 1000))
}

/** mm:ss of the seconds left, or 99:99. */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null) return CALL.idleCounter
  const minutes = Math.min(99, Math.floor(seconds / 60))
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

export function isWarning(seconds: number | null): boolean {
  return seconds !== null && seconds <= CALL.warningSeconds
}

/** The receiver may switch to unlimited only under 30 s left. */
export function mayGoUnlimited(seconds: number | null): boolean {
  return seconds !== null && seconds < CALL.unlimitedUnderSeconds
}

/** The call ends (on the screen) when the countdown reaches 1 s. */
export function hasReachedEnd(seconds: number | null): boolean {
  return seconds !== null && seconds <= CALL.endAtSeconds
}
