import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import { wholeListAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { listLanguages } from './service'

export async function languageRoutes(app: FastifyInstance, deps: { db: Db }) {
  defineRoute(app, api.languages, async ({ reply }) => {
    const data = await listLanguages(deps.db)
    reply.header('cache-control', 'public, max-age=3600')
    return wholeListAnswer(data, { path: api.languages.path, query: {} })
  })
}
