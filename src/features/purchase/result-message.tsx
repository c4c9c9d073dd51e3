/**
 * The result-message block: what the last payment attempt answered (or, for a promotion
 * this buyer cannot have, what the purchase options said before paying), in the buyer's language,
 * with its link (the purchase page with the plan, or a named route such as login).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { PromotionRefusal } from '../../../contract/schemas/purchase'
import { usePreferences } from '../../api/use-preferences'
import { FormError, FormNotice } from '../../ui/form/fields'
import type { PayProblem } from './outcome'
import { PlanLink } from './plan-link'
import textStyles from './purchase-text.module.css'

/**
 * The 412 message is shown in Spanish, whatever the interface's language: beside the
 * translated sentence when the interface speaks another one. The es catalog's words.
 */
const ALREADY_FAILED_IN_SPANISH =
  'Ya intentaste pagar con este procesador sin éxito. Por favor, elige otro método de pago.'

type Props = {
  problem: PayProblem
  planId: number
  onLogin: () => void
  /** Back to choosing how to pay (after an answer the app could not follow). */
  onChooseAnother: () => void
}

export function ResultMessage({ problem, planId, onLogin, onChooseAnother }: Props) {
  const { t } = useLingui()
  const { locale } = usePreferences()
  switch (problem.kind) {
    case 'no_trial':
      return (
        <FormNotice>
          <Trans>
            The free trial is not available to you: this account, card or connection already had one. You can still join
            at the regular price, without the trial and the promotion.
          </Trans>
        </FormNotice>
      )
    case 'no_promo':
      return (
        <FormNotice>
          <PromoRefusalText reason={problem.reason} />
        </FormNotice>
      )
    case 'login_required':
      return (
        <FormError>
          <p>
            <Trans>You need to log in to buy this. If this e-mail already has an account, log in with it.</Trans>
          </p>
          <button type="button" className={textStyles.inlineLink} onClick={onLogin}>
            <Trans>Log in</Trans>
          </button>
        </FormError>
      )
    case 'already_failed':
      return (
        <FormError>
          <p>
            <Trans>
              You already tried to pay with this processor without success. Please choose another payment method.
            </Trans>
          </p>
          {locale === 'es' ? null : <p lang="es">{ALREADY_FAILED_IN_SPANISH}</p>}
          <PlanLink redirect="home" planId={problem.planId ?? planId} shownPlanId={planId} />
        </FormError>
      )
    case 'server_message':
      return (
        <FormError>
          <p>{problem.message || t`The payment could not be started. Nothing was charged.`}</p>
          <PlanLink redirect={problem.redirect} planId={problem.planId} shownPlanId={planId} />
        </FormError>
      )
    case 'invalid_promo':
      return (
        <FormError>
          <Trans>This promotional code is not valid.</Trans>
        </FormError>
      )
    case 'invalid_referral':
      return (
        <FormError>
          <Trans>This referral code (QR) is not valid.</Trans>
        </FormError>
      )
    case 'validation':
      return (
        <FormError>
          <Trans>Check your card data and the highlighted fields, then try again.</Trans>
        </FormError>
      )
    case 'unexpected':
      return (
        <FormError>
          <p>
            <Trans>
              The payment service answered in a way this app does not understand, so you were not sent to the payment
              page and nothing was charged. Try again in a moment, or choose another way to pay.
            </Trans>
          </p>
          <button type="button" className={textStyles.inlineLink} onClick={onChooseAnother}>
            <Trans>Choose another way to pay</Trans>
          </button>
        </FormError>
      )
    case 'offline':
      return (
        <FormError>
          <Trans>You are offline. Nothing was charged. Connect to the internet and try again.</Trans>
        </FormError>
      )
    default:
      return (
        <FormError>
          <p>{problem.message || t`The payment could not be started. Nothing was charged. Please try again.`}</p>
        </FormError>
      )
  }
}

/** Why the promotion cannot be used (410), and what the buyer can do: pay without it. */
function PromoRefusalText({ reason }: { reason: PromotionRefusal | null }) {
  switch (reason) {
    case 'already_used':
      return (
        <Trans>
          You have already used this code, or a payment with it is still under way: it can be used once per person. You
          can pay without the promotion.
        </Trans>
      )
    case 'first_payment_only':
      return (
        <Trans>
          This promotion is for a first payment, and you have paid on Velvet before. You can pay without the promotion.
        </Trans>
      )
    case 'used_up':
      return <Trans>This code has no uses left. You can pay without the promotion.</Trans>
    default:
      return (
        <Trans>
          This promotion cannot be used with this payment method. You can pay without the promotion, or choose another
          payment method.
        </Trans>
      )
  }
}
