/**
 * Web push (the device's subscription and the viewer's choices) and creator publishing, which
 * notifies the creator's followers. Auth and idempotency as in social.ts.
 */
import { endpoint } from '../endpoint'
import { CommonQuerySchema, itemEnvelope } from '../schemas/common'
import { PostSchema } from '../schemas/post'
import { PublishPostBodySchema } from '../schemas/post-publish'
import {
  PushPreferencesBodySchema,
  PushPreferencesSchema,
  PushSubscriptionBodySchema,
  PushSubscriptionSchema,
  PushUnsubscribeBodySchema,
  PushUnsubscribedSchema,
  VapidPublicKeySchema,
} from '../schemas/push'

/** any. The VAPID public key for `pushManager.subscribe` (base64url). */
export const vapidPublicKey = endpoint({
  method: 'GET',
  path: '/api/push/vapid_public_key',
  query: CommonQuerySchema,
  response: VapidPublicKeySchema,
})
/**
 * user. Saves this device's subscription (upsert by endpoint; a device that changes hands moves
 * to the new user). The endpoint must be https on a known push service (422 otherwise).
 */
export const pushSubscribe = endpoint({
  method: 'POST',
  path: '/api/push/subscriptions',
  query: CommonQuerySchema,
  body: PushSubscriptionBodySchema,
  response: PushSubscriptionSchema,
})
/** user. Removes the caller's subscription with this endpoint (never another user's). */
export const pushUnsubscribe = endpoint({
  method: 'DELETE',
  path: '/api/push/subscriptions',
  query: CommonQuerySchema,
  body: PushUnsubscribeBodySchema,
  response: PushUnsubscribedSchema,
})
/** user. */
export const pushPreferences = endpoint({
  method: 'GET',
  path: '/api/push/preferences',
  query: CommonQuerySchema,
  response: PushPreferencesSchema,
})
/** user. Opt in or out of new-post notifications; `hide_creator` applies to all devices. */
export const savePushPreferences = endpoint({
  method: 'PUT',
  path: '/api/push/preferences',
  query: CommonQuerySchema,
  body: PushPreferencesBodySchema,
  response: PushPreferencesSchema,
})
/**
 * creator, idempotent. Publishes a post as the signed-in creator: 201 with the post (creator
 * included). Followers who opted in are notified in the background.
 */
export const publishPost = endpoint({
  method: 'POST',
  path: '/api/posts',
  query: CommonQuerySchema,
  body: PublishPostBodySchema,
  response: itemEnvelope(PostSchema),
})
