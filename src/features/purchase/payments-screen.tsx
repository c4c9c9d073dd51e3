/**
 * The user's payments: newest first, 10 a page, with the card
 * used and the status; a table on wide screens and stacked rows at 650 px or less. With
 * `subscriptionId`, only that subscription's payments (subscription.payments).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Payment } from '../../../contract/schemas/payment'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { type Column, DataTable } from '../../ui/data-table'
import { ChevronLeftIcon } from '../../ui/icons'
import { EmptyState } from '../../ui/states'
import { PaymentStatusBadge, TableFallback, TablePager } from '../wallet'
import { PaymentAmount } from './payment-amount'
import styles from './payments-screen.module.css'
import pageStyles from './purchase-page.module.css'
import { paymentsPageQuery } from './queries'

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
  const columns = usePaymentColumns()

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
        <DataTable
          caption={subscriptionId ? t`Payments of this subscription` : t`My payments`}
          columns={columns}
          rows={payments}
          rowKey={(payment) => payment.id}
        />
        <TablePager
          page={page}
          totalPages={pagination?.total_pages ?? 1}
          onPage={setPage}
          label={t`Pages`}
          isBusy={query.isFetching}
        />
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

function usePaymentColumns(): Column<Payment>[] {
  const { t, i18n } = useLingui()
  const dates = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })
  return [
    { id: 'date', header: t`Date`, cell: (payment) => dates.format(new Date(payment.created_at)) },
    {
      id: 'plan',
      header: t`Plan`,
      cell: (payment) => (
        <AppLink className={styles.tableLink} href={`/payment/${payment.id}/result`}>
          {payment.subscription_plan.title}
        </AppLink>
      ),
    },
    {
      id: 'amount',
      header: t`Amount`,
      cell: (payment) => (
        <span className="tabular">
          <PaymentAmount payment={payment} status={payment.status} />
        </span>
      ),
    },
    {
      id: 'card',
      header: t`Card`,
      cell: (payment) => {
        const card = payment.user_credit_card?.data ?? null
        return <span className="tabular">{card ? `${card.type} •••• ${card.last_4_digits}` : '—'}</span>
      },
    },
    { id: 'status', header: t`Status`, cell: (payment) => <PaymentStatusBadge status={payment.status} /> },
    {
      id: 'reference',
      header: t`Reference`,
      cell: (payment) => <span className="tabular">{payment.operation_number}</span>,
    },
  ]
}
