import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { defineRoute } from '../../lib/route'
import type { Secrets } from '../../lib/secrets'
import { requireUser } from '../../plugins/auth'
import { checkLicences, grantLicence } from './service'

export async function downloadRoutes(
  app: FastifyInstance,
  deps: { db: Db; secrets: Pick<Secrets, 'mediaKey'>; mediaDir: string; clock: Clock },
) {
  defineRoute(app, api.downloadLicence, async ({ body, request, reply }) => {
    const viewer = requireUser(request)
    // Signed URLs for one session: never kept by a cache.
    reply.header('cache-control', 'private, no-store')
    const data = await grantLicence(
      deps.db,
      { key: deps.secrets.mediaKey, dir: deps.mediaDir },
      { movieId: body.movie_id, height: body.height },
      { viewer, locale: request.locale, now: deps.clock() },
    )
    return { data }
  })

  defineRoute(app, api.downloadLicenceCheck, async ({ query, request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    const data = await checkLicences(deps.db, query.movie_ids, { viewer, locale: request.locale, now: deps.clock() })
    return { data }
  })
}
