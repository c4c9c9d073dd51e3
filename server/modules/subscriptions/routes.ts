/** GET subscriptions, the unsubscribe flow and the one-click cancel link (contract/endpoints/subscriptions.ts). */
import type { FastifyInstance } from 'fastify'
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

/** The id a body may repeat must be the path's. */
function sameId(bodyId: number | undefined, pathId: number): void {
  if (bodyId !== undefined && bodyId !== pathId) throw new ValidationError({ id: [{ message: 'invalid' }] })
}

/** A code mail per request: a handful of requests in ten minutes is plenty for a member, too few to spam. */
const LIMITS = {
  codes: { perIp: { max: 20, timeWindow: 10 * MINUTE }, perAccount: { max: 5, timeWindow: 10 * MINUTE } },
  answers: { perIp: { max: 60, timeWindow: 10 * MINUTE }, perAccount: { max: 30, timeWindow: 10 * MINUTE } },
  links: { perIp: { max: 30, timeWindow: MINUTE } },
}

export async function subscriptionRoutes(app: FastifyInstance, ctx: SubscriptionsContext) {
  defineRoute(app, api.subscriptions, async ({ query, request, reply }) => {
    const viewer = requireUser(request)
    if (query.user_id !== undefined && query.user_id !== viewer.userId) throw new AppError('forbidden')
    reply.header('cache-control', 'private, no-store')
    const page = { page: query.page, perPage: query.per_page }
    const { subscriptions, total } = await listSubscriptions(ctx, viewer.userId, {
      page,
      active: query.active,
      ascending: query.order === 'asc',
    })
    return pagedAnswer(subscriptions, total, page, { path: api.subscriptions.path, query })
  })

  defineRoute(app, api.subscription, async ({ params, request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    return { data: await getSubscription(ctx, viewer.userId, params.id) }
  })

  defineRoute(
    app,
    api.unsubscriptionRequest,
    async ({ body, request, reply }) => {
      const viewer = requireUser(request)
      reply.status(201).header('cache-control', 'no-store')
      const requested = await requestUnsubscription(ctx, viewer.userId, body.subscription_id)
      return { data: { ...requested, decline_countdown_seconds: declineCountdownSeconds(ctx, request.headers) } }
    },
    writeLimits(app, 'unsubscription-codes', LIMITS.codes),
  )

  defineRoute(app, api.additionalMembershipOffers, async ({ query, request, reply }) => {
    const viewer = requireUser(request)
    reply.header('cache-control', 'private, no-store')
    const offers = await listOffers(ctx, viewer.userId, query.subscription_id)
    return wholeListAnswer(offers, { path: api.additionalMembershipOffers.path, query })
  })

  defineRoute(
    app,
    api.answerOffer,
    async ({ params, body, request, reply }) => {
      const viewer = requireUser(request)
      sameId(body.id, params.id)
      reply.header('cache-control', 'no-store')
      return { data: await answerOffer(ctx, viewer.userId, params.id, body.accepted) }
    },
    writeLimits(app, 'offer-answers', LIMITS.answers),
  )

  defineRoute(
    app,
    api.cancelSubscription,
    async ({ params, body, request, reply }) => {
      const viewer = requireUser(request)
      sameId(body.id, params.id)
      reply.header('cache-control', 'no-store')
      return { data: await cancelWithCode(ctx, viewer.userId, params.id, body.code) }
    },
    writeLimits(app, 'subscription-cancels', LIMITS.answers),
  )

  defineRoute(
    app,
    api.cancelLink,
    async ({ query, reply }) => {
      reply.header('cache-control', 'private, no-store')
      return { data: await inspectCancelLink(ctx, query.token) }
    },
    writeLimits(app, 'cancel-links', LIMITS.links),
  )

  defineRoute(
    app,
    api.cancelByLink,
    async ({ body, reply }) => {
      reply.header('cache-control', 'no-store')
      return { data: await cancelWithLink(ctx, body.token) }
    },
    writeLimits(app, 'cancel-links', LIMITS.links),
  )
}
