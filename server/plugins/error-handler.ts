/**
 * One place that turns failures into the one error body:
 * `{ message, code, errors?, issues? }` with the status of the code and a message in the caller's
 * language. Bad input is a 4xx; a 5xx never carries internals (they go to the log).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ERROR_STATUS, type ErrorCode } from '../../contract/errors'
import { AppError, type FieldIssue } from '../lib/app-error'
import { errorText, fieldText } from '../lib/messages'
import { ValidationError } from '../lib/validation'

/**
 * Signs that the database is unreachable rather than that a query is wrong: network errors,
 * PostgreSQL's connection-exception class (08), shutdown and start-up (57P0x), too many
 * connections, and the pool's own messages, which carry no code.
 */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])
const DATABASE_DOWN_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

/**
 * Whether an error (or anything in its cause chain) says the database is down. Drizzle wraps the
 * driver's error (DrizzleQueryError, with `cause`), and a refused connection to a host with
 * several addresses arrives as an AggregateError of them.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || code.startsWith('08'))) return true
  if (DATABASE_DOWN_MESSAGES.test(error.message)) return true
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true
  }
  return isDatabaseUnavailable(error.cause, depth + 1)
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error bodies of this route also carry `data.error` (the message): token spends. */
    errorInData?: boolean
  }
}

/** What a 503 asks clients to wait: the embedded database restarts within a few seconds. */
export const RETRY_AFTER_SECONDS = 15

export const errorHandler = fp(async (app: FastifyInstance, options: { notFound: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, issues, extra } = classify(error)
    const status = ERROR_STATUS[code]
    if (code === 'maintenance') request.log.warn({ reason: rootCause(error).message }, 'database unavailable')
    else if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code, status }, 'request rejected')
    return sendError(request, reply, code, issues, extra)
  })

  // When the app is served, its plugin answers unknown paths with the shell instead.
  if (options.notFound) app.setNotFoundHandler((request, reply) => sendError(request, reply, 'not_found'))
})

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  issues?: Record<string, FieldIssue[]>,
  extra?: Record<string, unknown>,
) {
  const locale = request.locale ?? 'en'
  const body: Record<string, unknown> = { message: errorText(code, locale), code, ...extra }
  if (issues) {
    body.errors = Object.fromEntries(
      Object.entries(issues).map(([field, list]) => [field, list.map((issue) => fieldText(issue, locale))]),
    )
    body.issues = issues
  }
  if (request.routeOptions?.config?.errorInData) body.data = { error: body.message }
  if (code === 'maintenance') reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return reply.status(ERROR_STATUS[code]).header('cache-control', 'no-store').send(body)
}

/** The innermost cause: the driver's own words, without the failed query's text and parameters. */
function rootCause(error: Error): Error {
  let current = error
  for (let depth = 0; depth < 8 && current.cause instanceof Error; depth++) current = current.cause
  return current
}

function classify(error: FastifyError): {
  code: ErrorCode
  issues?: Record<string, FieldIssue[]>
  extra?: Record<string, unknown>
} {
  if (error instanceof AppError) return { code: error.code, issues: error.issues, extra: error.extra }
  if (error instanceof ValidationError) return { code: 'validation_failed', issues: error.issues }
  if (isDatabaseUnavailable(error)) return { code: 'maintenance' }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type' }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large' }
    default:
      break
  }
  const status = error.statusCode ?? 500
  if (status === 429) return { code: 'rate_limited' }
  if (status === 404) return { code: 'not_found' }
  if (status === 405) return { code: 'method_not_allowed' }
  if (status === 413) return { code: 'payload_too_large' }
  if (status === 415) return { code: 'unsupported_media_type' }
  if (status >= 400 && status < 500) return { code: 'bad_request' }
  return { code: 'internal' }
}
