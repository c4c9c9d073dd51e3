/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */
export { PaymentResultScreen } from './payment-result-screen'
export { PaymentsScreen } from './payments-screen'
export { PaylinkScreen, PurchaseScreen } from './purchase-screen'
