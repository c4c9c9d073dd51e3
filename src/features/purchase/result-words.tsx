/**
 * What the result page says about a payment: its title and sentence for the status
 * shown. Card and bank methods speak of the bank; a crypto invoice (NOWPayments) of coins: waiting
 * for the network, part paid (what arrived, what is missing, where to send it), expired or failed.
 */
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Payment, PaymentStatus } from '../../../contract/schemas/payment'
import styles from './result-words.module.css'

type Words = { title: ReactNode; text: ReactNode }

/** NOWPayments' own status names (the processor's TRANS_STATUS_NAME). */
const PART_PAID = 'PARTIALLY_PAID'
const EXPIRED = 'EXPIRED'

export function isCryptoPayment(payment: Payment): boolean {
  return payment.payment_method?.driver_front_key === 'now_payments'
}

/** A crypto invoice that received only part of its amount (it stays pending until the rest arrives). */
export function isPartPaid(payment: Payment, shown: PaymentStatus): boolean {
  return (
    shown === 'pending' && isCryptoPayment(payment) && payment.data?.TRANS_STATUS_NAME === PART_PAID && !!payment.crypto
  )
}

export function resultWords(payment: Payment, shown: PaymentStatus): Words {
  const plan = payment.subscription_plan
  if (shown === 'approved') {
    return plan.is_token
      ? { title: <Trans>Your tokens are here</Trans>, text: <Trans>{plan.title} were added to your wallet.</Trans> }
      : { title: <Trans>Payment approved</Trans>, text: <Trans>Thank you! {plan.title} is active.</Trans> }
  }
  if (shown === 'canceled') {
    return {
      title: <Trans>Payment canceled</Trans>,
      text: <Trans>The payment was canceled. Nothing was charged.</Trans>,
    }
  }
  return isCryptoPayment(payment) ? cryptoWords(payment, shown) : bankWords(shown)
}

function bankWords(shown: 'pending' | 'failed'): Words {
  if (shown === 'pending') {
    return {
      title: <Trans>Waiting for the confirmation</Trans>,
      text: <Trans>The bank is confirming your payment. This page updates by itself; you can leave it open.</Trans>,
    }
  }
  return {
    title: <Trans>Payment declined</Trans>,
    text: (
      <Trans>
        Your bank declined the payment and nothing was charged. Check the card details, try another card or another
        payment method, or ask your bank to allow the payment.
      </Trans>
    ),
  }
}

function cryptoWords(payment: Payment, shown: 'pending' | 'failed'): Words {
  const amounts = payment.crypto
  if (shown === 'pending' && isPartPaid(payment, shown) && amounts) {
    const { paid, due, missing, currency } = amounts
    return {
      title: <Trans>Part of your payment arrived</Trans>,
      text: (
        <>
          <Trans>
            {paid} {currency} of {due} {currency} arrived: {missing} {currency} is still missing. Your purchase starts
            once the whole amount has arrived.
          </Trans>{' '}
          {amounts.address ? (
            <>
              <Trans>
                Send the missing {missing} {currency} to the same address:
              </Trans>{' '}
              <span className={styles.cryptoAddress}>{amounts.address}</span>
            </>
          ) : (
            <Trans>Send the missing amount to the address on your invoice.</Trans>
          )}{' '}
          <Trans>If you cannot, contact support with the reference below.</Trans>
        </>
      ),
    }
  }
  if (shown === 'pending') {
    return {
      title: <Trans>Waiting for your crypto payment</Trans>,
      text: (
        <Trans>
          Your purchase starts once the network confirms the whole amount. This page updates by itself; you can leave it
          open.
        </Trans>
      ),
    }
  }
  if (payment.data?.TRANS_STATUS_NAME === EXPIRED) {
    return {
      title: <Trans>The invoice expired</Trans>,
      text: (
        <Trans>
          The crypto invoice expired before the whole amount arrived, so nothing was activated. Start a new payment to
          try again. If you sent coins to this invoice, contact support with the reference below.
        </Trans>
      ),
    }
  }
  return {
    title: <Trans>The crypto payment did not go through</Trans>,
    text: (
      <Trans>
        Nothing was activated. Try again, or choose another payment method. If you sent coins, contact support with the
        reference below.
      </Trans>
    ),
  }
}
