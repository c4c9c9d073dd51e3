/**
 * The user's payments: newest first, 10 a page, with the card
 * used and the status; a table on wide screens and stacked rows at 650 px or less. With
 * `subscriptionId`, only that subscription's payments (subscription.payments).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Payment, PaymentStatus } from '../../../contract/schemas/payment'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Badge } from '../../ui/badge'
import { Button, buttonClass } from '../../ui/button'
import { ChevronLeftIcon } from '../../ui/icons'
import { EmptyState } from '../../ui/states'
import { TableFallback } from '../wallet'
import { PaymentAmount } from './payment-amount'
import styles from './payments-screen.module.css'
import pageStyles from './purchase-page.module.css'
import { paymentsPageQuery } from './queries'

function StatusBadge({ status }: { status: PaymentStatus }) {
  const label =
    status === 'approved' ? (
      <Trans>Approved</Trans>
    ) : status === 'pending' ? (
      <Trans>Pending</Trans>
    ) : status === 'canceled' ? (
      <Trans>Canceled</Trans>
    ) : (
      <Trans>Failed</Trans>
    )
  return <Badge tone={status === 'approved' ? 'good' : status === 'pending' ? 'wait' : 'bad'}>{label}</Badge>
}

export function PaymentsScreen({ subscriptionId }: { subscriptionId?: number | undefined }) {
  const { t } = useLingui()
  const session = useSession()
  const isOnline = useIsOnline()
  const [page, setPage] = useState(1)
  const userId = session.user?.id ?? 0
  const query = useQuery({
    ...paymentsPageQuery(userId, page, subscriptionId),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  })
  const payments = query.data?.data
  const pagination = query.data?.meta.pagination

  let body: ReactNode
  if (payments === undefined) {
    body = (
      <TableFallback
        query={query}
        isOnline={isOnline}
        offlineBody={<Trans>Your payments are shown when you are back online.</Trans>}
        errorTitle={<Trans>Your payments could not be loaded</Trans>}
      />
    )
  } else if (payments.length === 0) {
    body = (
      <EmptyState
        title={<Trans>No payments yet</Trans>}
        body={<Trans>Your purchases of memberships and tokens will be listed here.</Trans>}
        action={
          <AppLink className={buttonClass()} href="/purchase/subscription">
            <Trans>See the plans</Trans>
          </AppLink>
        }
      />
    )
  } else {
    body = (
      <>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Plan</Trans>
              </th>
              <th scope="col">
                <Trans>Amount</Trans>
              </th>
              <th scope="col">
                <Trans>Card</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Reference</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} />
            ))}
          </tbody>
        </table>
        {pagination && pagination.total_pages > 1 ? (
          <nav className={styles.pager} aria-label={t`Pages`}>
            <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <Trans>Previous</Trans>
            </Button>
            <span className="tabular">
              <Trans>
                Page {pagination.current_page} of {pagination.total_pages}
              </Trans>
            </span>
            <Button
              variant="secondary"
              size="small"
              disabled={page >= pagination.total_pages}
              onClick={() => setPage(page + 1)}
            >
              <Trans>Next</Trans>
            </Button>
          </nav>
        ) : null}
      </>
    )
  }

  return (
    <div className={pageStyles.page}>
      <AppLink href="/dashboard" className={pageStyles.back}>
        <ChevronLeftIcon size={18} />
        <Trans>My account</Trans>
      </AppLink>
      <h1 className={pageStyles.pageTitle}>
        {subscriptionId ? <Trans>Payments of this subscription</Trans> : <Trans>My payments</Trans>}
      </h1>
      {body}
    </div>
  )
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t, i18n } = useLingui()
  const card = payment.user_credit_card?.data ?? null
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(payment.created_at))
  return (
    <tr>
      <td data-label={t`Date`}>{date}</td>
      <td data-label={t`Plan`}>
        <AppLink className={styles.tableLink} href={`/payment/${payment.id}/result`}>
          {payment.subscription_plan.title}
        </AppLink>
      </td>
      <td data-label={t`Amount`} className="tabular">
        <PaymentAmount payment={payment} status={payment.status} />
      </td>
      <td data-label={t`Card`} className="tabular">
        {card ? `${card.type} •••• ${card.last_4_digits}` : '—'}
      </td>
      <td data-label={t`Status`}>
        <StatusBadge status={payment.status} />
      </td>
      <td data-label={t`Reference`} className="tabular">
        {payment.operation_number}
      </td>
    </tr>
  )
}
