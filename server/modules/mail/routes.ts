/**
 * The development mailbox: `/dev/mailbox` (HTML) and `/api/dev/outbox?to=` (JSON, for tests and
 * tools). Only with DEV_MAILBOX=true and no SMTP_URL; otherwise both paths answer 404 (also when
 * the app is served, whose shell would otherwise answer them).
 */
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { CommonQueryEntries } from '../../../contract/schemas/common'
import type { Db } from '../../db/client'
import { sendHtmlPage } from '../../lib/html-page'
import { parseInput } from '../../lib/validation'
import { sendError } from '../../plugins/error-handler'
import { linksIn, renderMailboxPage } from './mailbox-page'
import { listOutbox } from './repository'

const OutboxQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254, 'max_length'))),
})

const PAGE_LIMIT = 100

export async function mailRoutes(app: FastifyInstance, deps: { db: Db; isEnabled: boolean }) {
  if (!deps.isEnabled) {
    for (const url of ['/dev/mailbox', '/api/dev/outbox']) {
      app.get(url, (request, reply) => sendError(request, reply, 'not_found'))
    }
    return
  }

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await listOutbox(deps.db, { limit: PAGE_LIMIT })
    return sendHtmlPage(reply, renderMailboxPage(mails))
  })

  app.get('/api/dev/outbox', async (request, reply) => {
    const query = parseInput(OutboxQuerySchema, request.query)
    const mails = await listOutbox(deps.db, { limit: PAGE_LIMIT, ...(query.to ? { to: query.to } : {}) })
    reply.header('cache-control', 'no-store')
    return {
      data: mails.map((mail) => ({
        id: mail.id,
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        links: linksIn(mail.text),
        created_at: mail.createdAt.toISOString(),
      })),
    }
  })
}
