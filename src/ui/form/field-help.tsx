/** What every form field shows under its control: the hint, or in its place the error. */
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import styles from './field.module.css'
import { fieldMessageText } from './field-message'

/**
 * The control's id and what it is described by: the hint while there is no error, the error, and
 * any other element the field adds (a counter).
 */
export function useFieldIds(hint: ReactNode, error: string | undefined, ...more: (string | false)[]) {
  const id = useId()
  const parts = [
    hint && !error ? `${id}-hint` : '',
    error ? `${id}-error` : '',
    ...more.map((m) => (m ? `${id}-${m}` : '')),
  ]
  return { id, describedBy: parts.filter(Boolean).join(' ') || undefined }
}

/** The frame every field shares: its visible label above the control (and what the field adds under it). */
export function FieldFrame({
  id,
  label,
  className,
  children,
}: {
  id: string
  label: string
  className?: string | undefined
  children: ReactNode
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}

export function FieldHelp({ id, label, hint, error }: { id: string; label: string; hint?: ReactNode; error?: string }) {
  const { i18n } = useLingui()
  if (error) {
    return (
      <p id={`${id}-error`} className={styles.error} role="alert">
        {fieldMessageText(i18n, error, label)}
      </p>
    )
  }
  return hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null
}
