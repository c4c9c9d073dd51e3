import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { formatDuration } from '../../../lib/format'
import styles from './player.module.css'
import { SEEK_LONG_SECONDS, SEEK_SHORT_SECONDS } from './shortcuts'

type Props = {
  currentTime: number
  duration: number
  bufferedEnd: number
  onSeek: (seconds: number) => void
  /** Dragging: the controls stay visible meanwhile. */
  onScrubbingChange?: (isScrubbing: boolean) => void
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/**
 * The seek bar: a slider (arrows ±5 s, Page keys ±10 s, Home/End) with the buffered range, a
 * time tooltip under the pointer and scrubbing by drag. The track is thin but its hit area is
 * 44 px tall, for fingers.
 */
export function SeekBar({ currentTime, duration, bufferedEnd, onSeek, onScrubbingChange }: Props) {
  const { t } = useLingui()
  const trackRef = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<number | null>(null)
  const [scrub, setScrub] = useState<number | null>(null)
  const hasDuration = duration > 0
  const shown = scrub ?? currentTime
  const share = hasDuration ? clamp(shown / duration, 0, 1) : 0
  const bufferedShare = hasDuration ? clamp(bufferedEnd / duration, 0, 1) : 0
  const tooltipTime = scrub ?? hover
  const position = formatDuration(shown)
  const total = formatDuration(duration)

  function timeAt(clientX: number): number {
    const rect = trackRef.current?.getBoundingClientRect()
    if (!rect || rect.width === 0 || !hasDuration) return 0
    return clamp((clientX - rect.left) / rect.width, 0, 1) * duration
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!hasDuration || event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    setScrub(timeAt(event.clientX))
    onScrubbingChange?.(true)
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const time = timeAt(event.clientX)
    if (scrub !== null) setScrub(time)
    else if (event.pointerType === 'mouse') setHover(time)
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (scrub === null) return
    // Seeking once on release: every seek of an HLS stream fetches segments.
    onSeek(timeAt(event.clientX))
    setScrub(null)
    onScrubbingChange?.(false)
  }

  function handlePointerCancel() {
    setScrub(null)
    setHover(null)
    onScrubbingChange?.(false)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!hasDuration) return
    const steps: Record<string, number> = {
      ArrowLeft: -SEEK_SHORT_SECONDS,
      ArrowDown: -SEEK_SHORT_SECONDS,
      ArrowRight: SEEK_SHORT_SECONDS,
      ArrowUp: SEEK_SHORT_SECONDS,
      PageDown: -SEEK_LONG_SECONDS,
      PageUp: SEEK_LONG_SECONDS,
    }
    let target: number | null = null
    if (event.key in steps) target = currentTime + (steps[event.key] ?? 0)
    else if (event.key === 'Home') target = 0
    else if (event.key === 'End') target = duration
    if (target === null) return
    event.preventDefault()
    onSeek(clamp(target, 0, duration))
  }

  return (
    <div
      className={styles.seek}
      role="slider"
      tabIndex={0}
      aria-label={t`Seek`}
      aria-valuemin={0}
      aria-valuemax={Math.floor(duration)}
      aria-valuenow={Math.floor(shown)}
      aria-valuetext={t`${position} of ${total}`}
      aria-disabled={!hasDuration || undefined}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerCancel}
      onPointerLeave={() => setHover(null)}
      onKeyDown={handleKeyDown}
      data-scrubbing={scrub !== null || undefined}
    >
      <div ref={trackRef} className={styles.track}>
        <div className={styles.buffered} style={{ transform: `scaleX(${bufferedShare})` }} />
        {hover !== null && scrub === null ? (
          <div className={styles.hoverFill} style={{ transform: `scaleX(${clamp(hover / duration, 0, 1)})` }} />
        ) : null}
        <div className={styles.played} style={{ transform: `scaleX(${share})` }} />
        <div className={styles.thumb} style={{ left: `${share * 100}%` }} />
      </div>
      {tooltipTime !== null && hasDuration ? (
        <div
          className={`${styles.tooltip} tabular`}
          style={{ left: `clamp(24px, ${(tooltipTime / duration) * 100}%, calc(100% - 24px))` }}
          aria-hidden="true"
        >
          {formatDuration(tooltipTime)}
        </div>
      ) : null}
    </div>
  )
}
