import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors'
import { payProblemOf, resultLinkHref } from './outcome'

function refusal(status: number, code: string, extra: Record<string, unknown> = {}) {
  return new ApiError(status, { message: `m${status}`, code, ...extra })
}

describe('payment refusals', () => {
  it('maps every status of POST payments', () => {
    expect(payProblemOf(refusal(409, 'trial_not_available'))).toEqual({ kind: 'no_trial', reason: null })
    expect(payProblemOf(refusal(410, 'promotion_not_available'))).toEqual({ kind: 'no_promo', reason: null })
    expect(payProblemOf(refusal(411, 'login_required'))).toEqual({ kind: 'login_required' })
    expect(payProblemOf(refusal(412, 'processor_already_failed', { plan_id: 3 }))).toEqual({
      kind: 'already_failed',
      planId: 3,
    })
    expect(payProblemOf(refusal(413, 'payment_not_possible', { redirect: 'home', plan_id: 3 }))).toEqual({
      kind: 'server_message',
      message: 'm413',
      redirect: 'home',
      planId: 3,
    })
    expect(payProblemOf(refusal(422, 'invalid_promotional_code'))).toEqual({ kind: 'invalid_promo' })
    expect(payProblemOf(refusal(422, 'invalid_referral_code'))).toEqual({ kind: 'invalid_referral' })
    expect(
      payProblemOf(
        refusal(422, 'validation_failed', {
          issues: { 'form_data.email': [{ message: 'email' }], card: [{ message: 'min_length', requirement: 3 }] },
        }),
      ),
    ).toEqual({ kind: 'validation', message: 'm422', fields: { email: 'email', card: 'min_length|3' } })
    expect(payProblemOf(refusal(500, 'internal'))).toEqual({ kind: 'error', message: 'm500' })
    expect(payProblemOf(new ApiError(0))).toEqual({ kind: 'offline' })
    expect(payProblemOf(new Error('x'))).toEqual({ kind: 'error', message: null })
  })

  it('names an answer the app cannot follow (an unknown redirect method) instead of showing its code', () => {
    const unreadable = new ApiError(201, { message: 'unexpected response', code: 'bad_response' })
    expect(payProblemOf(unreadable)).toEqual({ kind: 'unexpected' })
    expect(payProblemOf(unreadable, { isOneClick: true })).toEqual({ kind: 'unexpected' })
  })

  it('says which promotion rule a 409 or 410 names', () => {
    const named = (status: number, code: string, reason: string) => {
      const body = { message: 'm', code, reason }
      return new ApiError(status, { message: 'm', code }, { payload: body })
    }
    expect(payProblemOf(named(409, 'trial_not_available', 'trial_used'))).toEqual({
      kind: 'no_trial',
      reason: 'trial_used',
    })
    expect(payProblemOf(named(410, 'promotion_not_available', 'already_used'))).toEqual({
      kind: 'no_promo',
      reason: 'already_used',
    })
    expect(payProblemOf(named(410, 'promotion_not_available', 'something_else'))).toEqual({
      kind: 'no_promo',
      reason: null,
    })
  })

  it('gives result-message links: home to the plan, other values to the named route', () => {
    expect(resultLinkHref('home', 7)).toBe('/purchase/subscription?plan=7')
    expect(resultLinkHref('home', null)).toBe('/home')
    expect(resultLinkHref('login', null)).toBe('/login')
    expect(resultLinkHref(null, 3)).toBeNull()
    expect(resultLinkHref('https://evil.example', 3)).toBeNull()
  })
})
