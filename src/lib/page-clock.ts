/**
 * The time a page counts "3 minutes ago" from. The server renders a page at one moment and the
 * browser hydrates it at another, seconds later, or minutes for a kept guest page: were both to
 * read their own clock, a post's age could read "2 minutes ago" in the HTML and "3 minutes ago" in
 * the browser's first render, which React reports as a mismatch and draws again. So the server
 * writes its render time into the page, hydration renders with it, and right after, React renders
 * again with the browser's clock, which moves on every minute while something on screen shows it.
 */
import { createContext, use, useSyncExternalStore } from 'react'

/** A server render's time, per request (concurrent renders never share a module's value). */
export const RenderedAt = createContext<number | undefined>(undefined)

const TICK_MS = 60_000

/** The time the browser's page was rendered with, from the page (set before hydration). */
let hydratedAt: number | undefined
let clock: number | undefined
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

export function setHydrationTime(renderedAt: number | undefined): void {
  hydratedAt = renderedAt
}

function readClock(): number {
  clock ??= Date.now()
  return clock
}

function tick(): void {
  clock = Date.now()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!timer) {
    // Whatever rendered first, subscribers count from now on (React reads the clock again).
    clock = Date.now()
    timer = setInterval(tick, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** Now, as the page shows it: the render's time while the server renders and the browser hydrates. */
export function useNow(): Date {
  const renderedAt = use(RenderedAt)
  const time = useSyncExternalStore(subscribe, readClock, () => renderedAt ?? hydratedAt ?? readClock())
  return new Date(time)
}
