/** POST /api/posts: a creator publishes a post (signed in as a creator's user). */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineMemberWrite, type IdempotencyDeps } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { type PublishingContext, publishPost } from './service'

export async function publishingRoutes(app: FastifyInstance, ctx: PublishingContext & IdempotencyDeps) {
  defineMemberWrite(
    app,
    ctx,
    api.publishPost,
    (viewer, { body }, once) => publishPost(ctx, viewer, body, once),
    writeLimits(app, 'publishing', SOCIAL_LIMITS.publishing),
  )
}
