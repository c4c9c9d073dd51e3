import type { ReactNode } from 'react'
import styles from './segmented.module.css'

type Option<T extends string> = { value: T; label: ReactNode }

type Props<T extends string> = {
  /** The group's accessible name (the visible options say what each one is). */
  label: string
  options: Option<T>[]
  value: T
  onChange: (value: T) => void
}

/**
 * A pill of mutually exclusive choices (Divas | Chads), as toggle buttons. Each button is a full
 * 44 px touch target while the pill drawn inside it stays slim.
 */
export function Segmented<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.option}
          aria-pressed={option.value === value}
          onClick={() => (option.value === value ? undefined : onChange(option.value))}
        >
          <span className={styles.pill}>{option.label}</span>
        </button>
      ))}
    </fieldset>
  )
}
