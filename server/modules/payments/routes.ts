/** POST payments, paymentsInovioRetrieveDdc, one_click_payment/{plan}/{card}, GET payments/{id} and payments. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { api } from '../../../contract/api'
import { paginationMeta } from '../../lib/pagination'
import { defineRoute } from '../../lib/route'
import { requireUser } from '../../plugins/auth'
import { type IdempotencyDeps, respondOnce } from '../idempotency/index'
import { currentCountryCode } from '../purchase/index'
import { writeLimits } from '../social/index'
import type { Buyer } from './prepare'
import { listPayments, type PaymentsContext, readPayment, retrieveDeviceData, startPayment } from './service'

const MINUTE = 60_000

/** Generous for a buyer retrying, tight enough to stop card testing through our forms. */
const PAYMENT_LIMITS = {
  perIp: { max: 30, timeWindow: MINUTE },
  perAccount: { max: 20, timeWindow: MINUTE },
}

function buyerOf(request: FastifyRequest, ctx: PaymentsContext): Buyer {
  return {
    viewer: request.viewer,
    locale: request.locale,
    ip: request.ip,
    currentCountry: currentCountryCode(request.headers, ctx.config.geoipHeader),
  }
}

export async function paymentRoutes(app: FastifyInstance, ctx: PaymentsContext & IdempotencyDeps) {
  const limits = writeLimits(app, 'payments', PAYMENT_LIMITS)

  defineRoute(
    app,
    api.createPayment,
    async ({ body, request, reply }) => {
      const buyer = buyerOf(request, ctx)
      reply.header('cache-control', 'no-store')
      return respondOnce(ctx, { request, reply }, body, (once) =>
        startPayment(
          ctx,
          buyer,
          {
            kind: 'form',
            countryId: body.country_id,
            form: body.form_data,
            methodId: body.payment_method_id,
            planId: body.subscription_plan_id,
            legacyBundleId: body.subscription_plan_plus_legacy_id ?? null,
            promoCode: body.promotional_code || null,
            referral: body.referal || null,
            paymentLinkId: body.payment_link_id ?? null,
          },
          once,
        ),
      )
    },
    limits,
  )

  defineRoute(
    app,
    api.paymentsDdc,
    async ({ body }) => ({
      data: await retrieveDeviceData(ctx, { methodId: body.payment_method_id, cardToken: body.form_data.card_token }),
    }),
    limits,
  )

  defineRoute(
    app,
    api.oneClickPayment,
    async ({ params, body, request, reply }) => {
      requireUser(request)
      const buyer = buyerOf(request, ctx)
      reply.header('cache-control', 'no-store')
      return respondOnce(ctx, { request, reply }, { params, body }, (once) =>
        startPayment(
          ctx,
          buyer,
          {
            kind: 'one_click',
            countryId: body.form_data.payment_country_id ?? 'INT',
            form: body.form_data,
            planId: params.plan,
            cardId: params.card,
            promoCode: body.promotional_code || null,
            paymentLinkId: body.payment_link_id ?? null,
          },
          once,
        ),
      )
    },
    limits,
  )

  defineRoute(app, api.payment, async ({ params, query, request, reply }) => {
    reply.header('cache-control', 'private, no-store')
    return {
      data: await readPayment(ctx, request.viewer, {
        id: params.id,
        include: query.include,
        userFinishToken: query.user_finish_token,
      }),
    }
  })

  defineRoute(app, api.payments, async ({ query, request, reply }) => {
    reply.header('cache-control', 'private, no-store')
    const { payments, total, page } = await listPayments(ctx, request.viewer, {
      page: query.page,
      perPage: query.per_page,
      include: query.include,
      userFinishToken: query.user_finish_token,
      userId: query.user_id,
      subscriptionId: query.subscription_id,
    })
    return { data: payments, meta: paginationMeta(page, total, payments.length, { path: api.payments.path, query }) }
  })
}
