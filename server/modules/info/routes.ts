import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { getAboutPage, listFaqs } from './service'

export async function infoRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.faqs, async ({ query, request }) => {
    const { faqs, total, page } = await listFaqs(deps.db, {
      locale: request.locale,
      page: query.page,
      perPage: query.per_page,
    })
    return { data: faqs, meta: paginationMeta(page, total, faqs.length, { path: api.faqs.path, query }) }
  })

  defineRoute(app, api.about, async ({ request }) => ({ data: await getAboutPage(deps.db, request.locale) }))
}
