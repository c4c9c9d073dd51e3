/**
 * /subscriptions (the active ones) and /subscriptions_history (the ended ones): 10 a
 * page, a table on wide screens and cards at 650 px or less, with
 * the end date, auto-renew, the renewal, the latest payment, the card, the subscription's payments
 * and, where auto-renew can be turned off, the way out: the unsubscribe dialog, the third screen
 * from the account page. Read offline from the copy saved on the device.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { Subscription } from '../../../contract/schemas/subscription'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import type { Column } from '../../ui/data-table'
import { ChevronLeftIcon } from '../../ui/icons'
import { EmptyState } from '../../ui/states'
import { showToast } from '../../ui/toast'
import { useLazyDialog } from '../../ui/use-lazy-dialog'
import { PagedTable, PaymentStatusBadge, withMoneyCatalog } from '../wallet'
import { type SubscriptionScope, subscriptionsQuery } from './queries'
import { ApprovalBadge, AutoRenewText, CardText, formatDate, RenewalText, SubscriptionName } from './subscription-parts'
import styles from './subscriptions.module.css'

export const SubscriptionsScreen = withMoneyCatalog(function SubscriptionsScreen({
  scope,
}: {
  scope: SubscriptionScope
}) {
  const { t } = useLingui()
  const userId = useSession().user?.id ?? 0
  const isOnline = useIsOnline()
  const [page, setPage] = useState(1)
  const query = useQuery({ ...subscriptionsQuery(userId, scope, page), enabled: userId > 0 })
  const unsubscribe = useUnsubscribeDialog()
  const columns = useColumns((subscription) => unsubscribe.open({ subscription }), isOnline)

  const content = (
    <PagedTable
      caption={scope === 'active' ? t`Active subscriptions` : t`Subscription history`}
      columns={columns}
      page={page}
      onPage={setPage}
      pagesLabel={t`Pages of subscriptions`}
      query={query}
      offlineBody={<Trans>Your subscriptions have not been saved on this device yet.</Trans>}
      empty={
        <EmptyState
          title={scope === 'active' ? <Trans>No active subscriptions</Trans> : <Trans>No ended subscriptions</Trans>}
          body={
            scope === 'active' ? (
              <Trans>Subscribe to Velvet or to a creator to watch everything they post.</Trans>
            ) : (
              <Trans>Subscriptions that have ended are listed here. The ones you have now are under Active.</Trans>
            )
          }
          action={
            scope === 'active' ? (
              <AppLink href="/subscribe" className={buttonClass()}>
                <Trans>See the plans</Trans>
              </AppLink>
            ) : (
              <AppLink href="/subscriptions" className={buttonClass({ variant: 'secondary' })}>
                <Trans>See my active subscriptions</Trans>
              </AppLink>
            )
          }
        />
      }
    />
  )

  return (
    <div className={styles.page}>
      <Link to="/dashboard" className={styles.back}>
        <ChevronLeftIcon size={20} />
        <Trans>Dashboard</Trans>
      </Link>
      <h1 className={styles.title}>
        {scope === 'active' ? <Trans>My subscriptions</Trans> : <Trans>Subscription history</Trans>}
      </h1>
      <nav className={styles.tabs} aria-label={t`Subscriptions`}>
        <AppLink href="/subscriptions" aria-current={scope === 'active' ? 'page' : undefined}>
          <Trans context="subscriptions tab">Active</Trans>
        </AppLink>
        <AppLink href="/subscriptions_history" aria-current={scope === 'history' ? 'page' : undefined}>
          <Trans>History</Trans>
        </AppLink>
      </nav>
      {content}
      {unsubscribe.element}
    </div>
  )
})

function useColumns(onCancel: (subscription: Subscription) => void, isOnline: boolean): Column<Subscription>[] {
  const { t } = useLingui()
  const { locale } = usePreferences()
  return [
    {
      id: 'plan',
      header: t`Subscription`,
      isPrimary: true,
      cell: (row) => <SubscriptionName subscription={row} />,
    },
    { id: 'status', header: t`Status`, cell: (row) => <ApprovalBadge subscription={row} /> },
    { id: 'renewal', header: t`Renewal`, cell: (row) => <RenewalText subscription={row} /> },
    { id: 'ends', header: t`Ends`, cell: (row) => formatDate(row.ends_at, locale) },
    { id: 'auto', header: t`Auto-renew`, cell: (row) => <AutoRenewText subscription={row} /> },
    {
      id: 'payment',
      header: t`Last payment`,
      cell: (row) => (row.latest_payment_status ? <PaymentStatusBadge status={row.latest_payment_status} /> : '—'),
    },
    { id: 'card', header: t`Card`, cell: (row) => <CardText subscription={row} /> },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (row) => {
        const plan = row.subscription_plan.title
        return (
          <span className={styles.actions}>
            <AppLink
              href={`/subscription/${row.id}/payments`}
              className={buttonClass({ variant: 'ghost', size: 'small' })}
              aria-label={t`Payments of ${plan}`}
            >
              <Trans>Payments</Trans>
            </AppLink>
            {row.can_cancel ? (
              <Button
                variant="secondary"
                size="small"
                disabled={!isOnline}
                aria-label={t`Cancel ${plan}`}
                onClick={() => onCancel(row)}
              >
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
          </span>
        )
      },
    },
  ]
}

/** The unsubscribe dialog's code arrives on the first click; each subscription starts it afresh. */
function useUnsubscribeDialog() {
  const { t } = useLingui()
  return useLazyDialog<{ subscription: Subscription }>(
    () => import('./unsubscribe-dialog').then((module) => module.UnsubscribeDialog),
    () => showToast(t`This could not be opened. Check your connection and try again.`),
    (target) => target.subscription.id,
  )
}
