import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Idempotency keys of retryable writes (ARCHITECTURE.md §3) with the answer first given for each.
 * The row is inserted first, in the same transaction as the effect, so a concurrent request with
 * the same key waits on the unique constraint until the first commits (or rolls back). Guests
 * (user null) share one key space: NULLS NOT DISTINCT (PostgreSQL 15) makes their keys collide too.
 * Kept at least 7 days (contract IDEMPOTENCY_RETENTION_DAYS), then swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
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
    unique('idempotency_keys_user_key_unique').on(t.userId, t.key).nullsNotDistinct(),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)
