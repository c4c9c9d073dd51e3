import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { wholeListAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { listCarouselItems } from './service'

export async function carouselRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.carousels, async ({ request }) => {
    const data = await listCarouselItems(deps.db, request.siteType, request.locale)
    return wholeListAnswer(data, { path: api.carousels.path, query: {} })
  })
}
