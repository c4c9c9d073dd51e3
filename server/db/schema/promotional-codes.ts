import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { Locale } from '../../../contract/languages'
import { PROMOTION_TYPES } from '../../../contract/schemas/purchase'
import { subscriptionPlans } from './subscription-plans'

export const promotionType = pgEnum('promotion_type', PROMOTION_TYPES)

export type LocalizedText = Record<Locale, string>

/**
 * Promotional codes: a free trial (trial_days at trial_amount_cents, then the plan), a
 * pre-paid code (the code pays for the plan) or a discount. Codes are stored uppercase; `plan_id`
 * limits one to a plan (null: any membership or creator plan, never tokens).
 *
 * Limits, enforced in the transaction that creates the payment (purchase/promotions.ts): every code
 * once per buyer (promotional_code_redemptions), at most `max_redemptions` uses in all (`redemptions`
 * counts them), a free trial once per person whatever the code, and `first_payment_only` codes only
 * for a buyer with no approved payment yet.
 */
export const promotionalCodes = pgTable(
  'promotional_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    type: promotionType('type').notNull(),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    discountPercent: integer('discount_percent'),
    trialDays: integer('trial_days'),
    trialAmountCents: integer('trial_amount_cents').notNull().default(0),
    commercialText: jsonb('commercial_text').$type<LocalizedText>().notNull(),
    legalText: jsonb('legal_text').$type<LocalizedText>().notNull(),
    active: boolean('active').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Uses in all, by everyone; null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    /** Uses so far: one per payment holding the code (given back when that payment fails). */
    redemptions: integer('redemptions').notNull().default(0),
    /** Only for a buyer who has never had a payment approved (a first-payment discount). */
    firstPaymentOnly: boolean('first_payment_only').notNull().default(false),
  },
  (t) => [
    check('promotional_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('promotional_codes_discount', sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 100`),
    check('promotional_codes_redemptions', sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`),
  ],
)
