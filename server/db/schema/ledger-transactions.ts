import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { payments } from './payments'

/** One ledger movement (see ledger-accounts.ts); its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    /** token_purchase, and the next ones: tip, unlock, call_minute … */
    kind: text('kind').notNull(),
    /** One movement per key: a retried or duplicated request never moves tokens twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: integer('payment_id').references(() => payments.id),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_transactions_payment_idx').on(t.paymentId)],
)
