import { type PointerEvent, useRef } from 'react'
import { type Tap, tapIntent } from './gestures'
import { SEEK_LONG_SECONDS } from './shortcuts'

type Actions = {
  togglePlay: () => void
  seekBy: (seconds: number) => void
  /** Shows the controls and restarts their fade-out. */
  wake: () => void
  /** Shows the controls if they are hidden, hides them if they are shown. */
  toggleControls: () => void
}

/**
 * The pointer on the picture itself. Mouse: a click plays or pauses. Touch: a tap shows or hides
 * the controls, a double tap on either side skips 10 s.
 */
export function useSurfaceGestures({ togglePlay, seekBy, wake, toggleControls }: Actions) {
  const lastTap = useRef<Tap | null>(null)

  return function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse') {
      if (event.button === 0) togglePlay()
      return
    }
    const rect = event.currentTarget.getBoundingClientRect()
    const tap = { time: Date.now(), x: (event.clientX - rect.left) / rect.width }
    const intent = tapIntent(lastTap.current, tap)
    if (intent === 'toggle-controls') {
      lastTap.current = tap
      toggleControls()
      return
    }
    lastTap.current = null
    seekBy(intent === 'seek-back' ? -SEEK_LONG_SECONDS : SEEK_LONG_SECONDS)
    wake()
  }
}
