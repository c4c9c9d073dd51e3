import type { FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '../../../contract/schemas/idempotency'
import { toFieldIssues, ValidationError } from '../../lib/validation'

/** The request's Idempotency-Key, or undefined without one; a malformed key is a 422 on `idempotency_key`. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]
  if (raw === undefined) return undefined
  const parsed = v.safeParse(IdempotencyKeySchema, Array.isArray(raw) ? raw.join(',') : raw)
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.issues)
    throw new ValidationError({ idempotency_key: Object.values(issues).flat() })
  }
  return parsed.output
}
