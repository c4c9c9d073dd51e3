/** GET subscriptions, the unsubscribe flow and the one-click cancel link (contract/endpoints/subscriptions.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import { AppError } from '../../lib/app-error'
import { pagedAnswer, wholeListAnswer } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { ValidationError } from '../../lib/validation'
import { requireUser } from '../../plugins/auth'
import { writeLimits } from '../social/index'
import type { SubscriptionsContext } from './context'
import { declineCountdownSeconds } from './decline-countdown'
import {
  answerOffer,
  cancelWithCode,
  cancelWithLink,
  getSubscription,
  inspectCancelLink,
  listOffers,
  listSubscriptions,
  requestUnsubscription,
} from './service'

const MINUTE = 60_000

/**
 * The member acting and the id of their own subscription or offer the path names; a body may repeat
 * the id, and then it must be the path's.
 */
function ownTarget(input: { params: { id: number }; body: { id?: number | undefined }; request: FastifyRequest }) {
  const viewer = requireUser(input.request)
  if (input.body.id !== undefined && input.body.id !== input.params.id) {
    throw new ValidationError({ id: [{ message: 'invalid' }] })
  }
  return { userId: viewer.userId, id: input.params.id }
}

/** A code mail per request: a handful of requests in ten minutes is plenty for a member, too few to spam. */
const LIMITS = {
  codes: { perIp: { max: 20, timeWindow: 10 * MINUTE }, perAccount: { max: 5, timeWindow: 10 * MINUTE } },
  answers: { perIp: { max: 60, timeWindow: 10 * MINUTE }, perAccount: { max: 30, timeWindow: 10 * MINUTE } },
  links: { perIp: { max: 30, timeWindow: MINUTE } },
}

export async function subscriptionRoutes(app: FastifyInstance, ctx: SubscriptionsContext) {
  // Everything here is one member's own (or a private link's): never stored, reads kept private too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', request.method === 'GET' ? 'private, no-store' : 'no-store')
  })

  defineRoute(app, api.subscriptions, async ({ query, request }) => {
    const viewer = requireUser(request)
    if (query.user_id !== undefined && query.user_id !== viewer.userId) throw new AppError('forbidden')
    const page = { page: query.page, perPage: query.per_page }
    const { subscriptions, total } = await listSubscriptions(ctx, viewer.userId, {
      page,
      active: query.active,
      ascending: query.order === 'asc',
    })
    return pagedAnswer(subscriptions, total, page, { path: api.subscriptions.path, query })
  })

  defineRoute(app, api.subscription, async ({ params, request }) => {
    const viewer = requireUser(request)
    return { data: await getSubscription(ctx, viewer.userId, params.id) }
  })

  defineRoute(
    app,
    api.unsubscriptionRequest,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      reply.status(201)
      const requested = await requestUnsubscription(ctx, viewer.userId, body.subscription_id)
      return { data: { ...requested, decline_countdown_seconds: declineCountdownSeconds(ctx, request.headers) } }
    },
    writeLimits(app, 'unsubscription-codes', LIMITS.codes),
  )

  defineRoute(app, api.additionalMembershipOffers, async ({ query, request }) => {
    const viewer = requireUser(request)
    const offers = await listOffers(ctx, viewer.userId, query.subscription_id)
    return wholeListAnswer(offers, { path: api.additionalMembershipOffers.path, query })
  })

  defineRoute(
    app,
    api.answerOffer,
    async (input) => {
      const { userId, id } = ownTarget(input)
      return { data: await answerOffer(ctx, userId, id, input.body.accepted) }
    },
    writeLimits(app, 'offer-answers', LIMITS.answers),
  )

  defineRoute(
    app,
    api.cancelSubscription,
    async (input) => {
      const { userId, id } = ownTarget(input)
      return { data: await cancelWithCode(ctx, userId, id, input.body.code) }
    },
    writeLimits(app, 'subscription-cancels', LIMITS.answers),
  )

  defineRoute(
    app,
    api.cancelLink,
    async ({ query }) => ({ data: await inspectCancelLink(ctx, query.token) }),
    writeLimits(app, 'cancel-links', LIMITS.links),
  )

  defineRoute(
    app,
    api.cancelByLink,
    async ({ body }) => ({ data: await cancelWithLink(ctx, body.token) }),
    writeLimits(app, 'cancel-links', LIMITS.links),
  )
}
