import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { ErrorState, OfflineState } from './states'

type Props = {
  isOnline: boolean
  /** Offline: what is not saved on this device yet. */
  offlineBody: ReactNode
  onRetry: () => void
  isRetrying?: boolean
}

/** What stands in for content that could not be loaded: offline, what is missing; else the error with Retry. */
export function LoadFailed({ isOnline, offlineBody, onRetry, isRetrying = false }: Props) {
  const { t } = useLingui()
  if (!isOnline) return <OfflineState title={<Trans>You are offline</Trans>} body={offlineBody} />
  return (
    <ErrorState
      title={<Trans>An error ocurred</Trans>}
      retryLabel={t`Retry`}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  )
}
