import { type CSSProperties, useEffect, useState } from 'react'
import type { ImagePath } from '../../contract/schemas/common'
import styles from './responsive-image.module.css'

type Props = {
  image: ImagePath
  alt: string
  /** Intrinsic size of the large image: reserves the box so nothing shifts while loading. */
  width: number
  height: number
  /** Width of the small image, for the browser's choice between the two. */
  smallWidth?: number
  sizes?: string
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean
  className?: string
  style?: CSSProperties
}

/**
 * Small and large sources, lazy below the fold, with the box reserved by its aspect ratio. A picture
 * that cannot load (offline, never cached) leaves the quiet placeholder, not a broken-image icon, and
 * is tried again when the device is back online.
 */
export function ResponsiveImage({
  image,
  alt,
  width,
  height,
  smallWidth = 400,
  sizes = '100vw',
  priority = false,
  className,
  style,
}: Props) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (state !== 'failed') return
    const retry = () => {
      setState('loading')
      setAttempt((count) => count + 1)
    }
    window.addEventListener('online', retry, { once: true })
    return () => window.removeEventListener('online', retry)
  }, [state])
  // The first screen's picture shows as it arrives, with no fade: a fade would wait for its load
  // event, then a render, then 300 ms, and a phone's busy main thread holds all three (the
  // page's largest paint). A failed one still leaves the placeholder.
  const isShown = state === 'loaded' || (priority && state === 'loading')
  const srcSet = image.small === image.large ? undefined : `${image.small} ${smallWidth}w, ${image.large} ${width}w`
  return (
    <div
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
    >
      <img
        key={attempt}
        className={[styles.image, isShown ? styles.loaded : ''].join(' ')}
        src={image.small}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
        onLoad={() => setState('loaded')}
        // The reserved box stays, showing the placeholder colour.
        onError={() => setState('failed')}
      />
    </div>
  )
}
