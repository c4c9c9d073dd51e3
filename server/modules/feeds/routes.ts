import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { pageAsked, paginationMeta } from '../../lib/pagination'
import { listAnswer } from '../../lib/raw-json'
import { defineRoute } from '../../lib/route'
import { paidPicturePaths } from '../media/index'
import type { PostRouteDeps } from '../posts/index'
import { listFeedPosts } from '../posts/index'

/** The home feeds tab (the posts rules live in the posts module). */
export async function feedRoutes(app: FastifyInstance, deps: PostRouteDeps) {
  defineRoute(app, api.feeds, async ({ query, request }) => {
    const result = await listFeedPosts(deps.db, {
      siteType: request.siteType,
      ...pageAsked(query),
      includeCreator: query.include?.includes('webstar') ?? false,
      viewer: request.viewer,
      paidPictures: paidPicturePaths(deps.mediaKey, request.viewer.sessionId, deps.clock()),
    })
    return listAnswer(
      result.posts,
      paginationMeta(result.page, result.total, result.count, { path: api.feeds.path, query }),
    )
  })
}
