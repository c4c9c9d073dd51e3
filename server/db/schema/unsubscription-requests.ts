import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { subscriptions } from './subscriptions'
import { users } from './users'

/**
 * The unsubscribe flow's code: six digits mailed to the member, kept as an HMAC
 * (never the digits), valid 10 minutes, dead after 5 wrong guesses or once a newer request for the
 * same subscription replaces it (closed_at).
 */
export const unsubscriptionRequests = pgTable(
  'unsubscription_requests',
  {
    id: serial('id').primaryKey(),
    subscriptionId: ownedBy('subscription_id', () => subscriptions.id),
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    wrongGuesses: integer('wrong_guesses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Used (the subscription was canceled), replaced, or given up: the code works no more. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('unsubscription_requests_subscription_idx').on(t.subscriptionId, t.id)],
)

/**
 * Retention offers of an unsubscription request: free days
 * added to the current period when accepted. Answered once.
 */
export const retentionOffers = pgTable(
  'retention_offers',
  {
    id: serial('id').primaryKey(),
    requestId: ownedBy('request_id', () => unsubscriptionRequests.id),
    subscriptionId: ownedBy('subscription_id', () => subscriptions.id),
    userId: ownedBy('user_id', () => users.id),
    extraDays: integer('extra_days').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    /** Null until answered. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('retention_offers_subscription_idx').on(t.subscriptionId, t.acceptedAt)],
)
