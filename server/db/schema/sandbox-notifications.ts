import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** The sandbox processor's signed server-to-server callbacks waiting to go out (some late, some twice). */
export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    id: serial('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    /** Whose format it has, and so how it is signed when it goes out (signatures carry the send time). */
    flavour: text('flavour').notNull(),
    /** The checkout moves to this status when it is sent (a pending payment settling later). */
    settles: text('settles'),
    /** Path and query on our server (the notify URL the merchant gave). */
    url: text('url').notNull(),
    /** Headers besides the signature (e.g. Mercado Pago's x-request-id). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
  },
  (t) => [index('sandbox_notifications_due_idx').on(t.deliveredAt, t.dueAt)],
)
