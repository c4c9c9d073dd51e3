/**
 * What a refused payment means for the buyer: 422 shows the validation message (or the
 * promotional / referral code is invalid), 409 asks to pay without the trial and the promotion, 410
 * without the promotion, 411 asks to log in, 412 says this processor already failed, 413 shows the
 * server's own message, anything else the generic one. One-click ignores 409 and 410 (its button
 * then offers to pay without them). Offline is said as such: nothing was charged. An answer the app
 * cannot follow (an unknown redirect method) is said in the buyer's words, with a way back.
 */
import * as v from 'valibot'
import { PromotionRefusalBodySchema } from '../../../contract/schemas/payment'
import type { PromotionRefusal } from '../../../contract/schemas/purchase'
import { type ApiError, isApiError } from '../../api/errors'

export type PayProblem =
  | { kind: 'validation'; message: string | null; fields: Record<string, string> }
  | { kind: 'invalid_promo' }
  | { kind: 'invalid_referral' }
  | { kind: 'no_trial'; reason: PromotionRefusal | null }
  | { kind: 'no_promo'; reason: PromotionRefusal | null }
  | { kind: 'login_required' }
  | { kind: 'already_failed'; planId: number | null }
  | { kind: 'server_message'; message: string; redirect: string | null; planId: number | null }
  | { kind: 'offline' }
  | { kind: 'unexpected' }
  | { kind: 'error'; message: string | null }

/** Which promotion rule a 409 or 410 names (its body's `reason`), if it names one. */
function refusalOf(error: ApiError): PromotionRefusal | null {
  const body = v.safeParse(PromotionRefusalBodySchema, error.payload)
  return body.success ? (body.output.reason ?? null) : null
}

export function payProblemOf(error: unknown, { isOneClick = false } = {}): PayProblem {
  if (!isApiError(error)) return { kind: 'error', message: null }
  const body = error.body
  if (error.isNetwork) return { kind: 'offline' }
  // An answer the app cannot read (an unknown redirect method, a body of another shape).
  if (error.code === 'bad_response') return { kind: 'unexpected' }
  switch (error.status) {
    case 409:
      if (error.code === 'trial_not_available') return { kind: 'no_trial', reason: refusalOf(error) }
      break
    case 410:
      return { kind: 'no_promo', reason: refusalOf(error) }
    case 411:
      return { kind: 'login_required' }
    case 412:
      return { kind: 'already_failed', planId: body?.plan_id ?? null }
    case 413:
      return {
        kind: 'server_message',
        message: body?.message ?? '',
        redirect: isOneClick ? null : (body?.redirect ?? null),
        planId: body?.plan_id ?? null,
      }
    case 422: {
      if (error.code === 'invalid_promotional_code') return { kind: 'invalid_promo' }
      if (error.code === 'invalid_referral_code') return { kind: 'invalid_referral' }
      const fields: Record<string, string> = {}
      for (const [path, issues] of Object.entries(body?.issues ?? {})) {
        const issue = issues[0]
        if (!issue) continue
        const field = path.replace(/^form_data\./, '')
        fields[field] = issue.requirement === undefined ? issue.message : `${issue.message}|${issue.requirement}`
      }
      return { kind: 'validation', message: body?.message ?? null, fields }
    }
  }
  return { kind: 'error', message: body?.message ?? null }
}

/** A result message's link: 'home' is the purchase page with the plan (or home); others name a route. */
export function resultLinkHref(redirect: string | null, planId: number | null): string | null {
  if (!redirect) return null
  if (redirect === 'home') return planId === null ? '/home' : `/purchase/subscription?plan=${planId}`
  if (/^[a-z_]+$/.test(redirect)) return `/${redirect}`
  return null
}
