/**
 * The result-message block (001 §2, §8): what the last payment attempt answered, in the buyer's
 * language, with its link (the purchase page with the plan, or a named route such as login).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { usePreferences } from '../../api/use-preferences'
import { AppLink } from '../../ui/app-link'
import { FormError, FormNotice } from '../../ui/form/fields'
import { type PayProblem, resultLinkHref } from './outcome'
import styles from './purchase.module.css'

/**
 * The 412 message is shown in Spanish (001 §8), whatever the interface's language: beside the
 * translated sentence when the interface speaks another one. The es catalog's words.
 */
const ALREADY_FAILED_IN_SPANISH =
  'Ya intentaste pagar con este procesador sin éxito. Por favor, elige otro método de pago.'

type Props = {
  problem: PayProblem
  planId: number
  onLogin: () => void
}

export function ResultMessage({ problem, planId, onLogin }: Props) {
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
          <Trans>
            This promotion cannot be used with this payment method. You can pay without the promotion, or choose another
            payment method.
          </Trans>
        </FormNotice>
      )
    case 'login_required':
      return (
        <FormError>
          <p>
            <Trans>You need to log in to buy this. If this e-mail already has an account, log in with it.</Trans>
          </p>
          <button type="button" className={styles.inlineLink} onClick={onLogin}>
            <Trans>Log in</Trans>
          </button>
        </FormError>
      )
    case 'already_failed': {
      const href = resultLinkHref('home', problem.planId ?? planId)
      return (
        <FormError>
          <p>
            <Trans>
              You already tried to pay with this processor without success. Please choose another payment method.
            </Trans>
          </p>
          {locale === 'es' ? null : <p lang="es">{ALREADY_FAILED_IN_SPANISH}</p>}
          {href ? (
            <AppLink className={styles.inlineLink} href={href}>
              <Trans>Back to the plan</Trans>
            </AppLink>
          ) : null}
        </FormError>
      )
    }
    case 'server_message': {
      const href = resultLinkHref(problem.redirect, problem.planId)
      return (
        <FormError>
          <p>{problem.message || t`The payment could not be started. Nothing was charged.`}</p>
          {href ? (
            <AppLink className={styles.inlineLink} href={href}>
              {problem.redirect === 'login' ? <Trans>Log in</Trans> : <Trans>Back to the plan</Trans>}
            </AppLink>
          ) : null}
        </FormError>
      )
    }
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
