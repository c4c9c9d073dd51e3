import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { defineRoute } from '../../lib/route'
import { RETRY_AFTER_SECONDS } from '../../plugins/error-handler'

/** Liveness plus a database round trip, for load balancers and the start script. */
export async function healthRoutes(app: FastifyInstance, deps: { db: Db; version: string }) {
  defineRoute(app, api.health, async ({ reply }) => {
    const database = await deps.db
      .execute(sql`select 1`)
      .then(() => 'up' as const)
      .catch(() => 'down' as const)
    reply.header('cache-control', 'no-store')
    // Like every other route without its database: 503, and when to ask again.
    if (database === 'down') reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS))
    return { status: 'ok' as const, database, version: deps.version }
  })
}
