/**
 * The error-reporting tunnel (Sentry's `tunnel` option, R-CONST-12): the app's SDK posts
 * its envelopes here, on our own origin. An envelope must name the DSN the app was given (so this
 * is no open relay to any Sentry project); then it is forwarded to Sentry when SENTRY_DSN is set,
 * or its error events are kept in PostgreSQL for the operator (client_error_reports, bounded).
 * Limited per address, like every endpoint a page can call in a loop.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { ERROR_REPORTING } from '../../../contract/error-reporting'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { type Dsn, envelopeEndpoint, isSameDsn, parseDsn, readEnvelope } from './envelope'
import { keepReport } from './repository'

export type ClientErrorsDeps = {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** The DSN the app is given (app_config): the only one an envelope may name. */
  appDsn: Dsn
  /** Sentry's project, when SENTRY_DSN is set: envelopes go there instead of the table. */
  sentry: Dsn | undefined
  fetch: typeof fetch
  /** Reports kept at most (CLIENT_ERRORS_KEPT; tests use fewer). */
  kept?: number
}

/** Reports kept at most: the newest ones; an error storm cannot fill the disk. */
export const CLIENT_ERRORS_KEPT = 5000
const ENVELOPE_LIMIT = 256 * 1024
const STORED_ENVELOPE_MAX = 64 * 1024
const RATE_LIMIT = { max: 20, timeWindow: 60_000 }

export async function clientErrorRoutes(app: FastifyInstance, deps: ClientErrorsDeps) {
  // The SDK sends the envelope as text: read raw, whatever it calls its content type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_LIMIT }, (_request, body, done) => {
    done(null, body)
  })

  app.post(
    ERROR_REPORTING.tunnelPath,
    { config: { ignoreBearer: true, rateLimit: RATE_LIMIT } },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const envelope = readEnvelope(raw)
      if (!envelope) throw new AppError('bad_request', { detail: 'not a Sentry envelope' })
      const named = parseDsn(envelope.dsn)
      if (!named || !isSameDsn(named, deps.appDsn)) {
        throw new AppError('bad_request', { detail: 'envelope for another DSN or project' })
      }
      reply.header('cache-control', 'no-store')
      if (deps.sentry) {
        const answer = await deps
          .fetch(envelopeEndpoint(deps.sentry), {
            method: 'POST',
            headers: { 'content-type': 'application/x-sentry-envelope' },
            body: new Uint8Array(raw),
            signal: AbortSignal.timeout(10_000),
          })
          .catch((error: unknown) => {
            deps.log.warn({ reason: (error as Error).message }, 'error report not forwarded to Sentry')
            return undefined
          })
        // Sentry's rate limits reach the SDK, which then holds back as it would talking to Sentry.
        const limits = answer?.headers.get('x-sentry-rate-limits')
        if (limits) reply.header('x-sentry-rate-limits', limits)
        return reply.status(answer?.ok ? 200 : 502).send({ forwarded: answer?.ok === true })
      }
      const text = raw.subarray(0, STORED_ENVELOPE_MAX).toString('utf8')
      for (const event of envelope.events) {
        await keepReport(
          deps.db,
          { ...event, envelope: text, receivedAt: deps.clock() },
          deps.kept ?? CLIENT_ERRORS_KEPT,
        )
      }
      return { kept: envelope.events.length }
    },
  )
}
