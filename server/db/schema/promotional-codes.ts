import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { Locale } from '../../../contract/languages'
import { PROMOTION_TYPES } from '../../../contract/schemas/purchase'
import { subscriptionPlans } from './subscription-plans'

export const promotionType = pgEnum('promotion_type', PROMOTION_TYPES)

export type LocalizedText = Record<Locale, string>

/**
 * Promotional codes (001 §3): a free trial (trial_days at trial_amount_cents, then the plan), a
 * pre-paid code (the code pays for the plan) or a discount on the first payment. Codes are stored
 * uppercase; `plan_id` limits one to a plan (null: any membership or creator plan, never tokens).
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
    /** Pre-paid codes are single use (1); null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
  },
  (t) => [
    check('promotional_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check('promotional_codes_discount', sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 100`),
    check('promotional_codes_redemptions', sql`${t.maxRedemptions} is null or ${t.redemptions} <= ${t.maxRedemptions}`),
  ],
)
