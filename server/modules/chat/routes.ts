/**
 * POST /api/chat/model (guests too: they get modal_login), POST /api/chat/home and
 * POST /api/chat/get_token (signed in).
 */
import type { FastifyInstance } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { SOCIAL_LIMITS, writeLimits } from '../social/limits'
import { type ChatContext, chatToken, chatWithModel, homeChat } from './service'

export async function chatRoutes(app: FastifyInstance, ctx: ChatContext) {
  defineRoute(
    app,
    api.chatModel,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store')
      return chatWithModel(ctx, request.viewer, body.model_id)
    },
    writeLimits(app, 'chat_model', SOCIAL_LIMITS.chat),
  )

  defineRoute(
    app,
    api.chatHome,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store')
      return homeChat(ctx, requireUser(request))
    },
    writeLimits(app, 'chat_home', SOCIAL_LIMITS.chat),
  )

  defineRoute(
    app,
    api.chatToken,
    async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store')
      return chatToken(ctx, requireUser(request), body.room_id)
    },
    writeLimits(app, 'chat_token', SOCIAL_LIMITS.chat),
  )
}
