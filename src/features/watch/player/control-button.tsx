import type { ComponentProps } from 'react'
import styles from './player.module.css'

type Props = Omit<ComponentProps<'button'>, 'aria-label' | 'title'> & {
  /** What the button does, with its shortcut key: read out, and shown on hover. */
  label: string
}

/** A button of the player's control bar: the glyph inside, its name read out and shown as a tooltip. */
export function ControlButton({ label, className, ...props }: Props) {
  return (
    <button
      type="button"
      {...props}
      className={className ? `${styles.control} ${className}` : styles.control}
      aria-label={label}
      title={label}
    />
  )
}
