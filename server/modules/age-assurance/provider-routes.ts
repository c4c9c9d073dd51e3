/**
 * The providers' side: the visitor back from a provider (GET /api/age_check/return/{provider}, then
 * the app's check screen) and the provider's server-to-server callback (POST
 * /api/age_check/callbacks/{provider}). Not contract routes: their shapes are the providers' own, and
 * bodies are read raw. Each provider verifies its own; a forged one is refused (403) and recorded.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AGE_CHECK_PATH } from '../../../contract/schemas/age-check'
import { AppError } from '../../lib/app-error'
import { type Applied, applyAnswer, callbackPathOf, checkFinder, returnPathOf } from './attempts'
import type { AgeAssuranceContext } from './context'
import { type AgeCheckProvider, ProviderRejection, type ProviderRequest } from './providers/types'
import { recordEvent } from './repository'

const CALLBACK_BODY_LIMIT = 64 * 1024

function providerRequest(request: FastifyRequest): ProviderRequest {
  return {
    rawBody: typeof request.body === 'string' ? request.body : '',
    headers: request.headers,
    query: (request.query ?? {}) as Record<string, unknown>,
  }
}

/** The app's check screen, with where to go once passed. */
function screenPath(applied: Applied | undefined): string {
  const returnTo = applied?.check?.returnTo
  return returnTo ? `${AGE_CHECK_PATH}?redirect=${encodeURIComponent(returnTo)}` : AGE_CHECK_PATH
}

export async function ageCheckProviderRoutes(app: FastifyInstance, ctx: AgeAssuranceContext) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body)
  })

  function providerOf(request: FastifyRequest): AgeCheckProvider {
    const key = (request.params as { provider?: unknown }).provider
    const provider = typeof key === 'string' ? ctx.providers.byKey(key) : undefined
    if (!provider) throw new AppError('not_found')
    return provider
  }

  /** Verifies and applies; a rejection is recorded, then refused when forged. */
  async function receive(provider: AgeCheckProvider, source: 'return' | 'callback', request: FastifyRequest) {
    const find = checkFinder(ctx, provider.key)
    try {
      const answer =
        source === 'return'
          ? await provider.verifyReturn(providerRequest(request), find)
          : await provider.verifyCallback(providerRequest(request), find)
      return await applyAnswer(ctx, provider.key, source, answer)
    } catch (error) {
      if (!(error instanceof ProviderRejection)) throw error
      await recordEvent(ctx.db, {
        provider: provider.key,
        reference: error.reference,
        source,
        outcome: 'rejected',
        reason: error.reason,
        now: ctx.clock(),
      })
      request.log.warn({ provider: provider.key, source, reason: error.reason }, 'age check answer rejected')
      if (error.isForged) throw new AppError('invalid_signature', { detail: error.reason })
      throw new AppError('callback_rejected', { detail: error.reason })
    }
  }

  app.get(returnPathOf(':provider'), { config: { ignoreBearer: true } }, async (request, reply) => {
    const provider = providerOf(request)
    let applied: Applied | undefined
    try {
      applied = await receive(provider, 'return', request)
    } catch (error) {
      // A forged return is refused; anything else (a provider slow to answer, a check already
      // finished) still takes the visitor to the screen, which says where their check stands.
      if (error instanceof AppError && error.code === 'invalid_signature') throw error
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'age check return not verified')
    }
    return reply.header('cache-control', 'no-store').redirect(screenPath(applied), 303)
  })

  app.post(callbackPathOf(':provider'), { config: { ignoreBearer: true } }, async (request, reply) => {
    const applied = await receive(providerOf(request), 'callback', request)
    // Authentic, but about no check it could complete (unknown, another provider's, too old).
    if (applied.outcome === 'rejected') throw new AppError('callback_rejected')
    reply.header('cache-control', 'no-store')
    return { received: true, outcome: applied.outcome }
  })
}
