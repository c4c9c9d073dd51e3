import { pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { users } from './users'

/** A user's identity at a social login provider (Twitter). */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: ownedBy('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('social_accounts_provider_user').on(t.provider, t.providerUserId)],
)
