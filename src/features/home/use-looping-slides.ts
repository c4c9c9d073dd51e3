import { type RefObject, useEffect } from 'react'

type Options = {
  /** Slides the track holds, not counting the copy of the first one at its end. */
  count: number
  delayMs: number
  transitionMs: number
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

/**
 * Autoplay for a native scroll-snap track (the browser does swipe, momentum and snapping): every
 * `delayMs` it glides one slide on over `transitionMs`. The track ends with a copy of the first
 * slide, so "after the last comes the first" is a forward move; on arriving at the copy it jumps
 * back to the real first slide, which looks the same. Paused while hovered, touched, focused or
 * hidden; with reduced motion it moves without gliding.
 */
export function useLoopingSlides(track: RefObject<HTMLElement | null>, { count, delayMs, transitionMs }: Options) {
  useEffect(() => {
    const element = track.current
    if (!element || count < 2) return
    let paused = false
    let frame = 0
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches

    const wrapIfOnCopy = () => {
      if (Math.round(element.scrollLeft / element.clientWidth) >= count) element.scrollLeft = 0
    }

    const glideTo = (left: number) => {
      const from = element.scrollLeft
      if (reducedMotion) {
        element.scrollLeft = left
        wrapIfOnCopy()
        return
      }
      const start = performance.now()
      // Snapping would fight the frames in between; it comes back once the glide ends.
      element.style.scrollSnapType = 'none'
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / transitionMs)
        element.scrollLeft = from + (left - from) * ease(progress)
        if (progress < 1) {
          frame = requestAnimationFrame(step)
          return
        }
        element.style.scrollSnapType = ''
        wrapIfOnCopy()
      }
      frame = requestAnimationFrame(step)
    }

    // A chain of timeouts, not an interval: after a pause (hover, touch, focus, hidden tab) the
    // viewer gets the whole delay again before the next slide.
    let timer = 0
    const schedule = () => {
      window.clearTimeout(timer)
      if (paused || document.hidden) return
      timer = window.setTimeout(() => {
        const next = Math.round(element.scrollLeft / element.clientWidth) + 1
        glideTo(next * element.clientWidth)
        schedule()
      }, delayMs)
    }
    const pause = () => {
      paused = true
      window.clearTimeout(timer)
      // A finger or a pointer on the track wins over a glide under way.
      cancelAnimationFrame(frame)
      element.style.scrollSnapType = ''
    }
    const resume = () => {
      paused = false
      schedule()
    }
    const listeners: [string, () => void][] = [
      ['mouseenter', pause],
      ['mouseleave', resume],
      ['touchstart', pause],
      ['touchend', resume],
      ['focusin', pause],
      ['focusout', resume],
      // A swipe that lands on the copy of the first slide continues from the real one.
      ['scrollend', wrapIfOnCopy],
    ]
    for (const [type, listener] of listeners) element.addEventListener(type, listener, { passive: true })
    document.addEventListener('visibilitychange', schedule)
    schedule()
    return () => {
      window.clearTimeout(timer)
      cancelAnimationFrame(frame)
      for (const [type, listener] of listeners) element.removeEventListener(type, listener)
      document.removeEventListener('visibilitychange', schedule)
    }
  }, [track, count, delayMs, transitionMs])
}
