/**
 * The token wallet: the
 * balance, the list of movements, spends (tips and post unlocks, both through POST tokens), the
 * member's own spending limits, spending per creator and the monthly statement.
 *
 * Every spend is one balanced ledger movement: the member's tokens go to the creator's earnings and
 * the platform's fee (the creator's share is recorded on the movement). A balance never goes below
 * zero, whatever the concurrency; the price of a post comes from the post, never from the client.
 */
import * as v from 'valibot'
import { LIMITS, WALLET } from '../limits'
import { CommonQueryEntries, ErrorBodySchema, itemEnvelope, sizedListQueryEntries } from './common'
import { IdParamSchema, jsonInt } from './fields'
import { PAYMENT_STATUSES } from './payment'
import { optionalPlainText } from './text'

/**
 * What a movement was, from the member's side: a pack bought, a tip, a post unlock, a video call's
 * booked minute, an extra minute bought during a call, a tip sent during a call, a refund, and
 * `expiry` (purchased tokens unused for months, taken by the platform).
 */
export const TOKEN_OPERATIONS = [
  'purchase',
  'tip',
  'unlock',
  'call_minute',
  'call_extra_minute',
  'call_tip',
  'refund',
  'expiry',
] as const
export type TokenOperation = (typeof TOKEN_OPERATIONS)[number]

/** The creator a movement went to (tips, unlocks). */
export const WalletCreatorSchema = v.object({
  id: v.number(),
  name: v.string(),
  username: v.nullable(v.string()),
})
export type WalletCreator = v.InferOutput<typeof WalletCreatorSchema>

/** One movement of the member's wallet, newest first. */
export const TokenTransactionSchema = v.object({
  id: v.number(),
  created_at: v.string(),
  /** In the request's language: the pack bought, "Tip to …", "Post unlocked from …", "Call minute with …". */
  description: v.string(),
  operation: v.picklist(TOKEN_OPERATIONS),
  /** Signed change of the balance: +25 for a pack, −5 for a tip. */
  tokens: v.number(),
  /** The status of the payment behind a purchase; null for spends (they happen at once or not at all). */
  latest_payment_status: v.nullable(v.picklist(PAYMENT_STATUSES)),
  payment_id: v.nullable(v.number()),
  model: v.nullable(WalletCreatorSchema),
  post_id: v.nullable(v.number()),
  /** The note sent with a tip. */
  message: v.nullable(v.string()),
})
export type TokenTransaction = v.InferOutput<typeof TokenTransactionSchema>

export const ORDER_DIRECTIONS = ['desc', 'asc'] as const

/** GET tokens (user_id, order desc). `user_id`, when sent, must be the caller's own id. */
export const TokenListQuerySchema = v.strictObject({
  ...sizedListQueryEntries(100, WALLET.pageSize),
  user_id: v.optional(IdParamSchema),
  order: v.optional(v.picklist(ORDER_DIRECTIONS, 'one_of'), 'desc'),
  order_by: v.optional(v.picklist(['created_at'], 'one_of'), 'created_at'),
})

/** GET tokens/balance (reads data.balance). */
export const TokenBalanceSchema = itemEnvelope(v.object({ balance: v.number() }))

/** A whole number of tokens: strictly a JSON number (a string "3", 2.5, 1e309 or null is refused). */
function tokensField(min: number) {
  return jsonInt(min, WALLET.maxSpend)
}

/** Asks for the spend even above the member's confirmation threshold (otherwise 409 confirmation_required). */
const confirmField = v.optional(v.boolean('invalid'), false)

/**
 * A tip (send tokens): `type` no_post_block, at least 3 whole tokens, a note of up to 200
 * characters, and the post it was sent from (optional).
 */
export const TipBodySchema = v.strictObject({
  type: v.literal('no_post_block', 'one_of'),
  model_id: IdParamSchema,
  tokens: tokensField(LIMITS.minTokens),
  message: optionalPlainText(LIMITS.tokenMessageMax),
  post_id: v.optional(v.nullable(IdParamSchema), null),
  confirm: confirmField,
})

/**
 * An unlock (model_id, post_id, tokens): `type` post_block and the price
 * the member was shown; the server charges the post's own price and answers 409 price_changed when
 * they differ. A viewer who may already see the post is not charged.
 */
export const UnlockBodySchema = v.strictObject({
  type: v.literal('post_block', 'one_of'),
  model_id: IdParamSchema,
  post_id: IdParamSchema,
  tokens: tokensField(1),
  confirm: confirmField,
})

/** POST tokens: a tip or an unlock, told apart by `type`. Needs an Idempotency-Key header. */
export const SendTokensBodySchema = v.variant('type', [TipBodySchema, UnlockBodySchema], 'one_of')
export type SendTokensBody = v.InferInput<typeof SendTokensBodySchema>

