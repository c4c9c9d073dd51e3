import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { listBanners, listPromotionalBanners } from './service'

export async function bannerRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.banners, async ({ query, request }) => {
    const { banners, total, page } = await listBanners(deps.db, {
      siteType: request.siteType,
      placement: query.placement,
      page: query.page,
      perPage: query.per_page,
    })
    return { data: banners, meta: paginationMeta(page, total, banners.length, { path: api.banners.path, query }) }
  })

  defineRoute(app, api.promotionalBanners, async ({ query }) => {
    const { banners, total, page } = await listPromotionalBanners(deps.db, {
      page: query.page,
      perPage: query.per_page,
    })
    return {
      data: banners,
      meta: paginationMeta(page, total, banners.length, { path: api.promotionalBanners.path, query }),
    }
  })
}
