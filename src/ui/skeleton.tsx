import type { CSSProperties } from 'react'
import styles from './skeleton.module.css'

type Props = {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  aspectRatio?: string
  circle?: boolean
  className?: string
}

/** A placeholder in the shape of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ width = '100%', height, aspectRatio, circle = false, className }: Props) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, circle ? styles.circle : '', className].filter(Boolean).join(' ')}
      style={{ display: 'block', width, height, aspectRatio }}
    />
  )
}
