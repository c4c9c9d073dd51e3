/**
 * /tokens: the balance (GET tokens/balance) and the token
 * transactions (GET tokens, user_id, order desc), 10 a page, a table on wide screens and cards at
 * 650 px or less, and the member's spending limits. Read offline from the copy saved on the device,
 * with the balance marked "as of" the moment it was last confirmed.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import type { TokenOperation, TokenTransaction } from '../../../contract/schemas/wallet'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { creatorHref } from '../../lib/creator-href'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import type { Column } from '../../ui/data-table'
import { ChevronLeftIcon, CoinsIcon, WifiOffIcon } from '../../ui/icons'
import heading from '../../ui/page-heading.module.css'
import { Skeleton } from '../../ui/skeleton'
import { EmptyState } from '../../ui/states'
import { withMoneyCatalog } from './catalog'
import { formatAsOf, formatDateTime, formatSignedTokens } from './format'
import { BUY_TOKENS_HREF, LIMITS_ANCHOR } from './links'
import { PagedTable } from './paged-table'
import { PaymentStatusBadge } from './payment-status-badge'
import { balanceQuery, transactionsQuery } from './queries'
import { SpendingLimitsCard } from './spending-limits-card'
import styles from './wallet.module.css'

export const TokensScreen = withMoneyCatalog(function TokensScreen() {
  const userId = useSession().user?.id ?? 0
  return (
    <div className={styles.page}>
      <Link to="/dashboard" className={heading.back}>
        <ChevronLeftIcon size={20} />
        <Trans>Dashboard</Trans>
      </Link>
      <h1 className={heading.title}>
        <Trans>My tokens</Trans>
      </h1>
      <BalanceCard userId={userId} />
      <Transactions userId={userId} />
      <SpendingLimitsCard userId={userId} id={LIMITS_ANCHOR} />
    </div>
  )
})

function BalanceCard({ userId }: { userId: number }) {
  const { t, i18n } = useLingui()
  const { locale } = usePreferences()
  const isOnline = useIsOnline()
  const balance = useQuery({ ...balanceQuery(userId), enabled: userId > 0 })
  const isSavedCopy = balance.data !== undefined && (!isOnline || balance.isRefetchError)

  let value: ReactNode
  if (balance.data !== undefined) {
    value = (
      <p className={styles.balanceValue}>
        <span className="tabular">{i18n.number(balance.data)}</span>{' '}
        <span className={styles.balanceUnit}>
          <Plural value={balance.data} one="token" other="tokens" />
        </span>
      </p>
    )
  } else if (balance.isPending) {
    value = <Skeleton width={160} height={44} />
  } else {
    value = (
      <p className={styles.muted}>
        {isOnline ? <Trans>Your balance could not be loaded.</Trans> : <Trans>Your balance needs a connection.</Trans>}{' '}
        <button type="button" className={styles.inlineRetry} onClick={() => void balance.refetch()}>
          {t`Retry`}
        </button>
      </p>
    )
  }
  const asOf = formatAsOf(new Date(balance.dataUpdatedAt), locale)

  return (
    <section className={styles.balanceCard} aria-labelledby="tokens-balance">
      <div className={styles.balanceText}>
        <h2 id="tokens-balance" className={styles.balanceLabel}>
          <CoinsIcon size={18} />
          <Trans>Balance</Trans>
        </h2>
        {value}
        {isSavedCopy ? (
          <p className={styles.asOf}>
            <WifiOffIcon size={16} />
            <span>
              <Trans>As of {asOf}. It may have changed since.</Trans>
            </span>
          </p>
        ) : null}
      </div>
      <AppLink href={BUY_TOKENS_HREF} className={buttonClass({ size: 'large' })}>
        <Trans>Buy tokens</Trans>
      </AppLink>
    </section>
  )
}

function Transactions({ userId }: { userId: number }) {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const query = useQuery({ ...transactionsQuery(userId, page), enabled: userId > 0 })
  const columns = useTransactionColumns()

  const content = (
    <PagedTable
      caption={t`Token transactions`}
      columns={columns}
      page={page}
      onPage={setPage}
      pagesLabel={t`Pages of transactions`}
      query={query}
      offlineBody={<Trans>Your transactions have not been saved on this device yet.</Trans>}
      empty={
        <EmptyState
          title={<Trans>No transactions yet</Trans>}
          body={<Trans>Tokens you buy, send and spend on posts are listed here.</Trans>}
        />
      }
    />
  )

  return (
    <section className={styles.section} aria-labelledby="tokens-transactions">
      <h2 id="tokens-transactions" className={styles.sectionTitle}>
        <Trans>Transactions</Trans>
      </h2>
      {content}
    </section>
  )
}

function useTransactionColumns(): Column<TokenTransaction>[] {
  const { t, i18n } = useLingui()
  const { locale } = usePreferences()
  return [
    {
      id: 'description',
      header: t`Description`,
      isPrimary: true,
      cell: (row) => (
        <span className={styles.description}>
          {row.model ? (
            <AppLink href={creatorHref(row.model)} className={styles.rowLink}>
              {row.description}
            </AppLink>
          ) : (
            row.description
          )}
          {row.message ? <span className={styles.note}>“{row.message}”</span> : null}
        </span>
      ),
    },
    { id: 'date', header: t`Date`, cell: (row) => formatDateTime(row.created_at, locale) },
    { id: 'operation', header: t`Operation`, cell: (row) => <OperationLabel operation={row.operation} /> },
    {
      id: 'status',
      header: t`Payment`,
      cell: (row) => (row.latest_payment_status ? <PaymentStatusBadge status={row.latest_payment_status} /> : '—'),
    },
    {
      id: 'tokens',
      header: t`Tokens`,
      align: 'end',
      cell: (row) => (
        <strong className={row.tokens >= 0 ? styles.credit : styles.debit}>
          {formatSignedTokens(row.tokens, (value) => i18n.number(value))}
        </strong>
      ),
    },
  ]
}

function OperationLabel({ operation }: { operation: TokenOperation }) {
  switch (operation) {
    case 'purchase':
      return <Trans>Purchase</Trans>
    case 'tip':
      return <Trans>Tip</Trans>
    case 'unlock':
      return <Trans>Unlock</Trans>
    case 'call_minute':
      return <Trans>Call minute</Trans>
    case 'call_extra_minute':
      return <Trans>Extra call minute</Trans>
    case 'call_tip':
      return <Trans>Tip in a call</Trans>
    case 'refund':
      return <Trans>Refund</Trans>
    case 'expiry':
      return <Trans>Expired</Trans>
  }
}
