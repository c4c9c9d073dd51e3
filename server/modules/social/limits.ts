/**
 * Rate limits of the social writes: a per-IP limit through the rate-limit
 * plugin's route config (as the auth routes have), plus a per-account limit checked after the
 * auth hook, when the caller is known. Both are off when RATE_LIMIT=off (no plugin registered).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'
import type { RouteOptions } from '../../lib/route'

type Limit = { max: number; timeWindow: number }

const MINUTE = 60_000

/** Per IP and per account; generous on likes and follows, which an offline queue replays in bursts. */
export const SOCIAL_LIMITS = {
  likes: { perIp: { max: 300, timeWindow: MINUTE }, perAccount: { max: 120, timeWindow: MINUTE } },
  follows: { perIp: { max: 120, timeWindow: MINUTE }, perAccount: { max: 60, timeWindow: MINUTE } },
  comments: { perIp: { max: 60, timeWindow: MINUTE }, perAccount: { max: 30, timeWindow: MINUTE } },
  commentReads: { perIp: { max: 300, timeWindow: MINUTE } },
  reports: { perIp: { max: 20, timeWindow: 10 * MINUTE }, perAccount: { max: 10, timeWindow: 10 * MINUTE } },
  claims: { perIp: { max: 5, timeWindow: 15 * MINUTE }, perAccount: { max: 5, timeWindow: 15 * MINUTE } },
  casting: { perIp: { max: 5, timeWindow: 15 * MINUTE } },
  chat: { perIp: { max: 120, timeWindow: MINUTE }, perAccount: { max: 60, timeWindow: MINUTE } },
  // Conversations read on every (re)connect and page back; messages come in bursts after an offline spell.
  chatReads: { perIp: { max: 600, timeWindow: MINUTE } },
  chatMessages: { perIp: { max: 240, timeWindow: MINUTE }, perAccount: { max: 120, timeWindow: MINUTE } },
  chatReceipts: { perIp: { max: 600, timeWindow: MINUTE }, perAccount: { max: 300, timeWindow: MINUTE } },
  push: { perIp: { max: 60, timeWindow: MINUTE }, perAccount: { max: 30, timeWindow: MINUTE } },
  publishing: { perIp: { max: 30, timeWindow: MINUTE }, perAccount: { max: 10, timeWindow: MINUTE } },
} as const satisfies Record<string, { perIp: Limit; perAccount?: Limit }>

/** Route options applying one entry of SOCIAL_LIMITS; `name` keeps each route's account counters apart. */
export function writeLimits(
  app: FastifyInstance,
  name: string,
  limits: { perIp: Limit; perAccount?: Limit },
): RouteOptions {
  const options: RouteOptions = { config: { rateLimit: limits.perIp } }
  if (!limits.perAccount || !app.hasDecorator('createRateLimit')) return options
  const check = app.createRateLimit({
    ...limits.perAccount,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.viewer.userId ?? 'guest'}`,
  })
  options.preHandler = async (request, reply) => {
    // Guests are covered by the per-IP limit; one shared "guest" bucket would let one visitor lock out all.
    if (request.viewer.userId === null) return
    const result = await check(request)
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds))
      throw new AppError('rate_limited', { detail: `per-account limit of ${result.max} on ${name}` })
    }
  }
  return options
}
