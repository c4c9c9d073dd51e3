/**
 * A payment's amount as it was charged: in the currency the processor charged (R$ 25,20 for a
 * Brazilian buyer, not the plan's US dollars), and said to be not charged when the payment failed
 * or was canceled. The result page and the payments table show it.
 */
import { Trans } from '@lingui/react/macro'
import { formatMoney } from '../../../contract/money'
import type { Payment } from '../../../contract/schemas/payment'
import { usePreferences } from '../../api/use-preferences'

type Props = {
  payment: Pick<Payment, 'amount_in_currency' | 'currency' | 'currency_decimals' | 'is_preapproval'>
  /** The status shown: a failed or canceled payment took nothing. */
  status: Payment['status']
}

export function PaymentAmount({ payment, status }: Props) {
  const { locale } = usePreferences()
  if (payment.is_preapproval) return <Trans>Card check, nothing charged</Trans>
  const amount = formatMoney(
    payment.amount_in_currency,
    { code: payment.currency, decimal_precision: payment.currency_decimals },
    locale,
  )
  if (status === 'failed' || status === 'canceled') return <Trans>{amount}, not charged</Trans>
  return <>{amount}</>
}
