/**
 * A creator on the purchase page of their own plan: the server refuses to sell it to them (413
 * own_plan), so the page says so before anything is typed or paid, and leads back to their page.
 */
import { Trans } from '@lingui/react/macro'
import { creatorHref } from '../../lib/creator-href'
import { AppLink } from '../../ui/app-link'
import { buttonClass } from '../../ui/button'
import { UserIcon } from '../../ui/icons'
import { StateMessage } from '../../ui/states'

export function OwnPlan({
  title,
  creator,
}: {
  /** The plan's title when there is one plan, else null (all the creator's plans). */
  title: string | null
  creator: { id: number; username: string | null }
}) {
  return (
    <StateMessage
      icon={<UserIcon />}
      title={title ? <Trans>“{title}” is your own plan</Trans> : <Trans>These are your own plans</Trans>}
      body={<Trans>Creators cannot subscribe to themselves. Your fans see your plans here and pay for them.</Trans>}
      action={
        <AppLink className={buttonClass()} href={creatorHref(creator)}>
          <Trans>Go to my page</Trans>
        </AppLink>
      }
    />
  )
}
