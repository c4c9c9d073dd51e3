/**
 * The Velvet mark where the page shows it (bars, gate, footer, install prompt): the V drawn over a
 * CSS gradient, nothing to download. It was the tab's icon file as an image, and the 192 px app
 * icon before that (31 kB on a first visit's critical path); logo-path.ts says why it is no longer
 * an image at all. The PNGs stay for the manifest and notifications, which need bitmaps.
 */

import styles from './logo-mark.module.css'
import { LOGO_V_PATH } from './logo-path'

/** Decorative: it always sits beside the brand's name or a label that says what it is. */
export function LogoMark({ size, className }: { size: number; className?: string }) {
  return (
    <span className={className ? `${styles.mark} ${className}` : styles.mark} style={{ width: size, height: size }}>
      <svg viewBox="0 0 512 512" width={size} height={size} aria-hidden="true" focusable="false">
        <path d={LOGO_V_PATH} />
      </svg>
    </span>
  )
}
