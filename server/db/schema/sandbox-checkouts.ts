import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The sandbox processor's checkouts and direct authorisations, in the shape of the processor it imitates. */
export const sandboxCheckouts = pgTable(
  'sandbox_checkouts',
  {
    id: text('id').primaryKey(),
    /** test, inovio, ccbill, mercadopago, astropay, nowpayments, ryvyl. */
    flavour: text('flavour').notNull(),
    merchantReference: text('merchant_reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    returnUrl: text('return_url').notNull(),
    notifyUrl: text('notify_url').notNull(),
    /** open, pending, challenge, approved, declined, canceled, expired. */
    status: text('status').notNull().default('open'),
    transactionId: text('transaction_id').unique(),
    cardToken: text('card_token'),
    declineCode: text('decline_code'),
    /** Flavour-specific extras (CCBill periods, NOWPayments pay currency …). */
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_checkouts_reference_idx').on(t.merchantReference)],
)
