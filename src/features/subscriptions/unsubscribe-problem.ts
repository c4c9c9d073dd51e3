import { isApiError } from '../../api/errors'

/** What went wrong in the unsubscribe flow, as the dialog tells it. */
export type Problem = 'not_cancellable' | 'too_often' | 'invalid_code' | 'code_expired' | 'offline' | 'error' | null

/** The problem an API error means for the unsubscribe flow. */
export function problemOf(error: unknown): Problem {
  if (!isApiError(error)) return 'error'
  if (error.isNetwork) return 'offline'
  if (error.code === 'not_cancellable') return 'not_cancellable'
  if (error.code === 'code_expired') return 'code_expired'
  if (error.status === 429) return 'too_often'
  // A 403 on the code means an invalid code.
  if (error.code === 'invalid_code' || error.status === 403) return 'invalid_code'
  return 'error'
}