/** 201: `data` is "ok" (success is data equal to ok); `meta` says what happened. */
export const SendTokensResultSchema = v.object({
  data: v.literal('ok'),
  meta: v.object({
    /** The balance after the spend. */
    balance: v.number(),
    /** Tokens taken: 0 when an unlock was not needed (the viewer could already see the post). */
    charged: v.number(),
    /** The ledger movement; null when nothing was charged. */
    transaction_id: v.nullable(v.number()),
    /** Unlocks: the post is now open to the viewer (re-fetch it). */
    unlocked_post_id: v.nullable(v.number()),
  }),
})
export type SendTokensResult = v.InferOutput<typeof SendTokensResultSchema>

/**
 * The error body of POST tokens: the usual `{ message, code }` plus `data.error` (the app
 * shows data.error), and what the app needs to explain it: 402 insufficient_tokens has `balance`
 * and `required` (offer purchase.tokens); 409 price_changed has `tokens` (the post's price); 403
 * spending_limit_reached has `limit`, `cap` and `spent`; 409 confirmation_required has `threshold`.
 */
export const SpendErrorBodySchema = v.object({
  ...ErrorBodySchema.entries,
  data: v.optional(v.object({ error: v.string() })),
  balance: v.optional(v.number()),
  required: v.optional(v.number()),
  tokens: v.optional(v.number()),
  limit: v.optional(v.picklist(['daily', 'monthly'])),
  cap: v.optional(v.number()),
  spent: v.optional(v.number()),
  threshold: v.optional(v.number()),
})
export type SpendErrorBody = v.InferOutput<typeof SpendErrorBodySchema>

/**
 * The member's own limits: a daily cap (last 24 hours), a monthly cap
 * (last 30 days) and a confirmation threshold, in tokens; null means none. Spends above a cap are
 * refused (403 spending_limit_reached); a spend above the threshold needs `confirm: true`.
 */
export const SpendingLimitsSchema = v.object({
  data: v.object({
    daily_cap: v.nullable(v.number()),
    monthly_cap: v.nullable(v.number()),
    confirm_above: v.nullable(v.number()),
    /** Tokens spent (tips, unlocks and calls) in the windows the caps count. */
    spent_last_24h: v.number(),
    spent_last_30d: v.number(),
  }),
})
export type SpendingLimits = v.InferOutput<typeof SpendingLimitsSchema>['data']

const limitField = v.nullable(jsonInt(1, WALLET.limitMax))

/** PUT spending_limits: all three fields, null to remove one; a daily cap above the monthly cap is 422. */
export const SpendingLimitsBodySchema = v.pipe(
  v.strictObject({ daily_cap: limitField, monthly_cap: limitField, confirm_above: limitField }),
  v.forward(
    v.partialCheck(
      [['daily_cap'], ['monthly_cap']],
      (limits) => limits.daily_cap === null || limits.monthly_cap === null || limits.daily_cap <= limits.monthly_cap,
      'max_value',
    ),
    ['daily_cap'],
  ),
)
export type SpendingLimitsBody = v.InferInput<typeof SpendingLimitsBodySchema>

/** Tokens spent on one creator (the dashboard's per-creator spending), largest first. */
export const CreatorSpendingSchema = v.object({
  model: WalletCreatorSchema,
  /** Every token spent on this creator (tips, unlocks and calls). */
  tokens: v.number(),
  /** Tips, in calls too. */
  tips: v.number(),
  unlocks: v.number(),
  /** Call minutes and extra minutes. */
  calls: v.number(),
  last_spent_at: v.string(),
})
export type CreatorSpending = v.InferOutput<typeof CreatorSpendingSchema>

export const SPENDING_PERIODS = ['all', '30d'] as const

export const CreatorSpendingQuerySchema = v.strictObject({
  ...sizedListQueryEntries(100, WALLET.spendingPageSize),
  /** `30d`: the last 30 days only. */
  period: v.optional(v.picklist(SPENDING_PERIODS, 'one_of'), 'all'),
})

/** A calendar month, `YYYY-MM` (UTC). */
export const MonthSchema = v.pipe(v.string('required'), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid'))

export const StatementQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  /** Default: the previous month. A month after the current one is 422. */
  month: v.optional(MonthSchema),
})

/** One month of the member's money (the monthly statement; the e-mail shows the same). UTC months. */
export const StatementSchema = v.object({
  data: v.object({
    month: v.string(),
    /** opening_balance + bought − spent − refunded − expired = closing_balance (all but the balances ≥ 0). */
    tokens: v.object({
      opening_balance: v.number(),
      bought: v.number(),
      spent: v.number(),
      /** Taken back by refunds and chargebacks of packs. */
      refunded: v.number(),
      /** Purchased tokens that expired unused. */
      expired: v.number(),
      closing_balance: v.number(),
    }),
    by_creator: v.array(v.object({ model: WalletCreatorSchema, tokens: v.number() })),
    /** Approved payments of the month (token packs, memberships, creator subscriptions, renewals). */
    payments: v.array(
      v.object({
        id: v.number(),
        created_at: v.string(),
        description: v.string(),
        /** USD. */
        amount: v.number(),
        charged_amount: v.number(),
        currency: v.string(),
      }),
    ),
    /** Sum of the payments, USD. */
    total_paid: v.number(),
  }),
})
export type Statement = v.InferOutput<typeof StatementSchema>['data']
