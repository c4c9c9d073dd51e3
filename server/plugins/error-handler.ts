/**
 * One place that turns failures into the error body of ARCHITECTURE.md §3:
 * `{ message, code, errors?, issues? }` with the status of the code and a message in the caller's
 * language. Bad input is a 4xx; a 5xx never carries internals (they go to the log).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ERROR_STATUS, type ErrorCode } from '../../contract/errors'
import { AppError, type FieldIssue } from '../lib/app-error'
import { errorText, fieldText } from '../lib/messages'
import { ValidationError } from '../lib/validation'

const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300'])

export const errorHandler = fp(async (app: FastifyInstance, options: { notFound: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { code, issues, extra } = classify(error)
    const status = ERROR_STATUS[code]
    if (status >= 500) request.log.error({ err: error }, 'request failed')
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
  if (code === 'maintenance') reply.header('retry-after', '15')
  return reply.status(ERROR_STATUS[code]).header('cache-control', 'no-store').send(body)
}

function classify(error: FastifyError): {
  code: ErrorCode
  issues?: Record<string, FieldIssue[]>
  extra?: Record<string, unknown>
} {
  if (error instanceof AppError) return { code: error.code, issues: error.issues, extra: error.extra }
  if (error instanceof ValidationError) return { code: 'validation_failed', issues: error.issues }
  const pgCode = (error as { code?: string }).code
  if (pgCode && DATABASE_DOWN_CODES.has(pgCode)) return { code: 'maintenance' }
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
