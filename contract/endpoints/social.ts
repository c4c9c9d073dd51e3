/**
 * Social actions and notifications: likes, favourites, follows, comments, reports,
 * claims, casting, the chat button, web push and creator publishing.
 *
 * Idempotency: the writes marked "idempotent" accept an `Idempotency-Key`
 * header (contract/schemas/idempotency.ts). The app sends one on every such write; the server
 * answers a repeat with the first answer (status and body) and `Idempotent-Replayed: true`, and a
 * reuse with another body with 422 `idempotency_mismatch`. Without the header a write runs as usual.
 *
 * Auth: "user" = signed in (401 otherwise), "creator" = signed in as a creator's user (403
 * otherwise), "any" = guests too. Every write is rate limited (429 `rate_limited`).
 */
import { endpoint } from '../endpoint'
import { CastingBodySchema, CastingCreatedSchema } from '../schemas/casting'
import {
  ChatHomeSchema,
  ChatModelBodySchema,
  ChatModelSchema,
  ChatTokenBodySchema,
  ChatTokenSchema,
  ChatUnreadSchema,
} from '../schemas/chat'
import { ClaimCreatedSchema } from '../schemas/claim'
import {
  CommentBodySchema,
  CommentDeletedSchema,
  CommentListQuerySchema,
  CommentListSchema,
  CommentSchema,
} from '../schemas/comment'
import { CommonQuerySchema, IdParamsSchema, itemEnvelope } from '../schemas/common'
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
import { ReportBodySchema, ReportSchema } from '../schemas/report'
import {
  FollowBodySchema,
  FollowSchema,
  MovieFavoriteSchema,
  MovieLikeSchema,
  MovieTargetBodySchema,
  PostLikeBodySchema,
  PostLikeSchema,
  UnfollowBodySchema,
} from '../schemas/social'

/**
 * user, idempotent. Sets (`liked`) or toggles the viewer's like; counts never go below zero.
 * 403 `likes_disabled` when the post has likes off, 404 unknown post.
 */
export const postLikes = endpoint({
  method: 'POST',
  path: '/api/post_likes',
  query: CommonQuerySchema,
  body: PostLikeBodySchema,
  response: PostLikeSchema,
})
/** user, idempotent. Likes a movie (no-op when already liked); 404 unknown movie. */
export const movieLike = endpoint({
  method: 'POST',
  path: '/api/movie_likes',
  query: CommonQuerySchema,
  body: MovieTargetBodySchema,
  response: MovieLikeSchema,
})
/** user, idempotent. Removes the like (no-op when not liked). */
export const movieUnlike = endpoint({
  method: 'DELETE',
  path: '/api/movie_likes',
  query: CommonQuerySchema,
  body: MovieTargetBodySchema,
  response: MovieLikeSchema,
})
/** user, idempotent. */
export const movieFavorite = endpoint({
  method: 'POST',
  path: '/api/movie_favorites',
  query: CommonQuerySchema,
  body: MovieTargetBodySchema,
  response: MovieFavoriteSchema,
})
/** user, idempotent. */
export const movieUnfavorite = endpoint({
  method: 'DELETE',
  path: '/api/movie_favorites',
  query: CommonQuerySchema,
  body: MovieTargetBodySchema,
  response: MovieFavoriteSchema,
})
/** user, idempotent. Follows a creator (and sets `notify` when given); 404 unknown creator. */
export const follow = endpoint({
  method: 'POST',
  path: '/api/follows',
  query: CommonQuerySchema,
  body: FollowBodySchema,
  response: FollowSchema,
})
/** user, idempotent. Unfollows (no-op when not following). */
export const unfollow = endpoint({
  method: 'DELETE',
  path: '/api/follows',
  query: CommonQuerySchema,
  body: UnfollowBodySchema,
  response: FollowSchema,
})
/**
 * any. `post_id`: the post's top-level comments, newest first; `parent_id`: a comment's replies,
 * oldest first; 10 a page. 403 `post_locked` when the viewer may not see the post (its creator
 * always may), 404 unknown post or comment.
 */
export const comments = endpoint({
  method: 'GET',
  path: '/api/comments',
  query: CommentListQuerySchema,
  response: CommentListSchema,
})
/**
 * user, idempotent. 201 with the comment. 403 `post_locked` on a post the viewer may not see;
 * 422 when `parent_id` is not a comment of the same post.
 */
export const createComment = endpoint({
  method: 'POST',
  path: '/api/comments',
  query: CommonQuerySchema,
  body: CommentBodySchema,
  response: itemEnvelope(CommentSchema),
})
/** user, idempotent. The author or the post's creator (403 otherwise); replies go with it. */
export const deleteComment = endpoint({
  method: 'DELETE',
  path: '/api/comments/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: CommentDeletedSchema,
})
/**
 * any, idempotent. 201 `created`, 208 `already_reported`, 422 bad input (an unknown post, or a
 * post not of `modelId`, is bad input too). Guests: `userEmail` and `recaptcha` required.
 */
export const reportPost = endpoint({
  method: 'POST',
  path: '/api/post_options/report',
  query: CommonQuerySchema,
  body: ReportBodySchema,
  response: ReportSchema,
})
/**
 * any, idempotent. Multipart (or JSON) with the fields of ClaimBodySchema (schemas/claim.ts);
 * 201, or 422 with `data.errors` (ClaimErrorBodySchema). Any file part is a 422 on `files`.
 */
export const claim = endpoint({
  method: 'POST',
  path: '/api/claim',
  query: CommonQuerySchema,
  response: ClaimCreatedSchema,
})
/**
 * any, idempotent. Report of a model: multipart (or JSON) with the fields of ModelClaimBodySchema;
 * `email` and `recaptcha` only for anonymous users. 201, 422 as for claim, 404 unknown model.
 */
export const modelClaim = endpoint({
  method: 'POST',
  path: '/api/claim/model/:id',
  params: IdParamsSchema,
  query: CommonQuerySchema,
  response: ClaimCreatedSchema,
})
/** any, idempotent. 201; 422 with the field problems (captcha included). */
export const casting = endpoint({
  method: 'POST',
  path: '/api/casting',
  query: CommonQuerySchema,
  body: CastingBodySchema,
  response: CastingCreatedSchema,
})
/** any. What the creator's chat button does for this viewer; 404 unknown creator. */
export const chatModel = endpoint({
  method: 'POST',
  path: '/api/chat/model',
  query: CommonQuerySchema,
  body: ChatModelBodySchema,
  response: ChatModelSchema,
})
/** user. The viewer's conversation list on the chat host, or `url: null` before any conversation. */
export const chatHome = endpoint({
  method: 'POST',
  path: '/api/chat/home',
  query: CommonQuerySchema,
  response: ChatHomeSchema,
})
/**
 * user. The /room hand-off: the chat host's address and a 5-minute token for one of the viewer's
 * rooms (theirs as a fan, or with them as the creator); 404 for another's room or without a chat host.
 */
export const chatToken = endpoint({
  method: 'POST',
  path: '/api/chat/get_token',
  query: CommonQuerySchema,
  body: ChatTokenBodySchema,
  response: ChatTokenSchema,
})
/** user. Unread messages over the viewer's conversations (the header's count and the app badge). */
export const chatUnread = endpoint({
  method: 'GET',
  path: '/api/chat/unread',
  query: CommonQuerySchema,
  response: ChatUnreadSchema,
})
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
