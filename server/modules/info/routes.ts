import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { pageAsked, pagedAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { getAboutPage, listFaqs } from './service'

export async function infoRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.faqs, async ({ query, request }) => {
    const { faqs, total, page } = await listFaqs(deps.db, {
      locale: request.locale,
      ...pageAsked(query),
    })
    return pagedAnswer(faqs, total, page, { path: api.faqs.path, query })
  })

  defineRoute(app, api.about, async ({ request }) => ({ data: await getAboutPage(deps.db, request.locale) }))
}
