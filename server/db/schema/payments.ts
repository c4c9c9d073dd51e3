import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { type CryptoAmounts, PAYMENT_STATUSES } from '../../../contract/schemas/payment'
import type { FailedCardDetails } from '../../../contract/schemas/purchase'
import { addons } from './addons'
import { countries } from './countries'
import { paymentLinks } from './payment-links'
import { paymentMethods } from './payment-methods'
import { promotionalCodes } from './promotional-codes'
import { referralCodes } from './referral-codes'
import { savedCards } from './saved-cards'
import { subscriptionPlans } from './subscription-plans'
import { subscriptions } from './subscriptions'
import { unfinishedUsers } from './unfinished-users'
import { users } from './users'

export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES)

/** The processor's last answer about a payment; crypto invoices add their amounts in the coin. */
export type PaymentData = FailedCardDetails & { crypto?: CryptoAmounts }

/**
 * One attempt to pay, a state machine: pending → approved | failed | canceled,
 * changed only by a conditional update `where status = 'pending'` in the transaction that also
 * grants what was bought (payments/finalize.ts). Every change is in payment_events.
 *
 * Amounts are priced by the server: `amount_cents` in USD, `charged_minor` in `currency`'s minor
 * units (what the processor must confirm). Card columns hold only the processor's token, brand,
 * last four digits and fingerprint. A guest's payment belongs to their unfinished registration.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    operationNumber: text('operation_number').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    unfinishedUserId: integer('unfinished_user_id').references(() => unfinishedUsers.id, { onDelete: 'set null' }),
    /** Where the receipt goes: the user's or the guest's address. */
    email: text('email').notNull(),
    /** The interface language at purchase: the receipt's language for a guest. */
    locale: text('locale').notNull().default('en'),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    addonId: integer('addon_id').references(() => addons.id),
    promotionalCodeId: integer('promotional_code_id').references(() => promotionalCodes.id),
    referralCodeId: integer('referral_code_id').references(() => referralCodes.id),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    paymentLinkId: integer('payment_link_id').references(() => paymentLinks.id),
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    countryId: integer('country_id').references(() => countries.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    status: paymentStatus('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    chargedMinor: bigint('charged_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    isPreapproval: boolean('is_preapproval').notNull().default(false),
    isTrial: boolean('is_trial').notNull().default(false),
    isOneClick: boolean('is_one_click').notNull().default(false),
    /** The processor's id for this payment (checkout, invoice, transaction), once it has one. */
    processorReference: text('processor_reference'),
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardFingerprint: text('card_fingerprint'),
    saveCard: boolean('save_card').notNull().default(false),
    data: jsonb('data').$type<PaymentData>(),
    /** The buyer's address, for free-trial eligibility (one trial per account, card or IP). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /**
     * Renewals (modules/subscriptions): the end date the paid period starts from, and the attempt
     * for it (1, then the retries). One payment per subscription, period and attempt, ever: a
     * renewal job that runs twice, or again after a crash, finds the first and charges nothing new.
     */
    renewalPeriodEnd: timestamp('renewal_period_end', { withTimezone: true }),
    renewalAttempt: integer('renewal_attempt'),
    /**
     * When the processor's first answer about this payment was recorded: the driver's answer to
     * starting it, or a verified callback naming it. Null while the processor may never have heard
     * of it (the process stopped between committing the payment and asking): such a payment is
     * canceled as expired once PURCHASE.unansweredPaymentExpiryMinutes have passed
     * (payments/expiry.ts). Renewal payments are driven to an answer by their own job instead.
     */
    processorAnsweredAt: timestamp('processor_answered_at', { withTimezone: true }),
  },
  (t) => [
    check('payments_owner', sql`${t.userId} is not null or ${t.unfinishedUserId} is not null`),
    check('payments_amount', sql`${t.amountCents} >= 0 and ${t.chargedMinor} >= 0`),
    check('payments_final_at', sql`(${t.status} = 'pending') = (${t.finalizedAt} is null)`),
    uniqueIndex('payments_processor_reference_unique')
      .on(t.paymentMethodId, t.processorReference)
      .where(sql`${t.processorReference} is not null`),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_unfinished_idx').on(t.unfinishedUserId),
    index('payments_subscription_idx').on(t.subscriptionId),
    index('payments_method_failures_idx').on(t.paymentMethodId, t.status, t.createdAt),
    index('payments_unanswered_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.processorAnsweredAt} is null and ${t.renewalPeriodEnd} is null`),
    uniqueIndex('payments_renewal_unique')
      .on(t.subscriptionId, t.renewalPeriodEnd, t.renewalAttempt)
      .where(sql`${t.renewalPeriodEnd} is not null`),
    check(
      'payments_renewal_fields',
      sql`(${t.renewalPeriodEnd} is null) = (${t.renewalAttempt} is null) and (${t.renewalPeriodEnd} is null or ${t.subscriptionId} is not null)`,
    ),
  ],
)
