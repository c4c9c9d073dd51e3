/** POST /api/casting (guests too). */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { type IdempotencyDeps, respondOnce } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { applyForCasting, type CastingContext } from './service'

export async function castingRoutes(app: FastifyInstance, ctx: CastingContext & IdempotencyDeps) {
  defineRoute(
    app,
    api.casting,
    async ({ body, request, reply }) => {
      const { recaptcha: _captcha, ...fingerprint } = body
      return respondOnce(ctx, { request, reply }, fingerprint, (once) =>
        applyForCasting(ctx, request.viewer, body, once),
      )
    },
    writeLimits(app, 'casting', SOCIAL_LIMITS.casting),
  )
}
