import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Idempotency keys of retryable writes with the answer first given for each.
 * The row is inserted first, in the same transaction as the effect, so a concurrent request with
 * the same key waits on the unique constraint until the first commits (or rolls back). Keys belong
 * to a user, or for guests (user null) to a client: a hash of the address, so one guest's key never
 * meets another's (NULLS NOT DISTINCT, PostgreSQL 15, makes a guest's own repeats collide).
 * Kept at least 7 days (contract IDEMPOTENCY_RETENTION_DAYS), then swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's client (SHA-256 of the address); '' for users, whose keys are theirs alone. */
    client: text('client').notNull().default(''),
    key: text('key').notNull(),
    /** Method and route pattern, e.g. `POST /api/post_likes`: a key belongs to one endpoint. */
    scope: text('scope').notNull(),
    /** SHA-256 (hex) of the canonical JSON of the parsed params and body. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('idempotency_keys_owner_key_unique').on(t.userId, t.client, t.key).nullsNotDistinct(),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)
