/** Follows: POST /api/follows {model_id, notify?} and DELETE /api/follows {model_id}. */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { type IdempotencyDeps, respondOnce } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from './limits'
import { type FollowsContext, followCreator, unfollowCreator } from './service'

export async function followRoutes(app: FastifyInstance, ctx: FollowsContext & IdempotencyDeps) {
  defineRoute(
    app,
    api.follow,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      return respondOnce(ctx, { request, reply }, body, (once) =>
        followCreator(ctx, viewer, { creatorId: body.model_id, notify: body.notify }, once),
      )
    },
    writeLimits(app, 'follows', SOCIAL_LIMITS.follows),
  )

  defineRoute(
    app,
    api.unfollow,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      return respondOnce(ctx, { request, reply }, body, (once) =>
        unfollowCreator(ctx, viewer, { creatorId: body.model_id }, once),
      )
    },
    writeLimits(app, 'unfollows', SOCIAL_LIMITS.follows),
  )
}
