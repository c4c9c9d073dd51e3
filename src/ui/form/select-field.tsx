/** A native select with the form fields' label, hint and error under it. */
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react'
import styles from './field.module.css'
import { FieldFrame, FieldHelp, useFieldIds } from './field-help'
import extra from './more-fields.module.css'

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  hint?: ReactNode
  error?: string | undefined
  children: ReactNode
  ref?: Ref<HTMLSelectElement>
}

export function SelectField({ label, hint, error, className, children, ref, ...select }: Props) {
  const { id, describedBy } = useFieldIds(hint, error)
  return (
    <FieldFrame id={id} label={label} className={className}>
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
      <FieldHelp id={id} label={label} hint={hint} error={error} />
    </FieldFrame>
  )
}
