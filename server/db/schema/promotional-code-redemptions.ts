import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { payments } from './payments'
import { promotionalCodes } from './promotional-codes'
import { users } from './users'

/**
 * Who used which promotional code, with the payment that used it: one row per code and buyer, ever.
 * A buyer is their account, or for a guest their e-mail (a guest whose e-mail has an account must
 * log in first, and finishing a guest's registration moves the row to the new account). The unique
 * indexes are what make a second use, however concurrent, find the first. Written in the
 * transaction that creates the payment; deleted with the count given back when that payment fails
 * or is canceled, so only a payment that went through (or is still under way) uses a code.
 */
export const promotionalCodeRedemptions = pgTable(
  'promotional_code_redemptions',
  {
    id: serial('id').primaryKey(),
    promotionalCodeId: integer('promotional_code_id')
      .notNull()
      .references(() => promotionalCodes.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The buyer's e-mail, lowercased. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotional_code_redemptions_user_unique').on(t.promotionalCodeId, t.userId),
    uniqueIndex('promotional_code_redemptions_email_unique').on(t.promotionalCodeId, t.email),
    uniqueIndex('promotional_code_redemptions_payment_unique').on(t.paymentId),
    index('promotional_code_redemptions_user_idx').on(t.userId),
  ],
)
