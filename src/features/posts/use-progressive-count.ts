import { useEffect, useState } from 'react'

/**
 * How many of a feed's posts to render now. The first feed a page shows on a cold start (/home
 * opened on a phone) renders its first posts in the first commit and the others a few per task
 * once that frame is painted: the first picture shows sooner, and no single task holds the main
 * thread for the whole list (issue 13: /home's longest task was the feed's render, about 1.7 s on
 * Lighthouse's phone). Any later feed, and a page the browser or the router puts back at a scroll
 * position (a reload, a back), renders whole at once, or the position would land short.
 */
export const FIRST_COMMIT_POSTS = 3
export const POSTS_PER_TASK = 2

let coldStartClaimed = false

function claimColdStart(): boolean {
  if (coldStartClaimed) return false
  coldStartClaimed = true
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return (entry?.type ?? 'navigate') === 'navigate' && window.scrollY === 0
}

export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => (claimColdStart() ? FIRST_COMMIT_POSTS : Number.POSITIVE_INFINITY))
  useEffect(() => {
    if (count >= total) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the frame that shows what is there; then each batch is a task of its own. Once the list
    // is whole, later pages of it come in whole too.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(
        () =>
          setCount((shown) => (shown + POSTS_PER_TASK >= total ? Number.POSITIVE_INFINITY : shown + POSTS_PER_TASK)),
        0,
      )
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [count, total])
  return Math.min(count, total)
}
