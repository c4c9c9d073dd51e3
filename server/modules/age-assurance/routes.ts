/**
 * The app's side of age assurance: what the visitor's region asks and whether they passed
 * (GET /api/age_check), and starting a check (POST /api/age_check/attempts).
 */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { startCheck } from './attempts'
import type { AgeAssuranceContext } from './context'
import { stateFor } from './state'

/** Checks one address may start: generous for someone retrying with another method. */
export const START_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 }

export async function ageCheckRoutes(app: FastifyInstance, ctx: AgeAssuranceContext) {
  defineRoute(app, api.ageCheck, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store')
    return { data: await stateFor(ctx, request, reply) }
  })

  defineRoute(
    app,
    api.startAgeCheck,
    async ({ body, request, reply }) => {
      const started = await startCheck(ctx, request, reply, body)
      reply.status(201).header('cache-control', 'no-store')
      return { data: { redirect_url: started.redirectUrl } }
    },
    // A provider's session costs money: a person retrying is well within this, a script is not.
    { config: { rateLimit: START_RATE_LIMIT } },
  )
}
