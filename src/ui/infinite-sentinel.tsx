import { useEffect, useRef } from 'react'

type Props = {
  onVisible: () => void
  isEnabled: boolean
  /** Start loading this far before the end of the list comes into view. */
  marginPx?: number
  /** At most one call per interval, however fast the user scrolls. */
  throttleMs?: number
}

/** An invisible marker at the end of a list that asks for the next page as it nears the viewport. */
export function InfiniteSentinel({ onVisible, isEnabled, marginPx = 900, throttleMs = 500 }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const lastCall = useRef(0)
  const callback = useRef(onVisible)
  callback.current = onVisible

  useEffect(() => {
    const node = ref.current
    if (!node || !isEnabled) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        const wait = lastCall.current + throttleMs - Date.now()
        clearTimeout(timer)
        if (wait <= 0) {
          lastCall.current = Date.now()
          callback.current()
        } else {
          timer = setTimeout(() => {
            lastCall.current = Date.now()
            callback.current()
          }, wait)
        }
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    )
    observer.observe(node)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [isEnabled, marginPx, throttleMs])

  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />
}
