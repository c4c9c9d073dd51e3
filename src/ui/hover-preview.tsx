/**
 * A short silent clip played over a thumbnail while the pointer rests on it, hidden again
 * 1000 ms after the pointer leaves. A plain <video> with an MP4: list
 * screens never load hls.js. Only where hovering exists (not on touch screens), and never with
 * reduced motion or Save-Data on.
 */
import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { TIMING } from '../../contract/limits'
import styles from './hover-preview.module.css'

type Connection = { saveData?: boolean }

function canPreview(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  if ((navigator as Navigator & { connection?: Connection }).connection?.saveData) return false
  return (
    window.matchMedia('(hover: hover) and (pointer: fine)').matches &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

type PointerHandlers = {
  onPointerEnter?: (event: PointerEvent) => void
  onPointerLeave?: (event: PointerEvent) => void
}

/** Whether the clip is on, and the handlers to spread on the element that is hovered. */
export function useHoverPreview(src: string | null | undefined): { isOn: boolean; handlers: PointerHandlers } {
  const [isOn, setIsOn] = useState(false)
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(hideTimer.current), [])
  if (!src || !canPreview()) return { isOn: false, handlers: {} }
  return {
    isOn,
    handlers: {
      onPointerEnter: (event) => {
        if (event.pointerType !== 'mouse') return
        clearTimeout(hideTimer.current)
        setIsOn(true)
      },
      onPointerLeave: () => {
        clearTimeout(hideTimer.current)
        hideTimer.current = setTimeout(() => setIsOn(false), TIMING.previewHideMs)
      },
    },
  }
}

/** The clip itself, covering its positioned parent; it fades in once frames are actually playing. */
export function HoverPreviewVideo({ src }: { src: string }) {
  const [isPlaying, setIsPlaying] = useState(false)
  return (
    <video
      className={isPlaying ? `${styles.video} ${styles.playing}` : styles.video}
      src={src}
      muted
      loop
      autoPlay
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      onPlaying={() => setIsPlaying(true)}
    />
  )
}
