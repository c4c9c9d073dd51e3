/**
 * The processors' side: server-to-server callbacks (POST /api/payments/callbacks/{driver}) and the
 * buyer's return through our server (GET /api/payments/return/{driver}, then the result page).
 * Not contract routes: the bodies are the processors' own formats, read raw because signatures
 * are computed over the exact bytes; each driver parses and verifies its own.
 */
import type { FastifyInstance } from 'fastify'
import * as v from 'valibot'
import { DRIVER_FRONT_KEYS } from '../../../contract/schemas/purchase'
import { AppError } from '../../lib/app-error'
import { handleCallback, handleReturn } from './callbacks'
import { resultPath } from './charge-request'
import type { PaymentsContext } from './service'

const DriverParams = v.object({ driver: v.picklist(DRIVER_FRONT_KEYS) })
const CALLBACK_BODY_LIMIT = 64 * 1024

function driverKey(params: unknown): string {
  const parsed = v.safeParse(DriverParams, params)
  if (!parsed.success) throw new AppError('not_found')
  return parsed.output.driver
}

export async function paymentCallbackRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body)
  })

  app.post('/api/payments/callbacks/:driver', { config: { ignoreBearer: true } }, async (request, reply) => {
    const result = await handleCallback(ctx, driverKey(request.params), {
      rawBody: typeof request.body === 'string' ? request.body : '',
      headers: request.headers,
      query: request.query as Record<string, unknown>,
      ip: request.ip,
    })
    if (result.outcome === 'rejected') throw new AppError('callback_rejected')
    reply.header('cache-control', 'no-store')
    return { received: true, outcome: result.outcome }
  })

  app.get('/api/payments/return/:driver', { config: { ignoreBearer: true } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>
    const result = await handleReturn(ctx, driverKey(request.params), query).catch((error: unknown) => {
      // The buyer still goes to the result page, which polls until the callback settles it.
      request.log.warn({ err: error }, 'payment return not verified')
      return null
    })
    const claimed = Number(query.payment_id)
    const id = result?.paymentId ?? (Number.isSafeInteger(claimed) && claimed > 0 ? claimed : null)
    return reply.redirect(id === null ? '/' : resultPath(id), 303)
  })
}
