import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { pageAsked, pagedAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { getCategory, getGroup, getTag, listCategories } from './service'

export async function categoryRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.categories, async ({ query, request }) => {
    const result = await listCategories(deps.db, {
      siteType: request.siteType,
      locale: request.locale,
      ...pageAsked(query),
    })
    const { categories, total, page } = result
    return pagedAnswer(categories, total, page, { path: api.categories.path, query })
  })
  defineRoute(app, api.category, async ({ params, request }) => ({
    data: await getCategory(deps.db, params.id, request.locale),
  }))
  defineRoute(app, api.tag, async ({ params }) => ({ data: await getTag(deps.db, params.id) }))
  defineRoute(app, api.group, async ({ params }) => ({ data: await getGroup(deps.db, params.id) }))
}
