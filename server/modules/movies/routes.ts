import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { pageAsked, pagedAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import type { Secrets } from '../../lib/secrets'
import {
  getMovieToWatch,
  listHotMovies,
  listMarkedMovies,
  listModelMovies,
  listMovies,
  listRelatedMovies,
  type MoviePage,
  recordSearch,
  recordView,
} from './service'

/**
 * Views and searches are counted, not guarded: a light per-address limit (plugins/rate-limit.ts)
 * keeps a script from inflating them.
 */
const WRITE_LIMIT = { max: 120, timeWindow: '1 minute' }

function listResponse(result: MoviePage, path: string, query: Record<string, unknown>) {
  return pagedAnswer(result.movies, result.total, result.page, { path, query })
}

export async function movieRoutes(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; secrets: Pick<Secrets, 'mediaKey'>; mediaDir: string },
) {
  /** Who is looking, in which language, and when: a creator subscription opens movies until it ends. */
  const viewing = (request: FastifyRequest) => ({ viewer: request.viewer, locale: request.locale, now: deps.clock() })

  defineRoute(app, api.movies, async ({ query, request }) => {
    const result = await listMovies(deps.db, {
      ...viewing(request),
      siteType: request.siteType,
      include: query.include,
      ...pageAsked(query),
      search: query.search,
      categoryId: query.category_id,
      tagId: query.tag_id,
      modelId: query.model_id,
      groupId: query.group_id,
      order: query.order_by,
    })
    return listResponse(result, api.movies.path, query)
  })

  defineRoute(app, api.hotMovies, async ({ query, request }) => {
    const result = await listHotMovies(deps.db, {
      ...viewing(request),
      siteType: request.siteType,
      include: query.include,
      ...pageAsked(query),
    })
    return listResponse(result, api.hotMovies.path, query)
  })

  for (const [endpoint, mark] of [
    [api.favoriteMovies, 'favorite'],
    [api.likedMovies, 'like'],
  ] as const) {
    defineRoute(app, endpoint, async ({ query, request, reply }) => {
      // One person's picks: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store')
      const result = await listMarkedMovies(deps.db, mark, {
        ...viewing(request),
        include: query.include,
        ...pageAsked(query),
      })
      return listResponse(result, endpoint.path, query)
    })
  }

  defineRoute(app, api.movie, async ({ params, query, request, reply }) => {
    // With what to play (a signed URL, personal and short-lived): never let a cache keep it.
    if (query.include?.includes('playback')) reply.header('cache-control', 'private, no-store')
    const movie = await getMovieToWatch(deps.db, params.id, {
      ...viewing(request),
      include: query.include,
      media: { key: deps.secrets.mediaKey, dir: deps.mediaDir },
    })
    return { data: movie }
  })

  defineRoute(app, api.modelMovies, async ({ params, query, request }) => {
    const result = await listModelMovies(deps.db, params.id, {
      ...viewing(request),
      include: query.include,
      ...pageAsked(query),
    })
    return listResponse(result, api.modelMovies.path.replace(':id', String(params.id)), query)
  })

  defineRoute(app, api.relatedMovies, async ({ params, query, request }) => {
    const result = await listRelatedMovies(deps.db, params.id, {
      ...viewing(request),
      include: query.include,
      ...pageAsked(query),
    })
    return listResponse(result, api.relatedMovies.path.replace(':id', String(params.id)), query)
  })

  defineRoute(app, api.movieViews, async ({ body }) => ({ data: await recordView(deps.db, body.movie_id) }), {
    config: { rateLimit: WRITE_LIMIT },
  })

  defineRoute(
    app,
    api.movieSearches,
    async ({ body, request, reply }) => {
      const data = await recordSearch(
        deps.db,
        {
          search: body.search,
          categoryId: body.category_id,
          tagId: body.tag_id,
          modelId: body.model_id,
          groupId: body.group_id,
        },
        { viewer: request.viewer, siteType: request.siteType, locale: request.locale },
      )
      reply.status(201)
      return { data }
    },
    { config: { rateLimit: WRITE_LIMIT } },
  )
}
