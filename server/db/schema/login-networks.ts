import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { ownedBy } from './columns'
import { users } from './users'

/**
 * Networks a user has signed in from (an IPv4 /24 or IPv6 /64, stored only as a SHA-256 hash):
 * failed logins from one of them ask for a captcha rather than lock the owner out, while failures
 * from anywhere else lock only that address out of the account.
 */
export const loginNetworks = pgTable(
  'login_networks',
  {
    userId: ownedBy('user_id', () => users.id),
    networkHash: text('network_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.networkHash] }), index('login_networks_seen_idx').on(t.lastSeenAt)],
)
