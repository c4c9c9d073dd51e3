import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { pageAsked, pagedAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { listProgress, saveProgress } from './service'

export async function watchProgressRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  defineRoute(app, api.watchProgress, async ({ query, request, reply }) => {
    reply.header('cache-control', 'private, no-store')
    const { items, total, page } = await listProgress(deps.db, {
      viewer: request.viewer,
      locale: request.locale,
      now: deps.clock(),
      movieId: query.movie_id,
      includeMovie: query.include?.includes('movie') ?? false,
      ...pageAsked(query),
    })
    return pagedAnswer(items, total, page, { path: api.watchProgress.path, query })
  })

  defineRoute(app, api.saveWatchProgress, async ({ body, request }) => ({
    data: await saveProgress(deps.db, request.viewer, { movieId: body.movie_id, seconds: body.seconds }),
  }))
}
