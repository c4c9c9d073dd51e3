import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { subscriptionPlans } from './subscription-plans'

/** A creator's payment link (/{username}/paylink/{hash}): a one-off offer priced by its own plan. */
export const paymentLinks = pgTable('payment_links', {
  id: serial('id').primaryKey(),
  creatorId: integer('creator_id')
    .notNull()
    .references(() => creators.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull().unique(),
  title: text('title').notNull(),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
