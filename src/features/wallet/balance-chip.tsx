/**
 * The header's balance chip: the signed-in user's tokens, linking to
 * /tokens. Read offline from the saved copy, it says "as of" when it was last confirmed, since a
 * balance that may have changed elsewhere must not pass for the current one.
 */
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { formatRelative } from '../../lib/format'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { CoinsIcon } from '../../ui/icons'
import styles from './balance-chip.module.css'
import { withMoneyCatalog } from './catalog'
import { balanceQuery } from './queries'

export const BalanceChip = withMoneyCatalog(function BalanceChip({ fallback }: { fallback: ReactNode }) {
  const { t, i18n } = useLingui()
  const { locale } = usePreferences()
  const userId = useSession().user?.id ?? 0
  const isOnline = useIsOnline()
  const balance = useQuery({ ...balanceQuery(userId), enabled: userId > 0 })
  if (balance.data === undefined) return fallback
  const amount = i18n.number(balance.data, { notation: 'compact', maximumFractionDigits: 1 })
  const exact = i18n.number(balance.data)
  const isSavedCopy = !isOnline || balance.isRefetchError
  const asOf = formatRelative(new Date(balance.dataUpdatedAt), locale)
  const label = isSavedCopy ? t`Your tokens: ${exact}, as of ${asOf}` : t`Your tokens: ${exact}`
  return (
    <AppLink
      href="/tokens"
      className={`${styles.chip} ${isSavedCopy ? styles.saved : ''}`}
      aria-label={label}
      title={label}
    >
      <span className={styles.pill}>
        <CoinsIcon size={18} />
        <span className="tabular">{amount}</span>
      </span>
    </AppLink>
  )
})
