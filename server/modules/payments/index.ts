/** The payments module as other modules see it. */
export { attachGuestPurchases, checkGuestPayment } from './attach'
export type { Drivers } from './drivers/index'
export { answerData, type ChargeRequest, type PaymentOutcome } from './drivers/types'
export { finalize } from './finalize'
export { sendPaymentMails } from './receipts'
export {
  findRenewalPayment,
  insertPaymentEvent,
  insertRenewalPayment,
  lockPaymentUnlessBusy,
  type PaymentRow,
} from './repository'
export { newOperationNumber, resultPath } from './service'
