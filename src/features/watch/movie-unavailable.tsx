import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError, isRetryable } from '../../api/errors'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { VideoIcon } from '../../ui/icons'
import { StateMessage } from '../../ui/states'
import { subscribeHref } from './links'
import styles from './watch-screen.module.css'

/**
 * 'Ooops, movie is not available' with the subscribe link, which keeps the legacy
 * plan the error body may name (`fallback.legacy_plan_id`), and Retry when trying again may help.
 */
export function MovieUnavailable({
  error,
  onRetry,
  isRetrying,
}: {
  error: unknown
  onRetry: () => void
  isRetrying: boolean
}) {
  const { t } = useLingui()
  const legacyPlan = isApiError(error) ? (error.body?.fallback?.legacy_plan_id ?? null) : null
  return (
    <StateMessage
      tone="error"
      icon={<VideoIcon />}
      title={<Trans>Ooops, movie is not available</Trans>}
      body={<Trans>It may have been removed, or it is for members only.</Trans>}
      action={
        <div className={styles.stateActions}>
          <AppLink href={subscribeHref({ plan: legacyPlan })} className={buttonClass()}>
            <Trans>Subscribe</Trans>
          </AppLink>
          <AppLink href="/videos" className={buttonClass({ variant: 'secondary' })}>
            <Trans>Browse videos</Trans>
          </AppLink>
          {isRetryable(error) ? (
            <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
              {t`Retry`}
            </Button>
          ) : null}
        </div>
      }
    />
  )
}
