/** How a plan's period and price read (plans in days or months, auto-renewing unless one-time). */
import { Plural, Trans } from '@lingui/react/macro'

export function Duration({ count, type }: { count: number; type: 'days' | 'months' }) {
  return type === 'days' ? (
    <Plural value={count} one="# day" other="# days" />
  ) : (
    <Plural value={count} one="# month" other="# months" />
  )
}

/** "$24.99 / month", "$1.43 / day". */
export function PerPeriod({ price, type }: { price: string; type: 'days' | 'months' }) {
  return type === 'days' ? <Trans>{price} / day</Trans> : <Trans>{price} / month</Trans>
}

/** The period after "every": "month", "3 months", "day", "7 days". */
export function Period({ count, type }: { count: number; type: 'days' | 'months' }) {
  if (count !== 1) return <Duration count={count} type={type} />
  return type === 'days' ? <Trans context="period">day</Trans> : <Trans context="period">month</Trans>
}
