/**
 * The payment a finishing registration comes from: read with
 * the finish token, polled like the result page while pending.
 */
import { Trans } from '@lingui/react/macro'
import { FormError, FormNotice } from '../../ui/form/fields'
import { usePaymentStatus } from './payment-result-screen'

export function PaymentStatusNote({ paymentId, token }: { paymentId: number; token: string }) {
  const payment = usePaymentStatus(paymentId, token)
  const status = payment.data?.status
  if (!status) return null
  if (status === 'approved')
    return (
      <FormNotice>
        <Trans>Your payment for {payment.data?.subscription_plan.title} is confirmed.</Trans>
      </FormNotice>
    )
  if (status === 'pending')
    return (
      <FormNotice>
        <Trans>Your payment is being confirmed. You can finish your registration meanwhile.</Trans>
      </FormNotice>
    )
  return (
    <FormError>
      <Trans>Your payment did not go through. You can still create your account and try again.</Trans>
    </FormError>
  )
}
