import type { ButtonHTMLAttributes } from 'react'
import styles from './switch.module.css'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> & {
  isOn: boolean
  onChange: (next: boolean) => void
  /** Accessible name; the visible label usually sits next to the switch. */
  label: string
}

/** An on/off switch (role="switch") that says its state to assistive technology. */
export function Switch({ isOn, onChange, label, className, ...rest }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-label={label}
      className={[styles.switch, className].filter(Boolean).join(' ')}
      onClick={() => onChange(!isOn)}
      {...rest}
    >
      <span className={styles.thumb} />
    </button>
  )
}
