/**
 * /cancel_subscription?token=… (the renewal reminder e-mail's one-click cancel link, contract
 * subscriptions.ts): what the link cancels, and one button that cancels it, without signing in.
 * Cancelling is never harder than buying: no code, no offers, no phone call.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { Subscription } from '../../../contract/schemas/subscription'
import { isApiError } from '../../api/errors'
import { usePreferences } from '../../api/use-preferences'
import { useSession } from '../../api/use-session'
import { useIsOnline } from '../../offline/online'
import { AppLink } from '../../ui/app-link'
import { Button, buttonClass } from '../../ui/button'
import { AlertIcon, CheckIcon } from '../../ui/icons'
import { OutcomeIcon } from '../../ui/outcome'
import { Skeleton } from '../../ui/skeleton'
import { ErrorState, OfflineState, StateMessage } from '../../ui/states'
import { withMoneyCatalog } from '../wallet'
import { cancelLinkQuery, subscriptionKeys, useCancelByLinkMutation } from './queries'
import { formatDate, RenewalText, SubscriptionName } from './subscription-parts'
import styles from './subscriptions.module.css'
import { AlertNote, OfflineNote } from './unsubscribe-notes'

export const CancelLinkScreen = withMoneyCatalog(function CancelLinkScreen({ token }: { token: string }) {
  const { t } = useLingui()
  const isOnline = useIsOnline()
  const link = useQuery(cancelLinkQuery(token))

  let content: ReactNode
  if (link.data) content = <CancelCard token={token} subscription={link.data} />
  else if (link.isPending) content = <Skeleton height={220} />
  else if (isApiError(link.error) && (link.error.status === 403 || link.error.status === 422))
    content = (
      <StateMessage
        icon={<AlertIcon />}
        title={<Trans>This link is not valid or has expired</Trans>}
        body={<Trans>Sign in and cancel from your subscriptions: it takes two clicks.</Trans>}
        action={
          <AppLink href="/subscriptions" className={buttonClass()}>
            <Trans>My subscriptions</Trans>
          </AppLink>
        }
      />
    )
  else if (!isOnline || (isApiError(link.error) && link.error.isNetwork))
    content = (
      <OfflineState
        title={<Trans>You are offline</Trans>}
        body={<Trans>Cancelling needs a connection. Open the link again when you are back online.</Trans>}
      />
    )
  else
    content = (
      <ErrorState
        title={<Trans>An error ocurred</Trans>}
        retryLabel={t`Retry`}
        onRetry={() => void link.refetch()}
        isRetrying={link.isFetching}
      />
    )

  return (
    <div className={styles.linkPage}>
      <div className={styles.linkCard}>
        <h1 className={styles.title}>
          <Trans>Cancel your subscription</Trans>
        </h1>
        {content}
      </div>
    </div>
  )
})

function CancelCard({ token, subscription: initial }: { token: string; subscription: Subscription }) {
  const { locale } = usePreferences()
  const isOnline = useIsOnline()
  const queryClient = useQueryClient()
  const userId = useSession().user?.id
  const [subscription, setSubscription] = useState(initial)
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'error'>('idle')
  const cancelByLink = useCancelByLinkMutation()
  const until = formatDate(subscription.ends_at, locale)

  async function cancel() {
    setStatus('sending')
    try {
      setSubscription(await cancelByLink.mutateAsync(token))
      setStatus('done')
      if (userId) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.user(userId) })
    } catch {
      setStatus('error')
    }
  }

  const isCanceled = status === 'done' || subscription.renewal_status === 'scheduled-canceled'
  return (
    <div className={styles.stepBody}>
      <div className={styles.linkSummary}>
        <SubscriptionName subscription={subscription} />
        <p className={styles.muted}>
          <RenewalText subscription={subscription} />
        </p>
      </div>
      {isCanceled ? (
        <div className={styles.result} role="status">
          <OutcomeIcon tone="good">
            <CheckIcon size={28} />
          </OutcomeIcon>
          <p className={styles.resultText}>
            <Trans>It is canceled. Nothing more will be charged, and you keep access until {until}.</Trans>
          </p>
        </div>
      ) : !subscription.can_cancel ? (
        <p className={styles.muted}>
          <Trans>This subscription does not renew, so there is nothing to cancel.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>One click turns off renewal. You keep access until {until}; nothing more is charged.</Trans>
          </p>
          {status === 'error' ? (
            <AlertNote>
              <Trans>Your subscription could not be canceled. Please try again.</Trans>
            </AlertNote>
          ) : null}
          {isOnline ? null : <OfflineNote />}
          <Button
            variant="danger"
            size="large"
            block
            isLoading={status === 'sending'}
            disabled={!isOnline}
            onClick={() => void cancel()}
          >
            <Trans>Cancel my subscription</Trans>
          </Button>
        </>
      )}
    </div>
  )
}
