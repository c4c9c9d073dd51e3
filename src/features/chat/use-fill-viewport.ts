/**
 * Makes a screen exactly as tall as the viewport below where it starts: what is above it (the
 * header, an offline or failed-changes banner that comes and goes) is measured into `--fill-top`,
 * not assumed, so a conversation's composer always sits just above the tab bar. The bottom gap
 * comes from CSS (the tab bar or a bar over it on phones, a margin on wide screens). The screen is
 * marked `data-fills-viewport`: the shell leaves the site footer out under it.
 */
import { type RefObject, useLayoutEffect } from 'react'

export function useFillViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    const measure = () => {
      const top = Math.max(0, node.getBoundingClientRect().top + window.scrollY)
      node.style.setProperty('--fill-top', `${Math.round(top)}px`)
    }
    measure()
    // Banners above change the page's height; the window changes with the keyboard and rotation.
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [ref])
}
