import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { getPost, listCelebrityPosts, listCreatorPosts } from './service'

export async function postRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.celebrities, async ({ query, request }) => {
    const result = await listCelebrityPosts(deps.db, {
      siteType: request.siteType,
      page: query.page,
      perPage: query.per_page,
      includeCreator: query.include?.includes('webstar') ?? false,
      viewer: request.viewer,
    })
    return {
      data: result.posts,
      meta: paginationMeta(result.page, result.total, result.posts.length, { path: api.celebrities.path, query }),
    }
  })

  defineRoute(app, api.modelPosts, async ({ params, query, request }) => {
    const result = await listCreatorPosts(deps.db, params.id, {
      page: query.page,
      perPage: query.per_page,
      includeCreator: query.include?.includes('webstar') ?? false,
      viewer: request.viewer,
    })
    const path = api.modelPosts.path.replace(':id', String(params.id))
    return { data: result.posts, meta: paginationMeta(result.page, result.total, result.posts.length, { path, query }) }
  })

  defineRoute(app, api.post, async ({ params, query, request }) => ({
    data: await getPost(deps.db, params.id, {
      includeCreator: query.include?.includes('webstar') ?? false,
      viewer: request.viewer,
    }),
  }))
}
