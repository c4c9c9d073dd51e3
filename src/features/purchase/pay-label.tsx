import { Trans } from '@lingui/react/macro'
import type { SubscriptionPlan } from '../../../contract/schemas/plan'
import type { Acceptance } from './use-payment'

/** The pay button: a token pack, a membership, or a one-time purchase (a payment link that does not renew). */
export function PayLabel({ acceptance, plan }: { acceptance: Acceptance; plan: SubscriptionPlan }) {
  if (acceptance === 'no_trial') return <Trans>Pay without trial</Trans>
  if (acceptance === 'no_promo') return <Trans>Pay without promo</Trans>
  if (plan.is_token) return <Trans>Enjoy tokens</Trans>
  if (plan.is_paylink && !plan.is_recurrent) return <Trans>Buy now</Trans>
  return <Trans>Start membership</Trans>
}
