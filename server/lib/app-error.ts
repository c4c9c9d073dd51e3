import type { ErrorCode, FieldMessage } from '../../contract/errors'

export type FieldIssue = { message: FieldMessage; requirement?: string | number }

/**
 * What services throw. The error handler turns it into the HTTP status of its code and a message
 * in the caller's language; `detail` is logged, never sent.
 */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly issues: Record<string, FieldIssue[]> | undefined
  readonly extra: Record<string, unknown> | undefined

  constructor(
    code: ErrorCode,
    options: {
      issues?: Record<string, FieldIssue[]>
      extra?: Record<string, unknown>
      detail?: string
      cause?: unknown
    } = {},
  ) {
    super(options.detail ?? code, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.issues = options.issues
    this.extra = options.extra
  }
}
