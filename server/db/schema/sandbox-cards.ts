import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The sandbox processor's own state (modules/payment-sandbox) stands for an outside processor's:
 * it shares nothing with our payment tables and is reached only through its API, pages and signed
 * callbacks. This table: card tokens it issued, with brand, last four digits, fingerprint and the
 * test behaviour of the number; never the number or the security code.
 */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  bin: text('bin').notNull(),
  expMonth: text('exp_month').notNull(),
  expYear: text('exp_year').notNull(),
  fingerprint: text('fingerprint').notNull(),
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
