/**
 * POST /api/chat/model (guests too: they get modal_login), POST /api/chat/home and
 * POST /api/chat/get_token (signed in), and our chat host's API: the conversations, their messages
 * (sending is idempotent), receipts and the unread count. Everything here is the viewer's own:
 * `no-store`, never cached by anyone.
 */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { CHAT_ROOMS_PER_PAGE } from '../../../contract/schemas/conversation'
import { pagedAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { type IdempotencyDeps, readIdempotencyKey, respondOnce } from '../idempotency/index'
import { callerSocket } from '../realtime/index'
import { SOCIAL_LIMITS, writeLimits } from '../social/index'
import {
  type ChatContext,
  chatToken,
  chatUnread,
  chatWithModel,
  getChatMessages,
  getChatRoom,
  homeChat,
  listChatRooms,
  markReceipt,
  sendMessage,
} from './service'

export async function chatRoutes(app: FastifyInstance, ctx: ChatContext & IdempotencyDeps) {
  // Every answer of this plugin is the viewer's own: set once for all its routes.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  defineRoute(
    app,
    api.chatModel,
    async ({ body, request }) => chatWithModel(ctx, request.viewer, body.model_id),
    writeLimits(app, 'chat_model', SOCIAL_LIMITS.chat),
  )

  defineRoute(
    app,
    api.chatHome,
    async ({ request }) => homeChat(ctx, requireUser(request)),
    writeLimits(app, 'chat_home', SOCIAL_LIMITS.chat),
  )

  defineRoute(
    app,
    api.chatToken,
    async ({ body, request }) =>
      chatToken(ctx, requireUser(request), body.room_id, `${request.protocol}://${request.host}`),
    writeLimits(app, 'chat_token', SOCIAL_LIMITS.chat),
  )

  defineRoute(
    app,
    api.chatRooms,
    async ({ query, request }) => {
      const page = { page: query.page, perPage: query.per_page ?? CHAT_ROOMS_PER_PAGE }
      const { rooms, total } = await listChatRooms(ctx, requireUser(request), page)
      return pagedAnswer(rooms, total, page, { path: api.chatRooms.path, query })
    },
    { config: { rateLimit: SOCIAL_LIMITS.chatReads.perIp } },
  )

  defineRoute(
    app,
    api.chatRoom,
    async ({ params, request }) => ({ data: await getChatRoom(ctx, requireUser(request), params.id) }),
    { config: { rateLimit: SOCIAL_LIMITS.chatReads.perIp } },
  )

  defineRoute(
    app,
    api.chatMessages,
    async ({ params, query, request }) => getChatMessages(ctx, requireUser(request), params.id, query.before),
    { config: { rateLimit: SOCIAL_LIMITS.chatReads.perIp } },
  )

  defineRoute(
    app,
    api.sendChatMessage,
    async ({ params, body, request, reply }) => {
      const viewer = requireUser(request)
      const input = { roomId: params.id, body: body.body, clientKey: readIdempotencyKey(request) ?? null }
      return respondOnce(ctx, { request, reply }, { params, body }, (once) =>
        sendMessage(ctx, viewer, { ...input, caller: callerSocket(request) }, once),
      )
    },
    writeLimits(app, 'chat_messages', SOCIAL_LIMITS.chatMessages),
  )

  defineRoute(
    app,
    api.chatReceipt,
    async ({ params, body, request }) => {
      const input = { roomId: params.id, kind: body.kind, seq: body.seq, caller: callerSocket(request) }
      return { data: await markReceipt(ctx, requireUser(request), input) }
    },
    writeLimits(app, 'chat_receipts', SOCIAL_LIMITS.chatReceipts),
  )

  defineRoute(app, api.chatUnread, async ({ request }) => chatUnread(ctx, requireUser(request)), {
    config: { rateLimit: SOCIAL_LIMITS.chatReads.perIp },
  })
}
