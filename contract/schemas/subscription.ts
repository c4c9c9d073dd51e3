/**
 * Subscriptions (Additional membership offer):
 * the site membership and creator subscriptions a member holds, how they renew, and the way out.
 *
 * Lifecycle: a paid plan starts a subscription (payments) with an end date. A recurring one renews
 * on its end date: a reminder e-mail goes out before each charge, the saved card is charged, and on
 * success the end date moves one period on. A failed charge opens a grace period (access continues,
 * `renewal_status` scheduled-paused) with retries; when they all fail the subscription ends.
 * Cancelling turns auto-renew off: access stays until the end date, nothing more is charged.
 */
import * as v from 'valibot'
import { CommonQueryEntries, itemEnvelope, queryBool, sizedListQueryEntries } from './common'
import { IdParamSchema } from './fields'
import { PAYMENT_STATUSES, PaymentCardSchema } from './payment'
import { DURATION_TYPES } from './plan'
import { ORDER_DIRECTIONS, WalletCreatorSchema } from './wallet'

/** Approval status: approved while paid for; canceled when revoked (refund, chargeback). */
export const SUBSCRIPTION_STATUSES = ['pending', 'approved', 'canceled'] as const

/**
 * Renewal display: scheduled (will be charged on next_scheduled_payment.date),
 * scheduled-paused (the last charge failed; retried during the grace period), scheduled-canceled
 * (auto-renew is off: access until ends_at, no more charges). Null: the plan never renews
 * (one-time) or the subscription has ended.
 */
export const RENEWAL_STATUSES = ['scheduled', 'scheduled-paused', 'scheduled-canceled'] as const
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number]

/** Why a subscription stopped renewing: the member canceled, every renewal charge failed, a newer one took over. */
export const END_REASONS = ['canceled', 'payment_failed', 'one_time', 'superseded'] as const

export const SubscriptionSchema = v.object({
  id: v.number(),
  /** Access now: approved and not past its end (grace included). */
  active: v.boolean(),
  status: v.picklist(SUBSCRIPTION_STATUSES),
  created_at: v.string(),
  starts_at: v.string(),
  /** Paid through this moment (the end date). */
  ends_at: v.string(),
  /** During a failed renewal's grace period, access continues until then; null otherwise. */
  grace_ends_at: v.nullable(v.string()),
  auto_renew: v.boolean(),
  renewal_status: v.nullable(v.picklist(RENEWAL_STATUSES)),
  /** The next charge (null when nothing will be charged): when, and how much in USD and in the charge currency. */
  next_scheduled_payment: v.nullable(
    v.object({ date: v.string(), amount: v.number(), charged_amount: v.number(), currency: v.string() }),
  ),
  /** The status of the subscription's latest payment (renewal attempts included). */
  latest_payment_status: v.nullable(v.picklist(PAYMENT_STATUSES)),
  /** The current period is a free trial. */
  is_trial: v.boolean(),
  canceled_at: v.nullable(v.string()),
  end_reason: v.nullable(v.picklist(END_REASONS)),
  subscription_plan: v.object({
    id: v.number(),
    title: v.string(),
    description: v.string(),
    /** USD per period. */
    amount: v.number(),
    duration: v.number(),
    duration_type: v.picklist(DURATION_TYPES),
    is_recurrent: v.boolean(),
    premium: v.boolean(),
  }),
  /** The saved card renewals are charged to; null without one. */
  user_credit_card: v.nullable(PaymentCardSchema),
  /** The creator of a creator subscription; null for the site membership. */
  model: v.nullable(WalletCreatorSchema),
  /** Auto-renew is on and can be turned off (the unsubscribe flow, or the one-click link). */
  can_cancel: v.boolean(),
})
export type Subscription = v.InferOutput<typeof SubscriptionSchema>

/**
 * GET subscriptions (user_id, active, order desc), 10 a page. /subscriptions sends
 * `active=1` (active only); /subscriptions_history sends `active=0` (the ended ones); without it,
 * all of them. `user_id`, when sent, must be the caller's own id.
 */
export const SubscriptionListQuerySchema = v.strictObject({
  ...sizedListQueryEntries(100, 10),
  user_id: v.optional(IdParamSchema),
  active: v.optional(queryBool),
  order: v.optional(v.picklist(ORDER_DIRECTIONS, 'one_of'), 'desc'),
  order_by: v.optional(v.picklist(['created_at'], 'one_of'), 'created_at'),
})

/** POST unsubscription_requests: mails a 6-digit code for this subscription. */
export const UnsubscriptionRequestBodySchema = v.strictObject({ subscription_id: IdParamSchema })

export const UnsubscriptionRequestSchema = v.object({
  data: v.object({
    id: v.number(),
    subscription_id: v.number(),
    /** The code stops working then (10 minutes). */
    expires_at: v.string(),
    code_length: v.number(),
    /** Retention offers are waiting (GET additional_membership_offers); false: skip the promos step. */
    has_offers: v.boolean(),
    /**
     * Seconds each offer keeps "No thanks" disabled: 10, or 0 in the regions whose law wants
     * cancelling without such a delay (the server decides from the region: NO_CANCEL_COUNTDOWN_REGIONS).
     */
    decline_countdown_seconds: v.number(),
  }),
})

/** A retention offer: free days added when accepted. */
export const AdditionalMembershipOfferSchema = v.object({
  id: v.number(),
  subscription_id: v.number(),
  /** Free days added to the current period (the end date and the next charge move later). */
  extra_days: v.number(),
  /** The current period is a free trial: the offer extends the trial. */
  is_trial: v.boolean(),
  /** Null until answered. */
  accepted: v.nullable(v.boolean()),
  expires_at: v.string(),
})
export type AdditionalMembershipOffer = v.InferOutput<typeof AdditionalMembershipOfferSchema>

/** Offers of the caller's open unsubscription request for that subscription (empty: none). */
export const OfferListQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  subscription_id: IdParamSchema,
})

/**
 * Clients send the id in the body too (an offer's `{id, accepted}`, a cancellation's `{id, code}`):
 * accepted when it is the path's id, 422 on `id` otherwise.
 */
const BodyIdField = v.optional(IdParamSchema)

/** PUT additional_membership_offers/{id} with `{id, accepted}`. */
export const OfferAnswerBodySchema = v.strictObject({ id: BodyIdField, accepted: v.boolean('invalid') })

export const OfferAnswerSchema = v.object({
  data: v.object({ offer: AdditionalMembershipOfferSchema, subscription: SubscriptionSchema }),
})

/** DELETE subscriptions/{id} with the mailed code ({id, code}); 403 invalid_code / code_expired. */
export const CancelSubscriptionBodySchema = v.strictObject({
  id: BodyIdField,
  /** Free text; spaces are ignored, anything else that is not the code is 403 invalid_code. */
  code: v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(32, 'max_length')),
})

/** The signed one-click cancel link of the reminder e-mails (`/cancel_subscription?token=…`). */
const CancelTokenField = v.pipe(
  v.string('required'),
  v.minLength(16, 'invalid'),
  v.maxLength(512, 'max_length'),
  v.regex(/^[A-Za-z0-9_.-]+$/, 'invalid'),
)

export const CancelLinkQuerySchema = v.strictObject({ ...CommonQueryEntries, token: CancelTokenField })
export const CancelLinkBodySchema = v.strictObject({ token: CancelTokenField })

export const SubscriptionItemSchema = itemEnvelope(SubscriptionSchema)
