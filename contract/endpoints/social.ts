/**
 * Social actions: likes, favourites, follows, comments and the chat button. Reports, claims and
 * casting are in reports.ts, web push and creator publishing in push.ts.
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
import {
  ChatHomeSchema,
  ChatModelBodySchema,
  ChatModelSchema,
  ChatTokenBodySchema,
  ChatTokenSchema,
  ChatUnreadSchema,
} from '../schemas/chat'
import {
  CommentBodySchema,
  CommentDeletedSchema,
  CommentListQuerySchema,
  CommentListSchema,
  CommentSchema,
} from '../schemas/comment'
import { CommonQuerySchema, IdParamsSchema, itemEnvelope } from '../schemas/common'
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
