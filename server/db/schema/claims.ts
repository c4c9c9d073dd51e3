import { sql } from 'drizzle-orm'
import { check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { creators } from './creators'
import { users } from './users'

export const claimKind = pgEnum('claim_kind', ['general', 'model'])

/**
 * Claims: the general claim form and reports of a model, awaiting the support team.
 * Only the last four digits of a card are kept (a CHECK makes a full number impossible to store).
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    kind: claimKind('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** The username (general claim) or the claimant's name (model report). */
    name: text('name').notNull(),
    country: text('country'),
    document: text('document'),
    cardCompany: text('card_company'),
    cardLast4: text('card_last4'),
    claim: text('claim').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    check('claims_card_last4_format', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    index('claims_status_idx').on(t.status, t.createdAt),
  ],
)
