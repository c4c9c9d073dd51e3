import { FinishRegistrationScreen as FinishRegistration } from '../auth'
import { PaymentStatusNote } from './payment-status-note'

/** /finish: a guest's purchase ends in the registration form, under what became of the payment. */
export function FinishRegistrationScreen() {
  return (
    <FinishRegistration paymentNote={(paymentId, token) => <PaymentStatusNote paymentId={paymentId} token={token} />} />
  )
}
