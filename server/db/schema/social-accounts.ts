import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A user's identity at a social login provider (Twitter). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('social_accounts_provider_user').on(t.provider, t.providerUserId)],
)
