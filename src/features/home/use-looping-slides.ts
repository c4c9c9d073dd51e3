import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { useBrowserValue } from '../../ui/use-browser-value'

type Options = {
  /** Slides the track holds, not counting the copy of the first one at its end. */
  count: number
  delayMs: number
  transitionMs: number
}

export type LoopingSlides = {
  /** The slide on show, 0 … count - 1 (the copy at the end counts as the first). */
  index: number
  /** Autoplay is on: off from the start for people who asked for reduced motion. */
  isPlaying: boolean
  togglePlaying: () => void
  next: () => void
  previous: () => void
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * Autoplay and stepping for a native scroll-snap track (the browser does swipe, momentum and
 * snapping): every `delayMs` it glides one slide on over `transitionMs`. The track ends with a copy
 * of the first slide, so "after the last comes the first" is a forward move; once the track rests
 * on the copy it jumps back to the real first slide, which looks the same. Paused while hovered,
 * touched, focused or hidden, and whenever the viewer pressed pause; with reduced motion it does
 * not play by itself and steps without gliding.
 */
export function useLoopingSlides(
  track: RefObject<HTMLElement | null>,
  { count, delayMs, transitionMs }: Options,
): LoopingSlides {
  const [index, setIndex] = useState(0)
  // The server cannot know the viewer's motion setting: it renders the slideshow playing, and the
  // browser decides once the page is hydrated. A press on play or pause wins from then on.
  const reducedMotion = useBrowserValue(prefersReducedMotion, false)
  const [choice, setChoice] = useState<boolean | null>(null)
  const isPlaying = choice ?? !reducedMotion
  const controls = useRef<{ step: (delta: 1 | -1) => void } | null>(null)

  useEffect(() => {
    const element = track.current
    if (!element || count < 2) return
    const region = element.parentElement ?? element
    let isGliding = false
    /** Where a glide under way will end: a second press steps on from there, not from mid-way. */
    let glideTarget = 0
    let isHeld = false
    let frame = 0
    let timer = 0

    const width = () => element.clientWidth || 1
    const restsOnCopy = () => Math.abs(element.scrollLeft - count * width()) < 2
    // Only a track at rest may swap the copy for the first slide. Chromium fires `scrollend`
    // after every scripted frame of a glide, and swapping there jumped back halfway through it.
    const wrapIfOnCopy = () => {
      if (!isGliding && restsOnCopy()) element.scrollLeft = 0
    }
    const follow = () => setIndex(Math.round(element.scrollLeft / width()) % count)

    const stopGlide = () => {
      cancelAnimationFrame(frame)
      isGliding = false
      element.style.scrollSnapType = ''
    }
    const glideTo = (left: number) => {
      stopGlide()
      if (reducedMotion) {
        element.scrollLeft = left
        wrapIfOnCopy()
        return
      }
      const from = element.scrollLeft
      const start = performance.now()
      isGliding = true
      glideTarget = left
      // Snapping would fight the frames in between; it comes back once the glide ends.
      element.style.scrollSnapType = 'none'
      const move = (now: number) => {
        const progress = Math.min(1, (now - start) / transitionMs)
        element.scrollLeft = from + (left - from) * ease(progress)
        if (progress < 1) {
          frame = requestAnimationFrame(move)
          return
        }
        stopGlide()
        wrapIfOnCopy()
      }
      frame = requestAnimationFrame(move)
    }
    const step = (delta: 1 | -1) => {
      const current = Math.round((isGliding ? glideTarget : element.scrollLeft) / width()) % count
      if (delta === -1 && current === 0) {
        // Before the first comes the last: from the copy (which looks the same), one step back.
        stopGlide()
        element.scrollLeft = count * width()
        glideTo((count - 1) * width())
      } else {
        glideTo((current + delta) * width())
      }
      schedule()
    }

    // A chain of timeouts, not an interval: after a pause (hover, touch, focus, hidden tab, a
    // step by hand) the viewer gets the whole delay again before the next slide.
    function schedule() {
      window.clearTimeout(timer)
      if (!isPlaying || isHeld || document.hidden) return
      timer = window.setTimeout(() => {
        step(1)
      }, delayMs)
    }
    const hold = () => {
      isHeld = true
      window.clearTimeout(timer)
      // A finger or a pointer on the track wins over a glide under way.
      if (isGliding) stopGlide()
    }
    const release = () => {
      isHeld = false
      schedule()
    }
    const regionListeners: [string, () => void][] = [
      ['mouseenter', hold],
      ['mouseleave', release],
      ['touchstart', hold],
      ['touchend', release],
      ['focusin', hold],
      ['focusout', release],
    ]
    const trackListeners: [string, () => void][] = [
      ['scroll', follow],
      // A swipe that lands on the copy of the first slide continues from the real one.
      ['scrollend', wrapIfOnCopy],
    ]
    for (const [type, listener] of regionListeners) region.addEventListener(type, listener, { passive: true })
    for (const [type, listener] of trackListeners) element.addEventListener(type, listener, { passive: true })
    document.addEventListener('visibilitychange', schedule)
    controls.current = { step }
    schedule()
    return () => {
      window.clearTimeout(timer)
      stopGlide()
      controls.current = null
      for (const [type, listener] of regionListeners) region.removeEventListener(type, listener)
      for (const [type, listener] of trackListeners) element.removeEventListener(type, listener)
      document.removeEventListener('visibilitychange', schedule)
    }
  }, [track, count, delayMs, transitionMs, isPlaying, reducedMotion])

  const next = useCallback(() => controls.current?.step(1), [])
  const previous = useCallback(() => controls.current?.step(-1), [])
  const togglePlaying = useCallback(() => setChoice(!isPlaying), [isPlaying])
  return { index, isPlaying, togglePlaying, next, previous }
}
