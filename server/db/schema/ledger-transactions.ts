import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { payments } from './payments'
import { posts } from './posts'
import { users } from './users'

/**
 * One ledger movement (see ledger-accounts.ts); its entries sum to zero. Spends say who spent, on
 * which creator and post, and the creator's share in force (basis points of the tokens spent; the
 * rest is the platform's fee), so the split stays provable after the share changes.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    /** token_purchase, tip, unlock, call_minute, call_extra_minute, call_tip, refund, expiry (modules/wallet/kinds.ts). */
    kind: text('kind').notNull(),
    /** One movement per key: a retried or duplicated request never moves tokens twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: integer('payment_id').references(() => payments.id),
    memo: text('memo'),
    /** The member whose wallet the movement is about (buyer, tipper). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'restrict' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The creator's share of a spend, in basis points (8000 = 80 %). */
    creatorShareBps: integer('creator_share_bps'),
    /** The note sent with a tip. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transactions_payment_idx').on(t.paymentId),
    index('ledger_transactions_user_creator_idx').on(t.userId, t.creatorId),
    check('ledger_transactions_share', sql`${t.creatorShareBps} is null or ${t.creatorShareBps} between 0 and 10000`),
  ],
)
