import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import type { Captcha } from './service'

/** Per IP: a person needs a few challenges; a script asking for thousands is stopped. */
const CHALLENGE_LIMIT = { max: 60, timeWindow: 60_000 }

export async function captchaRoutes(app: FastifyInstance, deps: { captcha: Captcha }) {
  defineRoute(
    app,
    api.captchaChallenge,
    async ({ reply }) => {
      reply.header('cache-control', 'no-store')
      return deps.captcha.createChallenge()
    },
    { config: { rateLimit: CHALLENGE_LIMIT } },
  )
}
