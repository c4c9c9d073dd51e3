/**
 * The designed states around any paged list: skeletons while the first page loads,
 * 'An error ocurred' with Retry, an offline notice when nothing was saved, the empty text, and
 * under the items the "load more" button or the scroll marker with its own error and progress.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Button } from './button'
import { InfiniteSentinel } from './infinite-sentinel'
import styles from './list-status.module.css'
import { LoadFailed } from './load-failed'
import { EmptyState } from './states'

type ListStatusProps = {
  isPending: boolean
  /** The first page failed and nothing (not even a saved copy) is there to show. */
  isError: boolean
  isEmpty: boolean
  isOnline: boolean
  isRetrying?: boolean
  onRetry: () => void
  /** Placeholders in the shape of the items. */
  skeleton: ReactNode
  /** What is not saved while offline (defaults to "This list…"). */
  offlineBody?: ReactNode
  /** Defaults to the spec's text for searches and filters. */
  emptyTitle?: ReactNode
  emptyBody?: ReactNode
  /** What to do about it (a link to where things are found). */
  emptyAction?: ReactNode
  children: ReactNode
}

export function ListStatus({
  isPending,
  isError,
  isEmpty,
  isOnline,
  isRetrying = false,
  onRetry,
  skeleton,
  offlineBody,
  emptyTitle,
  emptyBody,
  emptyAction,
  children,
}: ListStatusProps) {
  if (isPending) return skeleton
  if (isError) {
    return (
      <LoadFailed
        isOnline={isOnline}
        offlineBody={
          offlineBody ?? (
            <Trans>This list has not been saved on this device yet. It will load when you are back online.</Trans>
          )
        }
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    )
  }
  if (isEmpty) {
    return (
      <EmptyState
        title={emptyTitle ?? <Trans>No results available with the requested search criteria</Trans>}
        body={emptyBody ?? <Trans>Try other words, or fewer filters.</Trans>}
        action={emptyAction}
      />
    )
  }
  return children
}

/** What `ListMore` reads of an infinite query (`useInfiniteQuery`'s result fits as it is). */
export type PagedList = {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => Promise<unknown>
}

type ListMoreProps = {
  /** `button`: a "Load more" button; `scroll`: the next page loads as the end comes near. */
  mode: 'button' | 'scroll'
  list: PagedList
  isOnline: boolean
  /** Only the retry of a page that failed: the list never asks for a page more. */
  isRetryOnly?: boolean
  /** Accessible name of the button, e.g. "Load more videos". */
  loadMoreLabel?: string
  /** For `scroll`: start this far before the end, at most once per `throttleMs`. */
  marginPx?: number
  throttleMs?: number
}

export function ListMore({ mode, list, isOnline, isRetryOnly, loadMoreLabel, marginPx, throttleMs }: ListMoreProps) {
  const { isFetchingNextPage, isFetchNextPageError } = list
  const hasNextPage = list.hasNextPage && !isRetryOnly
  const onLoadMore = () => void list.fetchNextPage()
  const { t } = useLingui()
  if (isFetchNextPageError && !isFetchingNextPage) {
    return (
      <div className={styles.more}>
        <p className={styles.moreError} role="alert">
          {isOnline ? <Trans>An error ocurred</Trans> : <Trans>You are offline</Trans>}
        </p>
        <Button variant="secondary" onClick={onLoadMore}>
          {t`Retry`}
        </Button>
      </div>
    )
  }
  if (!hasNextPage) return null
  if (mode === 'button') {
    return (
      <div className={styles.more}>
        <Button
          variant="secondary"
          onClick={onLoadMore}
          isLoading={isFetchingNextPage}
          aria-label={loadMoreLabel}
          disabled={!isOnline}
        >
          <Trans>Load more</Trans>
        </Button>
      </div>
    )
  }
  return (
    <>
      <InfiniteSentinel
        isEnabled={!isFetchingNextPage}
        onVisible={onLoadMore}
        marginPx={marginPx}
        throttleMs={throttleMs}
      />
      {isFetchingNextPage ? (
        <div className={styles.more} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading more…</Trans>
          </span>
        </div>
      ) : null}
    </>
  )
}
