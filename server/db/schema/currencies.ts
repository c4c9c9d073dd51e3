import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core'

/**
 * Currencies prices can be shown and charged in. Plan amounts are USD; a price in
 * another currency is the USD amount × amount_to_usd, rounded to decimal_precision.
 */
export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  /** ISO 4217 alphabetic code (USD). */
  code: text('code').notNull().unique(),
  /** ISO 4217 numeric code (840), as CCBill's currencyCode wants it. */
  numericCode: text('numeric_code').notNull(),
  symbol: text('symbol').notNull(),
  description: text('description').notNull(),
  /** Units of this currency per US dollar. */
  amountToUsd: numeric('amount_to_usd', { precision: 20, scale: 8, mode: 'number' }).notNull(),
  decimalPrecision: integer('decimal_precision').notNull().default(2),
  isDefault: boolean('is_default').notNull().default(false),
})
