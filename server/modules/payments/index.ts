/** The payments module as other modules see it. */
export { attachGuestPurchases, checkGuestPayment } from './attach'
export { chargeRequestFor } from './charge-request'
export type { Drivers } from './drivers/index'
export { answerData, type ChargeRequest, type PaymentDriver, type PaymentOutcome } from './drivers/types'
export { finalize, outcomeWithoutProcessor } from './finalize'
export { definePaymentJobs, PAYMENT_JOBS } from './jobs'
export {
  findRenewalPayment,
  insertPaymentEvent,
  insertRenewalPayment,
  lockPaymentUnlessBusy,
  type PaymentRow,
} from './repository'
export { newOperationNumber } from './service'
