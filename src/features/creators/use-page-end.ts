import { useEffect, useRef } from 'react'

type Metrics = { scrollHeight: number; scrollY: number; innerHeight: number }

/** Whether the bottom of the page is at most `distancePx` below the bottom of the viewport. */
export function isNearPageEnd({ scrollHeight, scrollY, innerHeight }: Metrics, distancePx: number): boolean {
  return scrollHeight - (scrollY + innerHeight) <= distancePx
}

type Options = {
  isEnabled: boolean
  distancePx: number
  throttleMs: number
  onNear: () => void
}

/**
 * Calls `onNear` when the scroll comes within `distancePx` of the bottom of the page (not of a
 * list: the webstars rule is about the page), at most once per `throttleMs`. It also
 * checks whenever it is enabled again, so a page too short to scroll keeps filling up.
 */
export function usePageEnd({ isEnabled, distancePx, throttleMs, onNear }: Options): void {
  const lastCall = useRef(0)
  const callback = useRef(onNear)
  callback.current = onNear

  useEffect(() => {
    if (!isEnabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    function fire() {
      timer = undefined
      lastCall.current = Date.now()
      callback.current()
    }
    function check() {
      const metrics = {
        scrollHeight: document.documentElement.scrollHeight,
        scrollY: window.scrollY,
        innerHeight: window.innerHeight,
      }
      if (!isNearPageEnd(metrics, distancePx) || timer !== undefined) return
      const wait = lastCall.current + throttleMs - Date.now()
      if (wait <= 0) fire()
      else timer = setTimeout(fire, wait)
    }
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check, { passive: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [isEnabled, distancePx, throttleMs])
}
