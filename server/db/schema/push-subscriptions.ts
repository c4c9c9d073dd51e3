import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { users } from './users'

/**
 * Web push subscriptions, one per device (endpoint). Deleted when the push service answers 404
 * or 410. The endpoint is a capability URL: never logged.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** This device shows notifications without naming the creator. */
    hideCreator: boolean('hide_creator').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
)
