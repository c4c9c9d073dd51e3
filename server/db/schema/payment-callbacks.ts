import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { payments } from './payments'

/**
 * Processor callbacks already handled, by the processor's own event id: a replayed or repeated
 * callback finds its row and changes nothing. Rejected ones (a bad signature, an unreadable body,
 * another amount or currency, an unknown payment) are kept too, with the reason, for the audit.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    driver: text('driver').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** applied, unchanged (the payment was already final or stays pending) or rejected. */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payment_callbacks_event_unique').on(t.driver, t.eventId),
    index('payment_callbacks_payment_idx').on(t.paymentId),
  ],
)
