/** Likes of posts (POST post_likes) and likes and favourites of movies (POST/DELETE movie_likes, movie_favorites). */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineMemberWrite, type IdempotencyDeps } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { type LikesContext, likePost, markMovie } from './service'

export async function likeRoutes(app: FastifyInstance, ctx: LikesContext & IdempotencyDeps) {
  const limits = (name: string) => writeLimits(app, name, SOCIAL_LIMITS.likes)

  defineMemberWrite(
    app,
    ctx,
    api.postLikes,
    (viewer, { body }, once) => likePost(ctx, viewer, { postId: body.post_id, liked: body.liked }, once),
    limits('post_likes'),
  )

  for (const [entry, mark, on] of [
    [api.movieLike, 'like', true],
    [api.movieUnlike, 'like', false],
    [api.movieFavorite, 'favorite', true],
    [api.movieUnfavorite, 'favorite', false],
  ] as const) {
    defineMemberWrite(
      app,
      ctx,
      entry,
      (viewer, { body }, once) => markMovie(ctx, viewer, { mark, movieId: body.movie_id, on }, once),
      limits(mark === 'like' ? 'movie_likes' : 'movie_favorites'),
    )
  }
}
