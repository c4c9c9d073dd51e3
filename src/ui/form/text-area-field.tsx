/** A multi-line text field: label, the control, a hint or a character counter, and the error under it. */
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react'
import styles from './field.module.css'
import { fieldMessageText } from './field-message'
import extra from './more-fields.module.css'

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  hint?: ReactNode
  error?: string | undefined
  /** Shows "used / max" under the field (and warns as the limit comes near). */
  counter?: { length: number; max: number }
  ref?: Ref<HTMLTextAreaElement>
}

export function TextAreaField({ label, hint, error, counter, className, ref, ...textarea }: Props) {
  const { i18n, t } = useLingui()
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const counterId = `${id}-counter`
  const describedBy =
    [hint && !error ? hintId : '', error ? errorId : '', counter ? counterId : ''].filter(Boolean).join(' ') ||
    undefined
  const isOver = counter ? counter.length > counter.max : false
  const used = counter?.length ?? 0
  const max = counter?.max ?? 0
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={`${styles.input} ${extra.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      <div className={extra.foot}>
        <div>
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
        {counter ? (
          <span id={counterId} className={[extra.counter, 'tabular', isOver ? extra.over : ''].join(' ')}>
            <span aria-hidden="true">
              {used}/{max}
            </span>
            <span className="visually-hidden">{t`${used} of ${max} characters`}</span>
          </span>
        ) : null}
      </div>
    </div>
  )
}
