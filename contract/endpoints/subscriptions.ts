/**
 * Subscriptions and the way out.
 * Signed in unless said otherwise; answers are `private, no-store`.
 *
 * The unsubscribe dialog: POST unsubscription_requests (a 6-digit code is e-mailed) → GET
 * additional_membership_offers (promos; skip when empty) → PUT additional_membership_offers/{id}
 * (accepted: free days added, done; declined: go on) → DELETE subscriptions/{id} with the code
 * (auto-renew off, access until ends_at) → done. A subscription's payments are
 * GET /api/payments?subscription_id={id} (payments endpoints).
 *
 * The reminder e-mail before each charge links to `/cancel_subscription?token=…`: that page shows
 * GET subscription_cancellations and cancels with one button, POST subscription_cancellations,
 * without signing in.
 */
import { endpoint } from '../endpoint'
import { CommonQuerySchema, IdParamsSchema, listEnvelope } from '../schemas/common'
import {
  AdditionalMembershipOfferSchema,
  CancelLinkBodySchema,
  CancelLinkQuerySchema,
  CancelSubscriptionBodySchema,
  OfferAnswerBodySchema,
  OfferAnswerSchema,
  OfferListQuerySchema,
  SubscriptionItemSchema,
  SubscriptionListQuerySchema,
  SubscriptionSchema,
  UnsubscriptionRequestBodySchema,
  UnsubscriptionRequestSchema,
} from '../schemas/subscription'

/** The caller's subscriptions, newest first, 10 a page; `active=1` active only. 403 for another user_id. */
export const subscriptions = endpoint({
  method: 'GET',
  path: '/api/subscriptions',
  query: SubscriptionListQuerySchema,
  response: listEnvelope(SubscriptionSchema),
})
/** One of the caller's subscriptions; 404 for anyone else's. */
export const subscription = endpoint({
  method: 'GET',
  path: '/api/subscriptions/:id',
  query: CommonQuerySchema,
  params: IdParamsSchema,
  response: SubscriptionItemSchema,
})
/**
 * 201; e-mails a new code (the previous one stops working). 404 not the caller's, 409
 * not_cancellable (nothing renews), 429 when asked too often.
 */
export const unsubscriptionRequest = endpoint({
  method: 'POST',
  path: '/api/unsubscription_requests',
  query: CommonQuerySchema,
  body: UnsubscriptionRequestBodySchema,
  response: UnsubscriptionRequestSchema,
})
/** Unanswered retention offers of the open request (empty when none: the dialog skips the promos step). */
export const additionalMembershipOffers = endpoint({
  method: 'GET',
  path: '/api/additional_membership_offers',
  query: OfferListQuerySchema,
  response: listEnvelope(AdditionalMembershipOfferSchema),
})
/** Accepts (free days, auto-renew stays on) or declines an offer; 410 gone when answered or expired. */
export const answerOffer = endpoint({
  method: 'PUT',
  path: '/api/additional_membership_offers/:id',
  query: CommonQuerySchema,
  params: IdParamsSchema,
  body: OfferAnswerBodySchema,
  response: OfferAnswerSchema,
})
/**
 * Cancels auto-renew with the mailed code: the subscription as it is now (access until ends_at).
 * 403 invalid_code (wrong), 403 code_expired (expired, replaced, or 5 wrong guesses: ask again),
 * 404 not the caller's, 409 not_cancellable. Already canceled: 200, unchanged.
 */
export const cancelSubscription = endpoint({
  method: 'DELETE',
  path: '/api/subscriptions/:id',
  query: CommonQuerySchema,
  params: IdParamsSchema,
  body: CancelSubscriptionBodySchema,
  response: SubscriptionItemSchema,
})
/** Any caller holding the link: what it cancels. 403 invalid_link. */
export const cancelLink = endpoint({
  method: 'GET',
  path: '/api/subscription_cancellations',
  query: CancelLinkQuerySchema,
  response: SubscriptionItemSchema,
})
/** Any caller holding the link: cancels auto-renew (200, the subscription); repeating it changes nothing. */
export const cancelByLink = endpoint({
  method: 'POST',
  path: '/api/subscription_cancellations',
  query: CommonQuerySchema,
  body: CancelLinkBodySchema,
  response: SubscriptionItemSchema,
})
