import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { pageAsked, pagedAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { listBanners, listPromotionalBanners } from './service'

export async function bannerRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.banners, async ({ query, request }) => {
    const { banners, total, page } = await listBanners(deps.db, {
      siteType: request.siteType,
      placement: query.placement,
      ...pageAsked(query),
    })
    return pagedAnswer(banners, total, page, { path: api.banners.path, query })
  })

  defineRoute(app, api.promotionalBanners, async ({ query }) => {
    const { banners, total, page } = await listPromotionalBanners(deps.db, {
      ...pageAsked(query),
    })
    return pagedAnswer(banners, total, page, { path: api.promotionalBanners.path, query })
  })
}
