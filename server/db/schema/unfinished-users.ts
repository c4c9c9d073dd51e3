import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Buyers who paid as guests and have not registered yet. The finish
 * link carries the token; only its SHA-256 hash is stored. Registering with it consumes the row
 * and records the user it became.
 */
export const unfinishedUsers = pgTable('unfinished_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  username: text('username'),
  finishTokenHash: text('finish_token_hash').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  consumedAt: ts('consumed_at'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
})
