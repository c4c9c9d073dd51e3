import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { users } from './users'

/** Monthly statements mailed: one per member and month, ever (the row is written with the mail job). */
export const statementMails = pgTable(
  'statement_mails',
  {
    userId: ownedBy('user_id', () => users.id),
    /** `YYYY-MM` (UTC). */
    month: text('month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
)
