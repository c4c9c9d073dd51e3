import type { ReactNode } from 'react'

type Props = {
  /** What the value is, e.g. "Your balance". */
  term: ReactNode
  children: ReactNode
  /** The value's class, e.g. "tabular" for figures. */
  valueClassName?: string
}

/** One term and its value in a description list (`<dl>`): the list's style lays the pair out. */
export function Fact({ term, children, valueClassName }: Props) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  )
}
