/**
 * The purchase screen with nothing to buy ("no plans available"): never a dead end. For a
 * creator who sells no subscription, the way back to their page and, for a visitor who is not a
 * member yet, the site membership (it opens every full-length video and the posts for members);
 * otherwise another country of payment, or home.
 */
import { Trans } from '@lingui/react/macro'
import { useSession } from '../../api/use-session'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { EmptyState } from '../../ui/states'

export function NoPlans({ webstar }: { webstar: string | undefined }) {
  const isMember = useSession().user?.membership_active ?? false
  if (!webstar) {
    return (
      <EmptyState
        title={<Trans>No plans are available right now</Trans>}
        body={<Trans>Please come back later, or choose another country of payment.</Trans>}
        action={
          <AppLink className={buttonClass({ variant: 'secondary' })} href="/home">
            <Trans>Go home</Trans>
          </AppLink>
        }
      />
    )
  }
  return (
    <EmptyState
      title={<Trans>No plans are available right now</Trans>}
      body={
        isMember ? (
          <Trans>@{webstar} does not sell a subscription at the moment.</Trans>
        ) : (
          <Trans>
            @{webstar} does not sell a subscription at the moment. The Velvet membership opens every full-length video
            and the posts for members.
          </Trans>
        )
      }
      action={
        <>
          {isMember ? null : (
            <AppLink className={buttonClass()} href="/subscribe">
              <Trans>See the membership</Trans>
            </AppLink>
          )}
          <AppLink className={buttonClass({ variant: 'secondary' })} href={`/${encodeURIComponent(webstar)}`}>
            <Trans>Back to @{webstar}</Trans>
          </AppLink>
        </>
      }
    />
  )
}
