/** A member's monthly token statement (contract/endpoints/wallet.ts): the previous month unless asked. */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { defineRoute } from '../../lib/route'
import { ValidationError } from '../../lib/validation'
import { requireUser } from '../../plugins/auth'
import { buildStatement, monthOf, previousMonth } from './service'

export async function statementRoutes(app: FastifyInstance, ctx: { db: Db; clock: Clock }) {
  defineRoute(app, api.statement, async ({ query, request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    const now = ctx.clock()
    const month = query.month ?? previousMonth(now)
    if (month > monthOf(now)) throw new ValidationError({ month: [{ message: 'max_value' }] })
    return { data: await buildStatement(ctx.db, viewer.userId, month) }
  })
}
