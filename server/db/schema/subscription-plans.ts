import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { paymentDriver } from './payment-methods'

export const durationType = pgEnum('duration_type', ['days', 'months'])

/**
 * What can be bought: site memberships and token packs (no creator)
 * and creators' own plans. Money in US cents. A plan lasts `duration` units of `duration_type`; a
 * pack (`is_plan_pack`) covers several months at a lower price per month.
 *
 * Purchase relations: a creator's plan may have a legacy bundle (the same plan plus the site
 * membership, `legacy_plus_webstar_id`), an onward plan billed after the first period, and a
 * preferred payment driver. Paylink plans (`is_paylink`) are priced for one payment link and are
 * never listed.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    /** Null for the site's memberships and token packs. */
    creatorId: integer('creator_id').references(() => creators.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descriptionInvoice: text('description_invoice').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    feesCents: integer('fees_cents').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    durationType: durationType('duration_type').notNull().default('months'),
    isToken: boolean('is_token').notNull().default(false),
    tokensQuantity: integer('tokens_quantity'),
    isPlanPack: boolean('is_plan_pack').notNull().default(false),
    isRecurrent: boolean('is_recurrent').notNull().default(true),
    premium: boolean('premium').notNull().default(false),
    promotionalTag: text('promotional_tag'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    isPaylink: boolean('is_paylink').notNull().default(false),
    /** This plan is a bundle: a creator's plan plus the site membership (the legacy channel). */
    isLegacyPlusWebstar: boolean('is_legacy_plus_webstar').notNull().default(false),
    legacyPlusWebstarId: integer('legacy_plus_webstar_id').references((): AnyPgColumn => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    onwardPlanId: integer('onward_plan_id').references((): AnyPgColumn => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    preferentialDriver: paymentDriver('preferential_driver'),
  },
  (t) => [
    index('subscription_plans_creator_idx').on(t.creatorId, t.position),
    check('subscription_plans_amount_positive', sql`${t.amountCents} > 0`),
  ],
)
