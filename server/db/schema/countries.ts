import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core'

/** Countries of forms (purchase, claims), with what the purchase flow needs to know about each. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** A currencies.code (no foreign key: a country may name a currency before it is priced). */
  currencyCode: text('currency_code').notNull().default('USD'),
  /** Purchases can be made from here (GET countries?payable=1). */
  payable: boolean('payable').notNull().default(true),
  /** Prices are shown in the country's currency beside the USD amount. */
  showCurrency: boolean('show_currency').notNull().default(false),
  /** Buyers from here often use a VPN: the purchase screen warns that this may fail. */
  vpnWarning: boolean('vpn_warning').notNull().default(false),
})
