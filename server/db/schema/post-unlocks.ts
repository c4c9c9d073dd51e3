import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { ledgerTransactions } from './ledger-transactions'
import { posts } from './posts'
import { users } from './users'

/**
 * Tokens posts a member unlocked: the post is theirs to see from then on. One row per
 * member and post, ever: the primary key is what makes a second unlock, however concurrent, find
 * the first instead of charging again. The ledger movement that paid for it is linked.
 */
export const postUnlocks = pgTable(
  'post_unlocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_unlocks_post_idx').on(t.postId)],
)
