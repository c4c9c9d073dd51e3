import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgEnum, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { paymentMethods } from './payment-methods'
import { savedCards } from './saved-cards'
import { subscriptionPlans } from './subscription-plans'
import { unfinishedUsers } from './unfinished-users'
import { users } from './users'

export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'approved', 'canceled'])

/**
 * What a paid plan grants over time (000 §3 Subscription): the site membership (creator null) or a
 * creator's content. Active while approved and before ends_at. A guest buyer's subscription belongs
 * to their unfinished registration until they finish it; then it moves to the new user.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    unfinishedUserId: integer('unfinished_user_id').references(() => unfinishedUsers.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    /** Null: the site membership. */
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'cascade' }),
    /** Premium plans also open the creator's premium posts. */
    premium: boolean('premium').notNull().default(false),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    status: subscriptionStatus('status').notNull().default('approved'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    /** When the next renewal is charged; null for one-time plans. */
    nextPaymentAt: timestamp('next_payment_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    check('subscriptions_owner', sql`${t.userId} is not null or ${t.unfinishedUserId} is not null`),
    index('subscriptions_user_idx').on(t.userId, t.creatorId, t.endsAt),
    index('subscriptions_unfinished_idx').on(t.unfinishedUserId),
  ],
)
