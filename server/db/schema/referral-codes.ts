import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { creators } from './creators'

/** Referral (QR) codes a purchase can carry (`ref` / `referal`); stored uppercase. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** The creator credited with the referral, if any. */
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [check('referral_codes_code_upper', sql`${t.code} = upper(${t.code})`)],
)
