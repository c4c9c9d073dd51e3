import { sql } from 'drizzle-orm'
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/**
 * A member's own limits on token spends, in tokens (null: none): a cap over the last 24 hours, a
 * cap over the last 30 days, and a threshold above which a spend needs an explicit confirmation.
 */
export const spendingLimits = pgTable(
  'spending_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyCap: integer('daily_cap'),
    monthlyCap: integer('monthly_cap'),
    confirmAbove: integer('confirm_above'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'spending_limits_positive',
      sql`coalesce(${t.dailyCap}, 1) > 0 and coalesce(${t.monthlyCap}, 1) > 0 and coalesce(${t.confirmAbove}, 1) > 0`,
    ),
  ],
)
