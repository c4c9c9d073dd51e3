import { type FocusEvent, useCallback, useEffect, useRef, useState } from 'react'

/** Controls fade out after this long without pointer or keyboard activity while playing. */
const HIDE_CONTROLS_AFTER_MS = 2500

type Options = {
  isPaused: boolean
  /** Playback has begun at least once: before that the controls stay up. */
  hasStarted: boolean
  /** The player shows an error: the controls stay up. */
  hasError: boolean
}

/**
 * Whether the control bar is shown: always while paused, before the first frame plays, with an
 * error, an open menu, a drag on the seek bar or keyboard focus on a control (the viewer sees
 * where they are); otherwise until the pointer and keys have been still for a moment.
 */
export function useControlsVisibility({ isPaused, hasStarted, hasError }: Options) {
  const [isIdle, setIsIdle] = useState(false)
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [isScrubbing, setIsScrubbing] = useState(false)
  const [hasKeyboardFocus, setHasKeyboardFocus] = useState(false)
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const wake = useCallback(() => {
    setIsIdle(false)
    clearTimeout(idleTimer.current)
    idleTimer.current = setTimeout(() => setIsIdle(true), HIDE_CONTROLS_AFTER_MS)
  }, [])

  useEffect(() => () => clearTimeout(idleTimer.current), [])

  function toggle() {
    if (isIdle || isPaused) wake()
    else {
      clearTimeout(idleTimer.current)
      setIsIdle(true)
    }
  }

  const areVisible = isPaused || !isIdle || isMenuOpen || isScrubbing || hasKeyboardFocus || !hasStarted || hasError

  /** Spread on the player's box: mouse movement and focus wake the controls. */
  const containerHandlers = {
    onPointerMove: (event: { pointerType: string }) => {
      if (event.pointerType === 'mouse') wake()
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      wake()
      setHasKeyboardFocus(event.target.matches(':focus-visible'))
    },
    onBlur: () => setHasKeyboardFocus(false),
  }

  return { areVisible, wake, toggle, setIsMenuOpen, setIsScrubbing, containerHandlers }
}
