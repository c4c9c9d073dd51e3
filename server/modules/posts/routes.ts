import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { pageAsked, paginationMeta } from '../../lib/pagination'
import { listAnswer } from '../../lib/raw-json'
import { defineRoute } from '../../lib/route'
import { paidPicturePaths } from '../media/index'
import { getPost, listCelebrityPosts, listCreatorPosts } from './service'

export type PostRouteDeps = { db: Db; clock: Clock; mediaKey: string }

export async function postRoutes(app: FastifyInstance, deps: PostRouteDeps) {
  const paidPictures = (request: FastifyRequest) =>
    paidPicturePaths(deps.mediaKey, request.viewer.sessionId, deps.clock())

  defineRoute(app, api.celebrities, async ({ query, request }) => {
    const result = await listCelebrityPosts(deps.db, {
      siteType: request.siteType,
      ...pageAsked(query),
      includeCreator: query.include?.includes('webstar') ?? false,
      viewer: request.viewer,
      paidPictures: paidPictures(request),
    })
    return listAnswer(
      result.posts,
      paginationMeta(result.page, result.total, result.count, { path: api.celebrities.path, query }),
    )
  })

  defineRoute(app, api.modelPosts, async ({ params, query, request }) => {
    const result = await listCreatorPosts(deps.db, params.id, {
      ...pageAsked(query),
      includeCreator: query.include?.includes('webstar') ?? false,
      viewer: request.viewer,
      paidPictures: paidPictures(request),
    })
    const path = api.modelPosts.path.replace(':id', String(params.id))
    return listAnswer(result.posts, paginationMeta(result.page, result.total, result.count, { path, query }))
  })

  defineRoute(app, api.post, async ({ params, query, request }) => ({
    data: await getPost(deps.db, params.id, {
      includeCreator: query.include?.includes('webstar') ?? false,
      viewer: request.viewer,
      paidPictures: paidPictures(request),
    }),
  }))
}
