import { describe, expect, it } from 'vitest'
import { convertFromUsd, displayPrice, formatMoney } from './money'

const BRL = { code: 'BRL', amount_to_usd: 5.05, decimal_precision: 2 }
const JPY = { code: 'JPY', amount_to_usd: 151.3, decimal_precision: 0 }

describe('money (USD × amount_to_usd, rounded to decimal_precision)', () => {
  it('converts with the rate and rounds to the precision', () => {
    expect(convertFromUsd(29.99, BRL)).toBe(151.45)
    expect(convertFromUsd(29.99, JPY)).toBe(4537)
    expect(convertFromUsd(29.99, { code: 'USD', amount_to_usd: 1, decimal_precision: 2 })).toBe(29.99)
    expect(convertFromUsd(0.005, { code: 'X', amount_to_usd: 1, decimal_precision: 2 })).toBe(0.01)
  })

  it('formats in the locale with the currency precision', () => {
    expect(formatMoney(151.45, BRL, 'pt')).toMatch(/R\$\s?151,45/)
    expect(formatMoney(4537, JPY, 'en')).toMatch(/4,537$/)
  })

  it('shows the visitor currency with the USD amount beside it, and USD alone for USD', () => {
    expect(displayPrice(29.99, BRL, 'en')).toEqual({ main: 'R$151.45', usd: '$29.99' })
    expect(displayPrice(29.99, null, 'en')).toEqual({ main: '$29.99', usd: null })
  })
})
