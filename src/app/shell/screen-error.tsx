import { Trans, useLingui } from '@lingui/react/macro'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { isScreenLoadError } from '../../lib/chunk-load'
import { ErrorState } from '../../ui/states'

/**
 * What a route shows when its screen cannot be shown: its code did not arrive (a flaky network,
 * R-CONST-13), or rendering it failed. Either way the header and footer stay, the message is plain,
 * and Retry is one tap. Code that failed to load is fetched again by a reload (the browser keeps a
 * failed module import failed); a render error is tried again in place.
 */
export function ScreenError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui()
  const router = useRouter()
  if (isScreenLoadError(error)) {
    return (
      <ErrorState
        title={<Trans>This screen could not be loaded</Trans>}
        body={<Trans>The connection dropped while it was loading. Try again when you have a signal.</Trans>}
        retryLabel={t`Try again`}
        onRetry={() => window.location.reload()}
      />
    )
  }
  return (
    <ErrorState
      title={<Trans>Something went wrong on this screen</Trans>}
      body={<Trans>Try again. If it keeps happening, write to our support team.</Trans>}
      retryLabel={t`Try again`}
      onRetry={() => {
        reset()
        void router.invalidate()
      }}
    />
  )
}
