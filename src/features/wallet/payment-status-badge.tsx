import { Trans } from '@lingui/react/macro'
import type { PaymentStatus } from '../../../contract/schemas/payment'
import styles from './wallet.module.css'

/** A payment's status (pending, approved, canceled, failed) as a small tinted badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>
      {status === 'approved' ? (
        <Trans>Approved</Trans>
      ) : status === 'pending' ? (
        <Trans>Pending</Trans>
      ) : status === 'canceled' ? (
        <Trans>Canceled</Trans>
      ) : (
        <Trans>Failed</Trans>
      )}
    </span>
  )
}
