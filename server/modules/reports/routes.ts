/** POST /api/post_options/report (guests too). */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { type IdempotencyDeps, respondOnce } from '../idempotency/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import { type ReportsContext, reportPost } from './service'

export async function reportRoutes(app: FastifyInstance, ctx: ReportsContext & IdempotencyDeps) {
  defineRoute(
    app,
    api.reportPost,
    async ({ body, request, reply }) => {
      // The captcha is single-use, so it is no part of what makes two reports "the same request".
      const { recaptcha: _captcha, ...fingerprint } = body
      return respondOnce(ctx, { request, reply }, fingerprint, (once) =>
        reportPost(
          ctx,
          request.viewer,
          {
            postId: body.postId,
            modelId: body.modelId,
            reason: body.reason,
            userEmail: body.userEmail,
            recaptcha: body.recaptcha,
          },
          once,
        ),
      )
    },
    writeLimits(app, 'reports', SOCIAL_LIMITS.reports),
  )
}
