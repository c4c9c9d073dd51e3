import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ClaimBodySchema } from '../../../contract/schemas/claim'
import { ApiError } from '../../api/errors'
import { claimOutcomeOf, isLastFour, serverMessagesOf } from './claim-outcome'
import { countryOptions } from './countries'

const claim = {
  email: 'fan@example.com',
  username: 'fan',
  country: 'ES',
  document: 'X1234567',
  card_company: 'Visa',
  card_number: '4242',
  claim: 'A charge I do not recognise',
}

describe('the card number of a claim', () => {
  it('is the last four digits, nothing more', () => {
    expect(isLastFour('4242')).toBe(true)
    expect(isLastFour('42424')).toBe(false)
    expect(isLastFour('4242424242424242')).toBe(false)
    expect(isLastFour('424')).toBe(false)
    expect(isLastFour('42a2')).toBe(false)
  })

  it('is refused by the form schema when longer, with the message the form replaces', () => {
    expect(v.is(ClaimBodySchema, claim)).toBe(true)
    const result = v.safeParse(ClaimBodySchema, { ...claim, card_number: '12345' })
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe('invalid')
  })
})

describe('claimOutcomeOf', () => {
  it('maps 422 to bad request, 500 and other statuses to the error', () => {
    expect(claimOutcomeOf(new ApiError(422, { message: 'x', code: 'validation_failed' }))).toBe('bad_request')
    expect(claimOutcomeOf(new ApiError(500))).toBe('error')
    expect(claimOutcomeOf(new ApiError(404))).toBe('error')
    expect(claimOutcomeOf(new Error('boom'))).toBe('error')
  })

  it('says "offline" for no answer only when the browser says so; the server being down is the error (R-CLAIM-37)', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    expect(claimOutcomeOf(new ApiError(0))).toBe('error')
    onLine.mockReturnValue(false)
    expect(claimOutcomeOf(new ApiError(0))).toBe('offline')
    onLine.mockRestore()
  })

  it("shows the response's errors with any failure but a 422 (whose errors go under the fields)", () => {
    const refused = new ApiError(409, { message: 'x', code: 'conflict', errors: { claim: ['Already filed'] } })
    expect(serverMessagesOf(refused)).toEqual(['Already filed'])
    const failed = new ApiError(500, { message: 'x', code: 'internal', errors: { claim: ['Try tomorrow'] } })
    expect(serverMessagesOf(failed)).toEqual(['Try tomorrow'])
    expect(serverMessagesOf(new ApiError(500, { message: 'x', code: 'internal' }))).toEqual([])
    expect(serverMessagesOf(new ApiError(422, { message: 'x', code: 'invalid', errors: { claim: ['y'] } }))).toEqual([])
  })
})

describe('countryOptions', () => {
  it('names every country in the language and sorts by it', () => {
    const spanish = countryOptions('es')
    expect(spanish).toHaveLength(249)
    expect(spanish.find((country) => country.code === 'DE')?.name).toBe('Alemania')
    const names = spanish.map((country) => country.name)
    expect([...names].sort(new Intl.Collator('es').compare)).toEqual(names)
  })
})
