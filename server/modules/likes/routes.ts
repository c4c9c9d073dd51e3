/** Likes of posts (POST post_likes) and likes and favourites of movies (POST/DELETE movie_likes, movie_favorites). */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { type IdempotencyDeps, respondOnce } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { favoriteMovie, type LikesContext, likeMovie, likePost } from './service'

export async function likeRoutes(app: FastifyInstance, ctx: LikesContext & IdempotencyDeps) {
  const limits = (name: string) => writeLimits(app, name, SOCIAL_LIMITS.likes)

  defineRoute(
    app,
    api.postLikes,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      return respondOnce(ctx, { request, reply }, body, (once) =>
        likePost(ctx, viewer, { postId: body.post_id, liked: body.liked }, once),
      )
    },
    limits('post_likes'),
  )

  for (const [entry, liked] of [
    [api.movieLike, true],
    [api.movieUnlike, false],
  ] as const) {
    defineRoute(
      app,
      entry,
      async ({ body, request, reply }) => {
        const viewer = requireUser(request)
        return respondOnce(ctx, { request, reply }, body, (once) =>
          likeMovie(ctx, viewer, { movieId: body.movie_id, liked }, once),
        )
      },
      limits('movie_likes'),
    )
  }

  for (const [entry, favorited] of [
    [api.movieFavorite, true],
    [api.movieUnfavorite, false],
  ] as const) {
    defineRoute(
      app,
      entry,
      async ({ body, request, reply }) => {
        const viewer = requireUser(request)
        return respondOnce(ctx, { request, reply }, body, (once) =>
          favoriteMovie(ctx, viewer, { movieId: body.movie_id, favorited }, once),
        )
      },
      limits('movie_favorites'),
    )
  }
}
