/**
 * The account's money tables (transactions, subscriptions) a page at a time: before the first
 * page, its skeleton, offline note or error; an empty list's own message; else the saved copy's
 * note while offline, the table, and the pager under it, with the pager's words. `TablePager` is
 * the pager alone, for a paged list that is not a table (spending per creator).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useIsOnline } from '../../offline/online'
import { type Column, DataTable } from '../../ui/data-table'
import { WifiOffIcon } from '../../ui/icons'
import { Pager, type PagerProps } from '../../ui/pager'
import { TableFallback } from './table-fallback'
import styles from './wallet.module.css'

type TablePagerProps = Omit<PagerProps, 'status' | 'previousLabel' | 'nextLabel'>

export function TablePager(props: TablePagerProps) {
  const { t } = useLingui()
  const { page, totalPages } = props
  return (
    <Pager
      {...props}
      status={t`Page ${page} of ${totalPages}`}
      previousLabel={t`Previous page`}
      nextLabel={t`Next page`}
    />
  )
}

type PagedTableProps<Row extends { id: number | string }> = {
  caption: string
  columns: Column<Row>[]
  page: number
  onPage: (page: number) => void
  /** What the pages are of: the pager's name. */
  pagesLabel: string
  /**
   * The page's query, answered with a list envelope (its rows and the number of pages): before the
   * first page its state shows instead of the table; after, its rows are dimmed while the next page
   * loads and its pager waits while it fetches.
   */
  query: Parameters<typeof TableFallback>[0]['query'] & {
    isPlaceholderData: boolean
    data: { data: Row[]; meta: { pagination: { total_pages: number } } } | undefined
  }
  /** Why nothing is shown offline before the first page was saved on this device. */
  offlineBody: ReactNode
  /** What an empty list says. */
  empty: ReactNode
}

export function PagedTable<Row extends { id: number | string }>({
  caption,
  columns,
  pagesLabel,
  query,
  offlineBody,
  empty,
  ...pages
}: PagedTableProps<Row>) {
  const isOnline = useIsOnline()
  const list = query.data
  if (list === undefined) return <TableFallback query={query} isOnline={isOnline} offlineBody={offlineBody} />
  if (list.data.length === 0) return empty
  return (
    <>
      {isOnline ? null : (
        <p className={styles.asOf}>
          <WifiOffIcon size={16} />
          <span>
            <Trans>You are offline: this is the copy saved on this device.</Trans>
          </span>
        </p>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.data}
        rowKey={(row) => row.id}
        isBusy={query.isPlaceholderData}
      />
      <TablePager
        {...pages}
        totalPages={list.meta.pagination.total_pages}
        label={pagesLabel}
        isBusy={query.isFetching}
      />
    </>
  )
}
