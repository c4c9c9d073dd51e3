import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { ownedBy } from './columns'
import { creators } from './creators'
import { users } from './users'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * One-time login tokens a creator mints to hand their session to another app
 * (`/token_login/{token}/{model_id}`): hashed at rest, short-lived, single use.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    modelId: ownedBy('model_id', () => creators.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('login_tokens_user_idx').on(t.userId)],
)
