import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Age checks (modules/age-assurance): one row per check started, with its outcome. What is kept is
 * the result, its method, level and dates: never an image, a document or a date of birth (the
 * provider keeps none for us either). A member's passed, unexpired row opens content on every device
 * of the account; a guest's result lives in a signed cookie on their device, handed over once
 * (`claimed_at`) to the browser holding the nonce whose hash is `device_binding_hash`.
 */
export const ageChecks = pgTable(
  'age_checks',
  {
    id: serial('id').primaryKey(),
    /** Ours, random, in the provider's return URL: the check it answers, completed once. */
    reference: text('reference').notNull().unique(),
    provider: text('provider').notNull(),
    /** The provider's own id for the check (its session id), once started there. */
    providerReference: text('provider_reference'),
    /** The method asked for, then the one the result was reached with. */
    method: text('method').notNull(),
    /** The member who started it; null for a guest. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceBindingHash: text('device_binding_hash').notNull(),
    /** The region that asked for it (`GB`, `US-TX`). */
    region: text('region'),
    status: text('status').notNull().default('pending'),
    assuranceLevel: text('assurance_level'),
    /** The app's path to go back to once passed. */
    returnTo: text('return_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    /** A passed check's end: the re-check period, or the provider's own expiry when sooner. */
    resultExpiresAt: ts('result_expires_at'),
    /** When the starting browser took the result into its cookie. */
    claimedAt: ts('claimed_at'),
  },
  (t) => [
    index('age_checks_user_idx').on(t.userId, t.resultExpiresAt),
    index('age_checks_provider_reference_idx').on(t.provider, t.providerReference),
    check('age_checks_status_check', sql`${t.status} in ('pending', 'passed', 'failed', 'unsure', 'canceled')`),
    check('age_checks_method_check', sql`${t.method} in ('estimation', 'document')`),
    check(
      'age_checks_passed_check',
      sql`${t.status} <> 'passed' or (${t.resultExpiresAt} is not null and ${t.assuranceLevel} is not null)`,
    ),
  ],
)

/**
 * Every provider answer about a check, as it arrived: applied, a repeat of one already applied, still
 * pending, or rejected with the reason (a forged signature, an unknown or finished check, a browser
 * that did not start it). Rejections are the audit trail of attempts to pass without a check.
 */
export const ageCheckEvents = pgTable(
  'age_check_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The check it names, as given (it may be forged): no reference to the table. */
    reference: text('reference'),
    /** return (the visitor's browser), callback (the provider's server) or claim (the app asking). */
    source: text('source').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [index('age_check_events_reference_idx').on(t.reference)],
)
