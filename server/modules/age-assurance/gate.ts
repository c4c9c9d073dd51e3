/**
 * The gate: on every content route (content-routes.ts), a visitor whose region requires an age check
 * and who has no valid result is answered 451 age_verification_required (with the region's methods)
 * before anything else, the public cache included; the app turns it into its check screen. Content
 * answers may then never sit in a shared cache (a CDN cannot tell who passed): `public` becomes
 * `private` and the edge's own lifetime goes. Installed only when a region can be gated at all.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../../lib/app-error'
import { currentResult } from './access'
import { isContentRoute } from './content-routes'
import type { AgeAssuranceContext } from './context'
import { isEnforced, requirementFor } from './requirement'

export const ageGate = fp(async (app: FastifyInstance, ctx: AgeAssuranceContext) => {
  if (!isEnforced(ctx)) return

  app.addHook('onRequest', async (request, reply) => {
    const pattern = request.routeOptions.url
    if (!pattern || !isContentRoute(pattern)) return
    const requirement = requirementFor(ctx, request.headers)
    if (!requirement.isRequired || (await currentResult(ctx, request, reply))) return
    throw new AppError('age_verification_required', {
      extra: { methods: requirement.methods, region: requirement.region ?? null },
    })
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const pattern = request.routeOptions.url
    const caching = String(reply.getHeader('cache-control') ?? '')
    if (pattern && isContentRoute(pattern) && caching.startsWith('public')) {
      reply.header('cache-control', caching.replace(/^public/, 'private'))
      reply.removeHeader('cdn-cache-control')
    }
    return payload
  })
})
