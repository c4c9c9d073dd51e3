/** How a subscription reads: its name, approval status, renewal, end date and card. */
import { Trans } from '@lingui/react/macro'
import { formatMoney } from '../../../contract/money'
import type { Subscription } from '../../../contract/schemas/subscription'
import { usePreferences } from '../../api/use-preferences'
import { creatorHref } from '../../lib/creator-href'
import { AppLink } from '../../ui/app-link'
import { Badge } from '../../ui/badge'
import styles from './subscriptions.module.css'

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
}

/** The plan and whom it is for: a creator, or the site membership. */
export function SubscriptionName({ subscription }: { subscription: Subscription }) {
  const model = subscription.model
  return (
    <span className={styles.name}>
      <span>{subscription.subscription_plan.title}</span>
      <span className={styles.whose}>
        {model ? (
          <AppLink href={creatorHref(model)} className={styles.creatorLink}>
            {model.name}
          </AppLink>
        ) : (
          <Trans>Velvet membership</Trans>
        )}
        {subscription.is_trial ? (
          <span className={styles.trial}>
            <Trans>Free trial</Trans>
          </span>
        ) : null}
      </span>
    </span>
  )
}

/** Approval status (pending, approved, canceled) and whether it gives access now. */
export function ApprovalBadge({ subscription }: { subscription: Subscription }) {
  const { status, active } = subscription
  const tone = status === 'canceled' ? 'bad' : status === 'pending' ? 'wait' : active ? 'good' : 'neutral'
  return (
    <Badge tone={tone}>
      {status === 'canceled' ? (
        <Trans context="subscription status">Canceled</Trans>
      ) : status === 'pending' ? (
        <Trans>Pending</Trans>
      ) : active ? (
        <Trans context="subscription status">Active</Trans>
      ) : (
        <Trans>Ended</Trans>
      )}
    </Badge>
  )
}

/** The renewal as the account screens display it: scheduled, scheduled-paused or scheduled-canceled (or none). */
export function RenewalText({ subscription }: { subscription: Subscription }) {
  const { locale } = usePreferences()
  const next = subscription.next_scheduled_payment
  const ends = formatDate(subscription.ends_at, locale)
  switch (subscription.renewal_status) {
    case 'scheduled': {
      if (!next) return <Trans>Renews automatically</Trans>
      const date = formatDate(next.date, locale)
      // What will be charged, in the currency the subscription is paid in.
      const amount = formatMoney(next.charged_amount, { code: next.currency }, locale)
      return (
        <Trans>
          Renews on {date} for {amount}
        </Trans>
      )
    }
    case 'scheduled-paused': {
      const grace = formatDate(subscription.grace_ends_at ?? subscription.ends_at, locale)
      return (
        <span className={styles.warn}>
          <Trans>The last payment failed. We will try again; access continues until {grace}.</Trans>
        </span>
      )
    }
    case 'scheduled-canceled':
      return <Trans>Canceled: access until {ends}, no more charges</Trans>
    default:
      return subscription.active ? <Trans>Does not renew</Trans> : <Trans>Ended</Trans>
  }
}

export function AutoRenewText({ subscription }: { subscription: Subscription }) {
  return subscription.auto_renew ? <Trans>On</Trans> : <Trans>Off</Trans>
}

/** "Visa •••• 4242", or a dash without a saved card. */
export function CardText({ subscription }: { subscription: Subscription }) {
  const card = subscription.user_credit_card
  if (!card) return <>—</>
  const digits = card.last_4_digits
  const type = card.type
  return (
    <span className={styles.card}>
      <Trans>
        {type} ending in {digits}
      </Trans>
    </span>
  )
}
