import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** Monthly statements mailed: one per member and month, ever (the row is written with the mail job). */
export const statementMails = pgTable(
  'statement_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `YYYY-MM` (UTC). */
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
)
