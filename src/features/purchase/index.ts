/** Purchase and payments (001 §2–§8): the public surface; the screens load lazily from screens.ts. */
export { PaymentStatusNote } from './payment-status-note'
export type { PurchaseSearch } from './purchase-screen'
