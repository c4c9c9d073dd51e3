import { useCallback, useRef } from 'react'

/**
 * For a bar fixed at the bottom of the screen (cookie question, install offer): while it is shown,
 * its height is kept in `--reserved-bottom` on the document, which pads the page's end and the
 * scroll padding (global.css). Whatever is scrolled to (a form's submit button, a focused field)
 * then stops above the bar instead of under it.
 */
export function useReservedBottom() {
  const observer = useRef<ResizeObserver | null>(null)
  return useCallback((element: HTMLElement | null) => {
    const root = document.documentElement
    observer.current?.disconnect()
    observer.current = null
    if (!element) {
      root.style.removeProperty('--reserved-bottom')
      return
    }
    const reserve = () => {
      const gap = window.innerHeight - element.getBoundingClientRect().top
      root.style.setProperty('--reserved-bottom', `${Math.max(0, Math.round(gap))}px`)
    }
    // The observer's first call comes once the page is laid out, before it is painted. Measuring
    // here instead would force a layout of the whole page in the middle of the first render (issue
    // 13: ~90 ms of a phone's first paint of /home).
    observer.current = new ResizeObserver(reserve)
    observer.current.observe(element)
  }, [])
}
