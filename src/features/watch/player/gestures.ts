/** Two taps closer together than this are a double tap. */
export const DOUBLE_TAP_MS = 300

/** A finger's tap on the picture: when, and where across it (0 at the left edge, 1 at the right). */
export type Tap = { time: number; x: number }

export type TapIntent = 'seek-back' | 'seek-forward' | 'toggle-controls'

/**
 * What a tap means after the one before it: a quick second tap near the first on the left or
 * right part of the picture skips back or forward; anything else shows or hides the controls.
 * The middle fifth never skips, so tapping the centre twice stays a plain show and hide.
 */
export function tapIntent(previous: Tap | null, tap: Tap): TapIntent {
  const isDouble = previous !== null && tap.time - previous.time < DOUBLE_TAP_MS && Math.abs(previous.x - tap.x) < 0.2
  if (isDouble && (tap.x < 0.4 || tap.x > 0.6)) return tap.x < 0.5 ? 'seek-back' : 'seek-forward'
  return 'toggle-controls'
}
