/**
 * What a claim's answer means: 201 success, 422 bad request (the field problems go
 * under the fields), 500 or any other status the error message; no answer at all is the error message
 * too, and when the browser itself says it is offline the dialog says that as well.
 */
import { isApiError } from '../../api/errors'
import { isBrowserOffline } from '../../api/reachability'

export type ClaimOutcome = 'success' | 'bad_request' | 'error' | 'offline'

export function claimOutcomeOf(error: unknown): ClaimOutcome {
  if (!isApiError(error)) return 'error'
  if (error.isNetwork) return isBrowserOffline() ? 'offline' : 'error'
  return error.status === 422 ? 'bad_request' : 'error'
}

/**
 * The response's errors (data.errors) to show with a failed claim, whatever its status, else none
 * and the general error shows. A 422's go under the fields.
 */
export function serverMessagesOf(error: unknown): string[] {
  if (!isApiError(error) || !error.body || error.status === 422) return []
  return error.body.errors ? Object.values(error.body.errors).flat() : []
}

/** The claim card rule: exactly the last four digits of the card, never more. */
export function isLastFour(value: string): boolean {
  return /^\d{4}$/.test(value.trim())
}
