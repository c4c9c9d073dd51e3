import { describe, expect, it } from 'vitest'
import { pollDelay, shownStatus } from './payment-result-screen'

describe('payment result polling', () => {
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

describe('the status shown (sc from the processor’s return)', () => {
  it('shows sc=1 as approved and any other sc as failed', () => {
    expect(shownStatus('1', 'pending')).toBe('approved')
    expect(shownStatus('0', 'pending')).toBe('failed')
    expect(shownStatus('2', 'canceled')).toBe('failed')
    expect(shownStatus('', 'pending')).toBe('failed')
  })

  it('shows the server’s status without sc, and never an approved payment as failed', () => {
    expect(shownStatus(undefined, 'pending')).toBe('pending')
    expect(shownStatus(undefined, 'canceled')).toBe('canceled')
    expect(shownStatus('0', 'approved')).toBe('approved')
  })
})
