import type { ErrorBody } from '../../contract/schemas/common'

/**
 * A failed API call. `status` 0 means the request never got an answer (offline, server down,
 * aborted by a stale-response guard); `body` is the server's error body when there is one.
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: ErrorBody | undefined
  /**
   * The error body as it came, unparsed: an endpoint may add fields of its own to the common ones
   * (a refused spend says the balance and the price), which its caller parses with its own schema.
   */
  readonly payload: unknown

  constructor(status: number, body?: ErrorBody, options?: { cause?: unknown; payload?: unknown }) {
    super(body?.message ?? (status === 0 ? 'network error' : `HTTP ${status}`), options)
    this.name = 'ApiError'
    this.status = status
    this.body = body
    this.payload = options?.payload
  }

  get code(): string {
    return this.body?.code ?? (this.status === 0 ? 'network' : 'unknown')
  }

  get isNetwork(): boolean {
    return this.status === 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Client errors will not get better by retrying; network and server errors may. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false
  return error.status === 0 || error.status >= 500 || error.status === 429
}
