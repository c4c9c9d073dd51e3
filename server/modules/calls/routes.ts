/** The video call routes (contract/endpoints/calls.ts). Everything is the viewer's own: `no-store`. */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { api } from '../../../contract/api'
import { defineRoute } from '../../lib/route'
import { ValidationError } from '../../lib/validation'
import { requireUser } from '../../plugins/auth'
import { type IdempotencyDeps, readIdempotencyKey, respondOnce } from '../idempotency/index'
import { writeLimits } from '../social/index'
import type { CallsContext } from './context'
import {
  buyExtraMinute,
  createCall,
  getCall,
  hangUpCall,
  quoteCall,
  sendCallTokens,
  startCall,
  unlockCall,
} from './service'

const MINUTE = 60_000
/** Far above what two people tap in a call, low enough to stop a runaway client. */
const CALL_LIMITS = { perIp: { max: 240, timeWindow: MINUTE }, perAccount: { max: 120, timeWindow: MINUTE } }

function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store')
}

function requireKey(request: Parameters<typeof readIdempotencyKey>[0]) {
  // A spend retried without a key could be charged twice: the key is required.
  if (readIdempotencyKey(request) === undefined)
    throw new ValidationError({ idempotency_key: [{ message: 'required' }] })
}

export async function callRoutes(app: FastifyInstance, ctx: CallsContext & IdempotencyDeps) {
  const limits = writeLimits(app, 'video-calls', CALL_LIMITS)

  defineRoute(app, api.videoCallQuote, async ({ query, request, reply }) => {
    noStore(reply)
    return { data: await quoteCall(ctx, requireUser(request), query.model_id) }
  })

  defineRoute(
    app,
    api.createVideoCall,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      noStore(reply)
      requireKey(request)
      return respondOnce(ctx, { request, reply }, body, (once) =>
        createCall(ctx, viewer, { creatorId: body.model_id, mins: body.mins }, once),
      )
    },
    limits,
  )

  defineRoute(app, api.videoCallRoom, async ({ params, request, reply }) => {
    noStore(reply)
    return { data: await getCall(ctx, requireUser(request), params.hash) }
  })

  defineRoute(
    app,
    api.startVideoCall,
    async ({ params, request, reply }) => {
      noStore(reply)
      return { data: await startCall(ctx, requireUser(request), params.hash) }
    },
    limits,
  )

  defineRoute(
    app,
    api.buyExtraMinute,
    async ({ params, request, reply }) => {
      const viewer = requireUser(request)
      noStore(reply)
      requireKey(request)
      return respondOnce(ctx, { request, reply }, { params }, (once) => buyExtraMinute(ctx, viewer, params.hash, once))
    },
    limits,
  )

  defineRoute(
    app,
    api.unlockVideoCall,
    async ({ params, request, reply }) => {
      noStore(reply)
      return { data: await unlockCall(ctx, requireUser(request), params.hash) }
    },
    limits,
  )

  defineRoute(
    app,
    api.callSendTokens,
    async ({ params, body, request, reply }) => {
      const viewer = requireUser(request)
      noStore(reply)
      requireKey(request)
      return respondOnce(ctx, { request, reply }, { params, body }, (once) =>
        sendCallTokens(ctx, viewer, params.hash, body.quantity, once),
      )
    },
    limits,
  )

  defineRoute(
    app,
    api.hangUpVideoCall,
    async ({ params, request, reply }) => {
      noStore(reply)
      return { data: await hangUpCall(ctx, requireUser(request), params.hash) }
    },
    limits,
  )
}
