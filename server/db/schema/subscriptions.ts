import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { END_REASONS } from '../../../contract/schemas/subscription'
import { creators } from './creators'
import { paymentMethods } from './payment-methods'
import { savedCards } from './saved-cards'
import { subscriptionPlans } from './subscription-plans'
import { unfinishedUsers } from './unfinished-users'
import { users } from './users'

export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'approved', 'canceled'])

/**
 * What a paid plan grants over time: the site membership (creator null) or a
 * creator's content. Active while approved and before its access end: ends_at, or grace_ends_at
 * while a failed renewal is retried. A guest buyer's subscription belongs to their unfinished
 * registration until they finish it; then it moves to the new user.
 *
 * Renewal (modules/subscriptions): on next_payment_at the saved card is charged for one more
 * period from ends_at; a failure opens the grace period and moves next_payment_at to the retry;
 * when the retries are spent the subscription ends (end_reason payment_failed). A companion row
 * (bundled_with_id: the membership of a legacy bundle or add-on, granted by the same payment)
 * never renews on its own: it follows its main subscription.
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
    /** The current period is a free trial (the first period of a trial promotion). */
    inTrial: boolean('in_trial').notNull().default(false),
    /** Access continues until then while a failed renewal is retried; null otherwise. */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** Failed renewal charges since the last successful one. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    /** The charge date (next_payment_at) the reminder e-mail was sent for: one reminder per charge. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    /** When the end of access was handled (the ended e-mail sent); null while it lasts. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    endReason: text('end_reason', { enum: END_REASONS }),
    /** The main subscription this one was granted with (bundle, add-on); it renews and ends with it. */
    bundledWithId: integer('bundled_with_id').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    check('subscriptions_owner', sql`${t.userId} is not null or ${t.unfinishedUserId} is not null`),
    index('subscriptions_user_idx').on(t.userId, t.creatorId, t.endsAt),
    index('subscriptions_unfinished_idx').on(t.unfinishedUserId),
    index('subscriptions_due_idx').on(t.nextPaymentAt).where(sql`${t.nextPaymentAt} is not null`),
    index('subscriptions_to_expire_idx').on(t.endsAt).where(sql`${t.expiredAt} is null`),
    index('subscriptions_bundled_idx').on(t.bundledWithId),
    check('subscriptions_failures', sql`${t.renewalFailures} >= 0`),
    check(
      'subscriptions_end_reason',
      sql.raw(`end_reason is null or end_reason in (${END_REASONS.map((reason) => `'${reason}'`).join(', ')})`),
    ),
  ],
)
