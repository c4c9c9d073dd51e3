/** Form fields: a visible label, the control, a hint and the error right under it. */
import { useLingui } from '@lingui/react/macro'
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import { IconButton } from '../button'
import { CheckIcon, Svg } from '../icons'
import styles from './field.module.css'
import { FieldFrame, FieldHelp, useFieldIds } from './field-help'
import { fieldMessageText } from './field-message'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  hint?: ReactNode
  /** An encoded field message (from the resolver or the server) or a ready sentence. */
  error?: string | undefined
  action?: ReactNode
  ref?: React.Ref<HTMLInputElement>
}

export function TextField({ label, hint, error, action, className, ref, ...input }: TextFieldProps) {
  const { id, describedBy } = useFieldIds(hint, error)
  return (
    <FieldFrame id={id} label={label} className={className}>
      <div className={styles.control}>
        <input
          ref={ref}
          id={id}
          className={[styles.input, action ? styles.withAction : ''].join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {action ? <span className={styles.action}>{action}</span> : null}
      </div>
      <FieldHelp id={id} label={label} hint={hint} error={error} />
    </FieldFrame>
  )
}

/** An e-mail address: labelled "E-mail" unless told otherwise, with the e-mail keyboard and autofill. */
export function EmailField({ label, ...props }: Omit<TextFieldProps, 'type' | 'label'> & { label?: string }) {
  const { t } = useLingui()
  return <TextField label={label ?? t`E-mail`} type="email" autoComplete="email" inputMode="email" {...props} />
}

/** A password with a show/hide toggle, so a phone user can check what they typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'action'>) {
  const { t } = useLingui()
  const [isVisible, setIsVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      action={
        <IconButton
          label={isVisible ? t`Hide password` : t`Show password`}
          aria-pressed={isVisible}
          onClick={() => setIsVisible((value) => !value)}
        >
          <EyeIcon isOpen={isVisible} />
        </IconButton>
      }
    />
  )
}

function EyeIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <Svg size={20} strokeLinejoin="miter">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {isOpen ? null : <path d="M4 4l16 16" />}
    </Svg>
  )
}

type CheckboxFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  /** Name of the condition for the error sentence. */
  errorLabel: string
  error?: string | undefined
  ref?: React.Ref<HTMLInputElement>
}

export function CheckboxField({ label, errorLabel, error, ref, ...input }: CheckboxFieldProps) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className={styles.check}>
      {/*
        A second, wordless label: the check itself fills its 44 px target (see-through, so a tap
        anywhere on it lands on the real input) and the small box is drawn beneath it.
      */}
      <label className={styles.checkTarget}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <span className={styles.checkBox} aria-hidden="true">
          <CheckIcon size={14} strokeWidth={3} />
        </span>
      </label>
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className={`${styles.error} ${styles.checkError}`} role="alert">
          {fieldMessageText(i18n, error, errorLabel)}
        </p>
      ) : null}
    </div>
  )
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className={styles.formError} role="alert">
      {children}
    </div>
  )
}

/** The form-wide errors (those no single field owns), one sentence a line; nothing while there are none. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <FormError>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </FormError>
  )
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.formNotice} role="status">
      {children}
    </div>
  )
}
