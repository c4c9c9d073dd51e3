/**
 * The link of a result message ('home' is the purchase page with the plan, or home; another
 * value names a route). The message shows on the checkout of the plan it names, where a link "back
 * to the plan" would only open the page again: there it moves the buyer to the payment methods to
 * choose another one instead.
 */
import { Trans } from '@lingui/react/macro'
import { AppLink } from '../../ui/app-link'
import { resultLinkHref } from './outcome'
import textStyles from './purchase-text.module.css'

type Props = {
  redirect: string | null
  /** The plan the answer names (null: none). */
  planId: number | null
  /** The plan whose checkout shows the message. */
  shownPlanId: number
}

/** Brings the payment methods into view and focuses the one chosen, so another can be picked. */
function showPaymentMethods() {
  const section = document.getElementById('payment-title')?.closest('section')
  section?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  section?.querySelector<HTMLInputElement>('input[type="radio"]:checked, input[type="radio"]')?.focus({
    preventScroll: true,
  })
}

export function PlanLink({ redirect, planId, shownPlanId }: Props) {
  if (redirect === 'home' && planId === shownPlanId) {
    return (
      <button type="button" className={textStyles.inlineLink} onClick={showPaymentMethods}>
        <Trans>Choose another payment method</Trans>
      </button>
    )
  }
  const href = resultLinkHref(redirect, planId)
  if (!href) return null
  return (
    <AppLink className={textStyles.inlineLink} href={href}>
      {redirect === 'login' ? (
        <Trans>Log in</Trans>
      ) : href === '/home' ? (
        <Trans>Go home</Trans>
      ) : (
        <Trans>Back to the plan</Trans>
      )}
    </AppLink>
  )
}
