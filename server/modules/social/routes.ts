/** Follows: POST /api/follows {model_id, notify?} and DELETE /api/follows {model_id}. */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineMemberWrite, type IdempotencyDeps } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from './limits'
import { type FollowsContext, followCreator, unfollowCreator } from './service'

export async function followRoutes(app: FastifyInstance, ctx: FollowsContext & IdempotencyDeps) {
  defineMemberWrite(
    app,
    ctx,
    api.follow,
    (viewer, { body }, once) => followCreator(ctx, viewer, { creatorId: body.model_id, notify: body.notify }, once),
    writeLimits(app, 'follows', SOCIAL_LIMITS.follows),
  )

  defineMemberWrite(
    app,
    ctx,
    api.unfollow,
    (viewer, { body }, once) => unfollowCreator(ctx, viewer, { creatorId: body.model_id }, once),
    writeLimits(app, 'unfollows', SOCIAL_LIMITS.follows),
  )
}
