import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { listCarouselItems } from './service'

export async function carouselRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.carousels, async ({ request }) => {
    const data = await listCarouselItems(deps.db, request.siteType, request.locale)
    const page = { page: 1, perPage: Math.max(1, data.length) }
    return { data, meta: paginationMeta(page, data.length, data.length, { path: api.carousels.path, query: {} }) }
  })
}
