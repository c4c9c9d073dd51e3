/**
 * How many items of a list to render now. Items that arrive while the list is on screen (a first
 * visit's feed) are drawn a few first, then one more per task: on a phone one task rendering ten
 * post cards is the first visit's longest, and the first card, whose picture is the largest paint, would wait for the other nine. A list that
 * mounts with its items in hand (back to it, a restored cache) draws them all at once, so the
 * scroll position restored on it finds them.
 */
import { useEffect, useState } from 'react'

/** The first screenful of a phone and the next item, drawn at once. */
export const FIRST_REVEALED = 2

export function useGradualReveal(total: number): { shown: number; revealAll: () => void } {
  const [hadItemsAtMount] = useState(total > 0)
  const [revealed, setRevealed] = useState(hadItemsAtMount ? Number.POSITIVE_INFINITY : FIRST_REVEALED)
  const shown = Math.min(total, revealed)
  useEffect(() => {
    if (shown >= total) return
    // A task of its own for each item: the page can paint and answer a tap in between.
    const timer = setTimeout(() => setRevealed((count) => Math.max(count, shown) + 1), 0)
    return () => clearTimeout(timer)
  }, [shown, total])
  return { shown, revealAll: () => setRevealed(Number.POSITIVE_INFINITY) }
}
