/**
 * Per-IP rate limits, off by default and switched on per route through
 * `config: { rateLimit: { max, timeWindow } }`. Over the limit a request gets our error body
 * (code `rate_limited`, localised) with a `retry-after` header.
 */
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error'

export const rateLimits = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    // request.ip honours TRUST_PROXY, so behind a proxy this is the client, not the proxy.
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', { detail: `rate limit of ${context.max} reached` }),
  })
})
