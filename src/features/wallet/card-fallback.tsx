import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useIsOnline } from '../../offline/online'
import { Skeleton } from '../../ui/skeleton'
import styles from './wallet.module.css'

type Props = {
  query: { isPending: boolean; refetch: () => unknown }
  /** The skeleton's shape: how many rows, how tall. */
  skeleton: { rows: number; height: number }
  /** Why nothing is shown: it could not be loaded, or it waits for the connection. */
  failedText: ReactNode
  offlineText: ReactNode
}

/** A wallet card's content before its data arrived: skeleton rows while loading, else why not, with Retry. */
export function CardFallback({ query, skeleton, failedText, offlineText }: Props) {
  const isOnline = useIsOnline()
  if (query.isPending) {
    return (
      <div className={styles.tableSkeleton} aria-hidden="true">
        {Array.from({ length: skeleton.rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={skeleton.height} />
        ))}
      </div>
    )
  }
  return (
    <p className={styles.muted}>
      {isOnline ? failedText : offlineText}{' '}
      <button type="button" className={styles.inlineRetry} onClick={() => void query.refetch()}>
        <Trans>Retry</Trans>
      </button>
    </p>
  )
}
