/**
 * Subscription plans: site memberships, token packs and a creator's own plans. Amounts are
 * USD with two decimals; the app converts them with the currency's amount_to_usd. Purchase-flow
 * relations (payment_methods, one_click_pay_cards, onward_subscription_plan) are added by the
 * purchase endpoints as includes, not here.
 */
import * as v from 'valibot'
import { listQueryEntries, queryBool } from './common'
import { IdParamSchema } from './fields'

export const DURATION_TYPES = ['days', 'months'] as const
export type DurationType = (typeof DURATION_TYPES)[number]

export const PLAN_STATUSES = ['normal', 'premium'] as const

export const PlanShowDataSchema = v.object({
  total: v.object({
    duration: v.number(),
    duration_type: v.picklist(DURATION_TYPES),
    amount: v.number(),
    fees: v.number(),
  }),
  /** The price per period, e.g. 9.99 per month for a three-month pack. */
  breakdown: v.object({ period_amount: v.number(), period_type: v.picklist(DURATION_TYPES) }),
  promotional_tag: v.nullable(v.string()),
})

export const SubscriptionPlanSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  description_invoice: v.string(),
  amount: v.number(),
  premium: v.boolean(),
  is_token: v.boolean(),
  is_paylink: v.boolean(),
  is_subscription: v.boolean(),
  /** A multi-period pack: shown in the profile's collapsible list, not as the main button. */
  is_plan_pack: v.boolean(),
  /** Recurrent unless one-time; decides the legal label variant. */
  is_recurrent: v.boolean(),
  tokens_quantity: v.nullable(v.number()),
  payment_link_id: v.nullable(v.number()),
  is_webstars_plan: v.boolean(),
  is_legacy_plus_webstar: v.boolean(),
  legacy_plus_webstar: v.nullable(v.object({ id: v.number() })),
  /** The creator the plan belongs to; null for site memberships and token packs. */
  model_id: v.nullable(v.number()),
  show_data: PlanShowDataSchema,
  current_status: v.picklist(PLAN_STATUSES),
})
export type SubscriptionPlan = v.InferOutput<typeof SubscriptionPlanSchema>

/**
 * `model_id` lists that creator's plans; without it, the site's memberships (`is_token` 0 or
 * absent) or token packs (`is_token=1`).
 */
export const PlanListQuerySchema = v.strictObject({
  ...listQueryEntries(),
  model_id: v.optional(IdParamSchema),
  is_token: v.optional(queryBool),
})
export type PlanListQuery = v.InferInput<typeof PlanListQuerySchema>
