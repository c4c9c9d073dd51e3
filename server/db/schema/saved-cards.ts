import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import type { FailedCardDetails } from '../../../contract/schemas/purchase'
import { paymentMethods } from './payment-methods'
import { users } from './users'

/**
 * Cards kept for one-click payments: the processor's reusable token, brand and
 * last four digits; never a card number or security code. A card that failed is banned (listed
 * last, with the processor's advice).
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    processorToken: text('processor_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    /** The processor's fingerprint of the card number: the same card saved twice is one row. */
    fingerprint: text('fingerprint').notNull(),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    failure: jsonb('failure').$type<FailedCardDetails>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    unique('saved_cards_user_card_unique').on(t.userId, t.paymentMethodId, t.fingerprint),
    index('saved_cards_fingerprint_idx').on(t.fingerprint),
  ],
)
