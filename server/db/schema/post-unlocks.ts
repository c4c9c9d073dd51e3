import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
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
    userId: ownedBy('user_id', () => users.id),
    postId: ownedBy('post_id', () => posts.id),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_unlocks_post_idx').on(t.postId)],
)
