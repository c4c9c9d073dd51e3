import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * Mail that was not sent over SMTP (no SMTP_URL): kept here, and shown by the development
 * mailbox when it is on.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** verify_email, recover_password … */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt.desc()), index('outbox_created_idx').on(t.createdAt.desc())],
)
