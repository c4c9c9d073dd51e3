import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { listLanguages } from './service'

export async function languageRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.languages, async ({ reply }) => {
    const data = await listLanguages(deps.db)
    reply.header('cache-control', 'public, max-age=3600')
    const page = { page: 1, perPage: Math.max(1, data.length) }
    return { data, meta: paginationMeta(page, data.length, data.length, { path: api.languages.path, query: {} }) }
  })
}
