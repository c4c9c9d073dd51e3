import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'
import { ledgerAccounts } from './ledger-accounts'
import { ledgerTransactions } from './ledger-transactions'

/** One side of a ledger movement; append-only (a trigger refuses updates and deletes). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: + credits the account, − debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // Spending limits sum a wallet's debits over the last 24 hours and 30 days.
    index('ledger_entries_account_time_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
  ],
)
