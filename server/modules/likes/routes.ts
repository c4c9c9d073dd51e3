/** Likes of posts (POST post_likes) and likes and favourites of movies (POST/DELETE movie_likes, movie_favorites). */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineMemberWrite, type IdempotencyDeps } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { favoriteMovie, type LikesContext, likeMovie, likePost } from './service'

export async function likeRoutes(app: FastifyInstance, ctx: LikesContext & IdempotencyDeps) {
  const limits = (name: string) => writeLimits(app, name, SOCIAL_LIMITS.likes)

  defineMemberWrite(
    app,
    ctx,
    api.postLikes,
    (viewer, { body }, once) => likePost(ctx, viewer, { postId: body.post_id, liked: body.liked }, once),
    limits('post_likes'),
  )

  for (const [entry, liked] of [
    [api.movieLike, true],
    [api.movieUnlike, false],
  ] as const) {
    defineMemberWrite(
      app,
      ctx,
      entry,
      (viewer, { body }, once) => likeMovie(ctx, viewer, { movieId: body.movie_id, liked }, once),
      limits('movie_likes'),
    )
  }

  for (const [entry, favorited] of [
    [api.movieFavorite, true],
    [api.movieUnfavorite, false],
  ] as const) {
    defineMemberWrite(
      app,
      ctx,
      entry,
      (viewer, { body }, once) => favoriteMovie(ctx, viewer, { movieId: body.movie_id, favorited }, once),
      limits('movie_favorites'),
    )
  }
}
