/**
 * Per-IP rate limits, off by default and switched on per route through
 * `config: { rateLimit: { max, timeWindow } }`. Over the limit a request gets our error body
 * (code `rate_limited`, localised) with a `retry-after` header. With Redis (REDIS_URL) the counters
 * live there, so every API process counts against the same limit instead of each its own.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { AppError } from '../lib/app-error'

export const rateLimits = fp(async (app: FastifyInstance, options: { redis?: Redis | undefined }) => {
  await app.register(rateLimit, {
    global: false,
    // request.ip honours TRUST_PROXY, so behind a proxy this is the client, not the proxy.
    keyGenerator: (request) => request.ip,
    ...(options.redis ? { redis: options.redis, nameSpace: 'velvet:rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', { detail: `rate limit of ${context.max} reached` }),
  })
})
