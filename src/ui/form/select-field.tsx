/** A native select with the form fields' label, hint and error under it. */
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react'
import styles from './field.module.css'
import { fieldMessageText } from './field-message'
import extra from './more-fields.module.css'

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  hint?: ReactNode
  error?: string | undefined
  children: ReactNode
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({ label, hint, error, className, children, ref, ...select }: Props) {
  const { i18n } = useLingui()
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint && !error ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={`${styles.input} ${extra.select}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {children}
      </select>
      {hint && !error ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {fieldMessageText(i18n, error, label)}
        </p>
      ) : null}
    </div>
  )
}
