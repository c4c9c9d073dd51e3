import { describe, expect, it } from 'vitest'
import { cardNumberProblem } from '../../../contract/payment-rules'
import { behaviourOf, TEST_CARDS } from './sandbox-test-cards'

describe('the documented test cards', () => {
  it('are all valid card numbers the forms accept (Luhn, 14 to 16 digits)', () => {
    for (const card of TEST_CARDS) expect(cardNumberProblem(card.number), card.number).toBeNull()
  })

  it('behave as documented; any other number is approved', () => {
    expect(behaviourOf('4000000000000002')).toBe('decline')
    expect(behaviourOf('4000000000003220')).toBe('challenge')
    expect(behaviourOf('6011111111111117')).toBe('approve')
  })
})
