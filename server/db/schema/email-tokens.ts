import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { ownedBy } from './columns'
import { users } from './users'

const ts = (name: string) => timestamp(name, { withTimezone: true })

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'recover_password'] as const
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number]

/**
 * One-time tokens sent by e-mail (verification, password recovery): only the SHA-256 hash is
 * stored; `consumed_at` marks a token used or superseded by a newer one.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    index('email_tokens_user_purpose_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose', sql`${t.purpose} in ('verify_email', 'recover_password')`),
  ],
)
