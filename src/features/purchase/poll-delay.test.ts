import { describe, expect, it } from 'vitest'
import { pollDelay } from './payment-result-screen'

describe('payment result polling (001 §4, §9)', () => {
  it('asks again 3 s after the first answer, then every 5 s, while pending', () => {
    expect(pollDelay('pending', 1)).toBe(3000)
    expect(pollDelay('pending', 2)).toBe(5000)
    expect(pollDelay('pending', 7)).toBe(5000)
  })

  it('stops once the payment is settled', () => {
    expect(pollDelay('approved', 1)).toBe(false)
    expect(pollDelay('failed', 3)).toBe(false)
    expect(pollDelay('canceled', 3)).toBe(false)
    expect(pollDelay(undefined, 0)).toBe(false)
  })
})
