import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Failed-login counters per account (or per unknown identifier, so locking does not reveal
 * which identifiers exist). The key is a SHA-256 hash; no identifier is stored in clear.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
  lockedUntil: ts('locked_until'),
})
