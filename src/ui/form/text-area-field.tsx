/** A multi-line text field: label, the control, a hint or a character counter, and the error under it. */
import { useLingui } from '@lingui/react/macro'
import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react'
import styles from './field.module.css'
import { FieldFrame, FieldHelp, useFieldIds } from './field-help'
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
  const { t } = useLingui()
  const { id, describedBy } = useFieldIds(hint, error, counter !== undefined && 'counter')
  const isOver = counter ? counter.length > counter.max : false
  const used = counter?.length ?? 0
  const max = counter?.max ?? 0
  return (
    <FieldFrame id={id} label={label} className={className}>
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
          <FieldHelp id={id} label={label} hint={hint} error={error} />
        </div>
        {counter ? (
          <span id={`${id}-counter`} className={[extra.counter, 'tabular', isOver ? extra.over : ''].join(' ')}>
            <span aria-hidden="true">
              {used}/{max}
            </span>
            <span className="visually-hidden">{t`${used} of ${max} characters`}</span>
          </span>
        ) : null}
      </div>
    </FieldFrame>
  )
}
