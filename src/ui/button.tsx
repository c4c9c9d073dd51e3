import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'small' | 'medium' | 'large'

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }

/** Class names of a button, for links that must look like one. */
export function buttonClass({ variant = 'primary', size = 'medium', block = false }: ButtonStyle = {}): string {
  return [styles.button, styles[variant], size !== 'medium' ? styles[size] : '', block ? styles.block : '']
    .filter(Boolean)
    .join(' ')
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle & { isLoading?: boolean; icon?: ReactNode }

export function Button({
  variant,
  size,
  block,
  isLoading = false,
  icon,
  children,
  className,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      className={[buttonClass({ variant, size, block }), className].filter(Boolean).join(' ')}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  )
}

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { label: string; children: ReactNode }

/** A round button with only an icon; `label` is its accessible name (and tooltip). */
export function IconButton({ label, children, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  )
}
