import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { isApiError } from '../../api/errors'
import { ErrorState, OfflineState } from '../../ui/states'
import { TableSkeleton } from './table-skeleton'

type Props = {
  query: { isPending: boolean; isFetching: boolean; error: unknown; refetch: () => unknown }
  isOnline: boolean
  /** Why nothing is shown offline, e.g. "Your payments are shown when you are back online." */
  offlineBody: ReactNode
  errorTitle?: ReactNode
}

/**
 * An account table (payments, subscriptions, transactions) before it has any rows: the rows'
 * skeleton while the first page loads, then "offline" when no answer came, or the error with Retry.
 * Its own words are in the first-load catalog too, so the payments screen (purchase catalog) has them.
 */
export function TableFallback({ query, isOnline, offlineBody, errorTitle }: Props) {
  const { t } = useLingui()
  if (query.isPending) return <TableSkeleton />
  if (!isOnline || (isApiError(query.error) && query.error.isNetwork)) {
    return <OfflineState title={<Trans>You are offline</Trans>} body={offlineBody} />
  }
  return (
    <ErrorState
      title={errorTitle ?? <Trans>An error ocurred</Trans>}
      retryLabel={t`Retry`}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  )
}
