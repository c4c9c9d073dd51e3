/**
 * Reads a claim form: multipart (as the spec's app sends it) or JSON. Text fields only: attachments
 * are disabled (FLAGS.attachments), so a file part is refused with a 422 on `files`. A field sent
 * twice keeps its first value; the schema then rejects unknown fields.
 */
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../lib/app-error'

export const CLAIM_FORM_LIMITS = { fields: 20, fieldSize: 16 * 1024, parts: 21, files: 1, fileSize: 1 } as const

export async function readClaimForm(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body
  const fields: Record<string, string> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume()
        throw new AppError('validation_failed', {
          issues: { files: [{ message: 'invalid' }] },
          detail: 'attachments are disabled',
        })
      }
      if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500) throw error
    // A body that is not valid multipart (cut short, bad boundary) is the client's mistake.
    throw new AppError('bad_request', { detail: `multipart: ${(error as Error).message}`, cause: error })
  }
  return fields
}
