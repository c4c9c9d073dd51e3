import { type PointerEvent, useRef } from 'react'

/**
 * Long press (pointer held still for `ms`) versus click. After a long press fires, the click that
 * follows the release is swallowed, so one gesture never does both.
 */
export function useLongPress(onLongPress: () => void, onClick: () => void, ms: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const fired = useRef(false)
  const start = useRef<{ x: number; y: number } | null>(null)

  function cancel() {
    clearTimeout(timer.current)
    timer.current = undefined
  }

  return {
    onPointerDown(event: PointerEvent) {
      if (event.button !== 0) return
      fired.current = false
      start.current = { x: event.clientX, y: event.clientY }
      cancel()
      timer.current = setTimeout(() => {
        fired.current = true
        onLongPress()
      }, ms)
    },
    onPointerMove(event: PointerEvent) {
      // A finger that moves is scrolling, not pressing.
      if (start.current && Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y) > 10) cancel()
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onContextMenu(event: { preventDefault: () => void }) {
      // Touch browsers open their own menu on a long press; ours replaces it.
      event.preventDefault()
    },
    onClick() {
      if (fired.current) {
        fired.current = false
        return
      }
      onClick()
    },
  }
}
