/**
 * Likes, favourites and follows. Writes carry an Idempotency-Key and SET a state,
 * so a replayed or reordered queue converges: `POST post_likes` with `liked` sets it (what the
 * offline queue sends), without `liked` it toggles (the spec's call). Movie likes and favourites
 * are POST (on) and DELETE (off) with the movie in the body, as the spec writes them; follows too.
 */
import * as v from 'valibot'
import { itemEnvelope } from './common'
import { IdParamSchema } from './fields'

export const PostLikeBodySchema = v.strictObject({
  post_id: IdParamSchema,
  /** The state to set; absent means toggle. */
  liked: v.optional(v.boolean('invalid')),
})
export type PostLikeBody = v.InferInput<typeof PostLikeBodySchema>

export const PostLikeSchema = itemEnvelope(v.object({ post_id: v.number(), liked: v.boolean(), likes: v.number() }))
export type PostLike = v.InferOutput<typeof PostLikeSchema>

/** Body of POST and DELETE movie_likes and movie_favorites. */
export const MovieTargetBodySchema = v.strictObject({ movie_id: IdParamSchema })
export type MovieTargetBody = v.InferInput<typeof MovieTargetBodySchema>

export const MovieLikeSchema = itemEnvelope(v.object({ movie_id: v.number(), liked: v.boolean(), likes: v.number() }))
export type MovieLike = v.InferOutput<typeof MovieLikeSchema>

export const MovieFavoriteSchema = itemEnvelope(
  v.object({ movie_id: v.number(), favorited: v.boolean(), favorites: v.number() }),
)
export type MovieFavorite = v.InferOutput<typeof MovieFavoriteSchema>

/**
 * Follow a creator. `notify: true` asks for a push notification on each of their new posts (the
 * profile's "notify me"), whatever the global new-posts preference; absent keeps the current choice.
 */
export const FollowBodySchema = v.strictObject({
  model_id: IdParamSchema,
  notify: v.optional(v.boolean('invalid')),
})
export type FollowBody = v.InferInput<typeof FollowBodySchema>

export const UnfollowBodySchema = v.strictObject({ model_id: IdParamSchema })
export type UnfollowBody = v.InferInput<typeof UnfollowBodySchema>

export const FollowSchema = itemEnvelope(
  v.object({ model_id: v.number(), following: v.boolean(), notify: v.boolean() }),
)
export type Follow = v.InferOutput<typeof FollowSchema>
