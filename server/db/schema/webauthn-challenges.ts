import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { users } from './users'

/**
 * Challenges handed out for a passkey ceremony, until they are answered or expire. An answer
 * deletes its challenge in the statement that checks it, so each one is accepted once at most.
 * Registration challenges belong to the signed-in user who asked; sign-in ones to nobody yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** base64url, as the browser echoes it in the client data. */
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('webauthn_challenges_purpose', sql`${t.purpose} in ('registration', 'authentication')`),
    check('webauthn_challenges_registration_user', sql`${t.purpose} <> 'registration' or ${t.userId} is not null`),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
)
