import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the feedback stays over the picture (its CSS animation lasts as long). */
const FLASH_MS = 650

/** Feedback over the picture for an action without visible controls: a skip or a volume step. */
export type FlashContent = { kind: 'seek'; seconds: number } | { kind: 'volume'; volume: number; isMuted: boolean }

export type Flash = FlashContent & { id: number }

/** The current flash, and a function that shows one (replacing the previous one). */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const showFlash = useCallback((content: FlashContent) => {
    clearTimeout(timer.current)
    setFlash({ ...content, id: Date.now() })
    timer.current = setTimeout(() => setFlash(null), FLASH_MS)
  }, [])

  return { flash, showFlash }
}
