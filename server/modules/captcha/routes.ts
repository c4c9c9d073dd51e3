import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { RATE_LIMITS } from '../auth/index'
import type { Captcha } from './service'

export async function captchaRoutes(app: FastifyInstance, deps: { captcha: Captcha }) {
  defineRoute(
    app,
    api.captchaChallenge,
    async ({ reply }) => {
      reply.header('cache-control', 'no-store')
      return deps.captcha.createChallenge()
    },
    { config: { rateLimit: RATE_LIMITS.captchaChallenge } },
  )
}
