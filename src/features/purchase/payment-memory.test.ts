import { beforeEach, describe, expect, it } from 'vitest'
import { forgetFailuresOf, readFailedCards, readFailedMethod, rememberFailure } from './payment-memory'

const details = { TRANS_STATUS_NAME: 'DECLINED', TRANS_ID: 'T1', SERVICE_ADVICE: 'Use another card.' }

describe('the failure memory (paymentFailed) belongs to one buyer', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the spec’s keys and shapes for the buyer who failed', () => {
    rememberFailure(7, { cardId: 3, methodId: 5, details })
    expect(JSON.parse(localStorage.getItem('failedCards') ?? '[]')).toEqual([{ id: 3, details }])
    expect(JSON.parse(localStorage.getItem('paymentFailed') ?? 'null')).toBe(5)
    expect(readFailedCards(7)).toEqual([{ id: 3, details }])
    expect(readFailedMethod(7)).toBe(5)
  })

  it('is not shown to another user, nor to a guest on the same device', () => {
    rememberFailure(7, { cardId: 3, methodId: 5, details })
    expect(readFailedCards(8)).toEqual([])
    expect(readFailedMethod(8)).toBeUndefined()
    expect(readFailedMethod(null)).toBeUndefined()
  })

  it('a guest’s failure (a 412 has no card) is the guest’s, and another buyer’s starts afresh', () => {
    rememberFailure(null, { cardId: null, methodId: 4, details })
    expect(readFailedMethod(null)).toBe(4)
    expect(readFailedMethod(7)).toBeUndefined()
    rememberFailure(7, { cardId: 3, methodId: 5, details })
    expect(readFailedMethod(null)).toBeUndefined()
    expect(readFailedCards(7)).toEqual([{ id: 3, details }])
  })

  it('a buyer’s success clears their memory only', () => {
    rememberFailure(7, { cardId: 3, methodId: 5, details })
    forgetFailuresOf(8)
    expect(readFailedMethod(7)).toBe(5)
    forgetFailuresOf(7)
    expect(readFailedMethod(7)).toBeUndefined()
    expect(readFailedCards(7)).toEqual([])
  })
})
