import { Link } from '@tanstack/react-router'
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react'
import styles from './tab-strip.module.css'

export type StripTab = { id: string; to: string; label: ReactNode }

type Props = { label: string; tabs: StripTab[]; current: string }

/**
 * Home's sections as a horizontal strip (phones and mid widths). More tabs than fit: the current
 * one is scrolled to the middle whenever it changes (a reload of /webstars shows that tab), and an
 * edge with more tabs behind it fades out instead of cutting a label off hard.
 */
export function TabStrip({ label, tabs, current }: Props) {
  const strip = useRef<HTMLElement>(null)
  const centred = useRef<string | null>(null)
  const edges = useOverflowEdges(strip)

  const centreCurrent = useCallback(() => {
    const element = strip.current
    const active = element?.querySelector<HTMLElement>(`[data-tab="${current}"]`)
    // Not laid out yet (a suspended or hidden screen): the size observer calls again once it is.
    if (!element || !active || element.clientWidth === 0) return
    const left = active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2
    // The first placement is instant (nothing to follow); later changes glide.
    element.scrollTo({ left, behavior: centred.current === null ? 'instant' : 'smooth' })
    centred.current = current
  }, [current])

  // Placed from the size observer, whose first call comes once the strip is laid out and before it
  // is painted, and again for each new tab. The observer starts in a layout effect (so before the
  // first paint) but measures nothing there: measuring in it forced a layout of the whole page in
  // the middle of /home's first render (~75 ms on a phone).
  useLayoutEffect(() => {
    const element = strip.current
    if (!element) return
    const resize = new ResizeObserver(() => {
      if (centred.current !== current) centreCurrent()
    })
    resize.observe(element)
    return () => resize.disconnect()
  }, [centreCurrent, current])

  return (
    <nav
      ref={strip}
      className={styles.strip}
      aria-label={label}
      data-fade-start={edges.start || undefined}
      data-fade-end={edges.end || undefined}
    >
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          className={styles.tab}
          data-tab={tab.id}
          aria-current={tab.id === current ? 'page' : undefined}
        >
          <span className={styles.pill}>{tab.label}</span>
        </Link>
      ))}
    </nav>
  )
}

/** Which ends of a scroller have content beyond them. */
function useOverflowEdges(ref: React.RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false })
  // A layout effect, so the observer's first call (after layout, before paint) shows the first frame.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const update = () => {
      const start = element.scrollLeft > 1
      const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }))
    }
    element.addEventListener('scroll', update, { passive: true })
    // Its first call, once laid out, is the first measure: no layout forced from the effect.
    const resize = new ResizeObserver(update)
    resize.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      resize.disconnect()
    }
  }, [ref])
  return edges
}
