/** POST /api/posts: a creator publishes a post (signed in as a creator's user). */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { type IdempotencyDeps, respondOnce } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { type PublishingContext, publishPost } from './service'

export async function publishingRoutes(app: FastifyInstance, ctx: PublishingContext & IdempotencyDeps) {
  defineRoute(
    app,
    api.publishPost,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      return respondOnce(ctx, { request, reply }, body, (once) => publishPost(ctx, viewer, body, once))
    },
    writeLimits(app, 'publishing', SOCIAL_LIMITS.publishing),
  )
}
