/** Purchase and payments: the public surface; the screens load lazily from screens.ts. */
import { withPurchaseCatalog } from './catalog'
import { PaymentStatusNote as StatusNote } from './payment-status-note'

export const PaymentStatusNote = withPurchaseCatalog(StatusNote)
export type { PurchaseSearch } from './purchase-screen'
