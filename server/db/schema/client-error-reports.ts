import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Errors the app reported (Sentry envelopes through our tunnel) while no SENTRY_DSN is set: kept
 * for the operator, newest first, at most CLIENT_ERRORS_KEPT rows (older ones go as new ones come).
 * The summary columns are what the event said; `envelope` is the envelope itself (bounded), so it
 * can still be sent to Sentry later.
 */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    eventId: text('event_id'),
    level: text('level'),
    /** The exception's type and message, or the event's message. */
    message: text('message'),
    /** The page the error happened on. */
    url: text('url'),
    release: text('release'),
    userAgent: text('user_agent'),
    envelope: text('envelope').notNull(),
  },
  (t) => [index('client_error_reports_received_idx').on(t.receivedAt.desc())],
)
