/**
 * The development push inbox (DEV_PUSH_INBOX=true): new-post notifications are kept in memory
 * instead of being sent to a push service, and listed at `/api/dev/push?endpoint=`. Browsers under
 * test cannot reach a real push service, so the end-to-end journey reads the exact payload the
 * server built here and hands it to the service worker through DevTools (deliverPushMessage).
 */
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { CommonQueryEntries } from '../../../contract/schemas/common'
import { parseInput } from '../../lib/validation'
import { sendError } from '../../plugins/error-handler'
import type { PushSender } from './sender'

const KEPT = 200

type Delivered = { endpoint: string; payload: string; topic: string; at: Date }

export type DevPushInbox = { sender: PushSender; list: (endpoint?: string) => Delivered[] }

export function createDevPushInbox(now: () => Date = () => new Date()): DevPushInbox {
  const delivered: Delivered[] = []
  return {
    sender: async (target, payload, options) => {
      delivered.push({ endpoint: target.endpoint, payload, topic: options.topic, at: now() })
      if (delivered.length > KEPT) delivered.shift()
      return { statusCode: 201 }
    },
    list: (endpoint) => delivered.filter((item) => endpoint === undefined || item.endpoint === endpoint).reverse(),
  }
}

const InboxQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  endpoint: v.optional(v.pipe(v.string(), v.maxLength(2048, 'max_length'))),
})

export async function devPushRoutes(app: FastifyInstance, deps: { inbox: DevPushInbox | undefined }) {
  app.get('/api/dev/push', async (request, reply) => {
    if (!deps.inbox) return sendError(request, reply, 'not_found')
    const query = parseInput(InboxQuerySchema, request.query)
    reply.header('cache-control', 'no-store')
    return {
      data: deps.inbox.list(query.endpoint).map((item) => ({
        endpoint: item.endpoint,
        topic: item.topic,
        payload: JSON.parse(item.payload) as unknown,
        created_at: item.at.toISOString(),
      })),
    }
  })
}
