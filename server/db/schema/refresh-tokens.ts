import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sessions } from './sessions'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each is used once: a refresh marks it used and
 * issues the next one of the same session (`parent_id` names the token it was minted from); a used
 * token presented again revokes the session, unless the same device retries a refresh whose answer
 * was lost.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    /**
     * Who used it (a hash of the device cookie, else of the address: idempotency/guest-client.ts).
     * Only that device may present it again within the retry grace time.
     */
    usedByClient: text('used_by_client'),
    /** The token whose refresh minted this one (null for a session's first token). */
    parentId: integer('parent_id'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId), index('refresh_tokens_parent_idx').on(t.parentId)],
)
