/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */
import { withMoneyCatalog } from '../wallet'
import { withPurchaseCatalog } from './catalog'
import { FinishRegistrationScreen as FinishRegistration } from './finish-registration-screen'
import { PaymentResultScreen as ResultScreen } from './payment-result-screen'
import { PaymentsScreen as PaymentsList } from './payments-screen'
import { PaylinkScreen as Paylink, PurchaseScreen as Purchase } from './purchase-screen'

export const FinishRegistrationScreen = withPurchaseCatalog(FinishRegistration)
export const PaymentResultScreen = withPurchaseCatalog(ResultScreen)
// The payments' status badges are the wallet's, with their words in the money catalog.
export const PaymentsScreen = withPurchaseCatalog(withMoneyCatalog(PaymentsList))
export const PaylinkScreen = withPurchaseCatalog(Paylink)
export const PurchaseScreen = withPurchaseCatalog(Purchase)
