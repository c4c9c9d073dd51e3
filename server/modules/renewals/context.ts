import type { Drivers } from '../payments/index'
import type { SubscriptionsContext } from '../subscriptions/index'

/** What renewals need: what subscriptions need, and the payment drivers that charge the saved cards. */
export type RenewalsContext = SubscriptionsContext & {
  drivers: Drivers
  /**
   * Fault injection for tests: called between a renewal's charge at the processor and its record
   * here; throwing from it stands for the process dying at that moment.
   */
  faults?: { afterCharge?: (paymentId: number) => void }
}
