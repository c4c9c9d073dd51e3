import { describe, expect, it } from 'vitest'
import { EMPTY_PAY_FORM, type PayFormValues, payFormErrors, type RuleContext } from './form-rules'

const NOW = new Date(2026, 5, 15)
const card: RuleContext['card'] = {
  now: NOW,
  billing: { subdivisionCodes: ['CA', 'NY'], currentCountryCode: null, hasTaxIdField: false },
}

const valid: PayFormValues = {
  ...EMPTY_PAY_FORM,
  terms: true,
  over_age: true,
  card_number: '4111111111111111',
  card_expiry: { month: '07', year: '26' },
  card_key: '123',
  processor: {
    cust_fname: 'Ada',
    cust_lname: 'Lovelace',
    bill_addr: '1 Main St',
    bill_addr_city: 'Springfield',
    bill_addr_state: 'CA',
    bill_addr_zip: '90001',
    bill_addr_country: 'US',
    cust_brcpfcnpj: '',
  },
}

function errorsFor(patch: Partial<PayFormValues>, context: Partial<RuleContext> = {}) {
  return payFormErrors({ ...valid, ...patch }, { isGuest: false, legals: true, card, ...context })
}

describe('purchase form rules', () => {
  it('accepts a complete card form of a signed-in buyer', () => {
    expect(errorsFor({})).toEqual({})
  })

  it('asks guests for a valid e-mail and the same confirmation', () => {
    expect(errorsFor({}, { isGuest: true })).toMatchObject({ email: 'required', email_confirm: 'required' })
    expect(errorsFor({ email: 'a@', email_confirm: 'a@' }, { isGuest: true }).email).toBe('email')
    expect(errorsFor({ email: 'a@b.co', email_confirm: 'x@b.co' }, { isGuest: true }).email_confirm).toBe('same_as')
    expect(errorsFor({ email: 'a@b.co', email_confirm: 'a@b.co' }, { isGuest: true })).toEqual({})
  })

  it('needs terms and age accepted', () => {
    expect(errorsFor({ terms: false, over_age: false })).toEqual({ terms: 'accepted', over_age: 'accepted' })
  })

  it('asks only the e-mail on the e-mail-only forms (test method, pre-paid code), and only of guests', () => {
    const emailOnly = { legals: false, card: null }
    expect(errorsFor({ terms: false, over_age: false }, emailOnly)).toEqual({})
    expect(errorsFor({ terms: false, over_age: false }, { ...emailOnly, isGuest: true })).toEqual({
      email: 'required',
      email_confirm: 'required',
    })
  })

  it('checks the card number: digits, 14 to 16, Luhn', () => {
    expect(errorsFor({ card_number: '' }).card_number).toBe('required')
    expect(errorsFor({ card_number: '4111 1111' }).card_number).toBe('min_length|14')
    expect(errorsFor({ card_number: '4111 1111 1111 111x' }).card_number).toBe('integer')
    expect(errorsFor({ card_number: '4111111111111' }).card_number).toBe('min_length|14')
    expect(errorsFor({ card_number: '41111111111111111' }).card_number).toBe('max_length|16')
    expect(errorsFor({ card_number: '4111111111111112' }).card_number).toBe('invalid')
    expect(errorsFor({ card_number: '378282246310005' }).card_number).toBeUndefined()
    expect(errorsFor({ card_number: '30569309025904' }).card_number).toBeUndefined()
  })

  it('takes the card number as people type it, with spaces or dashes', () => {
    expect(errorsFor({ card_number: '4111 1111 1111 1111' }).card_number).toBeUndefined()
    expect(errorsFor({ card_number: '4111-1111-1111-1111' }).card_number).toBeUndefined()
    expect(errorsFor({ card_number: ' 3782 822463 10005 ' }).card_number).toBeUndefined()
    expect(errorsFor({ card_number: '4111 1111 1111 1112' }).card_number).toBe('invalid')
  })

  it('checks the expiry: two digits, a real month, not in the past', () => {
    expect(errorsFor({ card_expiry: { month: '1', year: '26' } })['card_expiry.month']).toBe('integer')
    expect(errorsFor({ card_expiry: { month: '13', year: '26' } })['card_expiry.month']).toBe('max_value|12')
    expect(errorsFor({ card_expiry: { month: '00', year: '26' } })['card_expiry.month']).toBe('min_value|1')
    expect(errorsFor({ card_expiry: { month: '05', year: '26' } })['card_expiry.month']).toBe('min_value|06')
    expect(errorsFor({ card_expiry: { month: '12', year: '2030' } })['card_expiry.year']).toBe('integer')
    expect(errorsFor({ card_expiry: { month: '12', year: '25' } })['card_expiry.year']).toBe('min_value|26')
    expect(errorsFor({ card_expiry: { month: '12', year: '00' } })['card_expiry.year']).toBe('min_value|1')
  })

  it('checks the security code: 3 or 4 digits', () => {
    expect(errorsFor({ card_key: '12' }).card_key).toBe('min_length|3')
    expect(errorsFor({ card_key: '12345' }).card_key).toBe('max_length|4')
    expect(errorsFor({ card_key: '12a' }).card_key).toBe('integer')
    expect(errorsFor({ card_key: '1234' }).card_key).toBeUndefined()
  })

  it('checks the billing data: lengths, the state rule and the Brazilian tax id', () => {
    const long = 'x'.repeat(256)
    const billing = valid.processor
    expect(errorsFor({ processor: { ...billing, cust_fname: long } })['processor.cust_fname']).toBe('max_length|255')
    expect(errorsFor({ processor: { ...billing, bill_addr_zip: 'x'.repeat(21) } })['processor.bill_addr_zip']).toBe(
      'max_length|20',
    )
    expect(errorsFor({ processor: { ...billing, bill_addr_state: '' } })['processor.bill_addr_state']).toBe('required')
    const noStates = { ...card, billing: { ...card.billing, subdivisionCodes: [] } }
    expect(errorsFor({ processor: { ...billing, bill_addr_state: '' } }, { card: noStates })).toEqual({})
    const cielo = { ...card, billing: { ...card.billing, currentCountryCode: 'BR', hasTaxIdField: true } }
    expect(errorsFor({}, { card: cielo })['processor.cust_brcpfcnpj']).toBe('required')
    expect(errorsFor({ processor: { ...billing, cust_brcpfcnpj: '529.982.247-25' } }, { card: cielo })).toEqual({})
  })

  it('checks only e-mail and acceptances on the simple forms', () => {
    expect(
      payFormErrors({ ...EMPTY_PAY_FORM, terms: true, over_age: true }, { isGuest: false, legals: true, card: null }),
    ).toEqual({})
  })
})
