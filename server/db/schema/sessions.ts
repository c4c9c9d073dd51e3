import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ownedBy } from './columns'
import { users } from './users'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Login sessions: one per sign-in, the family of its rotating refresh tokens. Access tokens name
 * their session (`sid`) and are accepted only while it is live. One device at a time: at most one
 * unrevoked session per user, enforced by a partial unique index as well as by the login code.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownedBy('user_id', () => users.id),
    /** How the session started: password, passkey, token_login, register, recover, social. */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /**
     * logout, replaced (a newer login), refresh_reuse (a spent refresh token presented again: taken
     * as theft, the owner is told), password_reset.
     */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('sessions_one_live_per_user').on(t.userId).where(sql`${t.revokedAt} is null`),
    index('sessions_user_idx').on(t.userId),
  ],
)
