import { Trans } from '@lingui/react/macro'
import type { PaymentStatus } from '../../../contract/schemas/payment'
import { Badge } from '../../ui/badge'

/** A payment's status (pending, approved, canceled, failed) as a small tinted badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge tone={status === 'approved' ? 'good' : status === 'pending' ? 'wait' : 'bad'}>
      {status === 'approved' ? (
        <Trans>Approved</Trans>
      ) : status === 'pending' ? (
        <Trans>Pending</Trans>
      ) : status === 'canceled' ? (
        <Trans>Canceled</Trans>
      ) : (
        <Trans>Failed</Trans>
      )}
    </Badge>
  )
}
