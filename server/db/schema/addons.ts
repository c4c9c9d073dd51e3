import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { subscriptionPlans } from './subscription-plans'

/** Add-ons sold with a plan: the legacy channel, a site membership at a discount. */
export const addons = pgTable(
  'addons',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    title: text('title').notNull(),
    /** The site membership it grants; priced from it with the discount. */
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    discountPercent: integer('discount_percent').notNull(),
  },
  (t) => [check('addons_discount', sql`${t.discountPercent} between 0 and 100`)],
)
