import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  billingProblems,
  cardBrand,
  cardExpiryProblems,
  cardKeyProblem,
  cardNumberProblem,
  guestEmailProblems,
  isBrTaxIdRequired,
  isLegacyAddonOffered,
  isLuhnValid,
  isStateRequired,
  isValidBrTaxId,
  normalizeCardNumber,
} from './payment-rules'
import { CardTokenRequestSchema, PaymentBodySchema, PaymentFormDataSchema } from './schemas/payment'

describe('card number', () => {
  it('accepts Luhn-valid numbers of 14, 15 and 16 digits', () => {
    expect(cardNumberProblem('30569309025904')).toBeNull()
    expect(cardNumberProblem('378282246310005')).toBeNull()
    expect(cardNumberProblem('4111111111111111')).toBeNull()
  })

  it('rejects 13 and 17 digits, non-digits, a bad checksum and an empty value', () => {
    expect(cardNumberProblem('4222222222222')).toEqual({ message: 'min_length', requirement: 14 })
    expect(cardNumberProblem('41111111111111111')).toEqual({ message: 'max_length', requirement: 16 })
    expect(cardNumberProblem('4111 1111 1111 1111')).toEqual({ message: 'integer' })
    expect(cardNumberProblem('4111111111111112')).toEqual({ message: 'invalid' })
    expect(cardNumberProblem('')).toEqual({ message: 'required' })
  })

  it('reduces a number typed with spaces or dashes to its digits, and nothing else', () => {
    expect(normalizeCardNumber('4242 4242 4242 4242')).toBe('4242424242424242')
    expect(normalizeCardNumber(' 4242-4242-4242\t4242 ')).toBe('4242424242424242')
    expect(normalizeCardNumber('4242.4242')).toBe('4242.4242')
    expect(cardNumberProblem(normalizeCardNumber('4111 1111 1111 1111'))).toBeNull()
  })

  it('computes Luhn on any digit string', () => {
    expect(isLuhnValid('79927398713')).toBe(true)
    expect(isLuhnValid('79927398710')).toBe(false)
    expect(isLuhnValid('12a4')).toBe(false)
  })

  it('names the brand from the leading digits', () => {
    expect(cardBrand('4242424242424242')).toBe('VISA')
    expect(cardBrand('5555555555554444')).toBe('MASTER')
    expect(cardBrand('378282246310005')).toBe('AMEX')
    expect(cardBrand('30569309025904')).toBe('DINERS')
  })
})

describe('security code', () => {
  it('takes 3 or 4 digits only', () => {
    expect(cardKeyProblem('123')).toBeNull()
    expect(cardKeyProblem('1234')).toBeNull()
    expect(cardKeyProblem('12')).toEqual({ message: 'min_length', requirement: 3 })
    expect(cardKeyProblem('12345')).toEqual({ message: 'max_length', requirement: 4 })
    expect(cardKeyProblem('12a')).toEqual({ message: 'integer' })
    expect(cardKeyProblem(undefined)).toEqual({ message: 'required' })
  })
})

describe('expiry', () => {
  const now = new Date(2026, 5, 15) // June 2026

  it('accepts this month and later', () => {
    expect(cardExpiryProblems({ month: '06', year: '26' }, now)).toEqual({})
    expect(cardExpiryProblems({ month: '01', year: '30' }, now)).toEqual({})
  })

  it('wants two digits for month and year', () => {
    expect(cardExpiryProblems({ month: '1', year: '30' }, now).month?.message).toBe('integer')
    expect(cardExpiryProblems({ month: '01', year: '2030' }, now).year?.message).toBe('integer')
  })

  it('wants a month from 01 to 12 and a year from 01', () => {
    expect(cardExpiryProblems({ month: '00', year: '30' }, now).month?.message).toBe('min_value')
    expect(cardExpiryProblems({ month: '13', year: '30' }, now).month?.message).toBe('max_value')
    expect(cardExpiryProblems({ month: '01', year: '00' }, now).year?.message).toBe('min_value')
  })

  it('rejects a past month of this year and a past year', () => {
    expect(cardExpiryProblems({ month: '05', year: '26' }, now).month).toEqual({
      message: 'min_value',
      requirement: '06',
    })
    expect(cardExpiryProblems({ month: '12', year: '25' }, now).year).toEqual({
      message: 'min_value',
      requirement: '26',
    })
  })

  it('requires both parts', () => {
    expect(cardExpiryProblems({}, now)).toEqual({ month: { message: 'required' }, year: { message: 'required' } })
  })
})

describe('billing rules', () => {
  const complete = {
    cust_fname: 'Ana',
    cust_lname: 'Souza',
    bill_addr: 'Rua A 1',
    bill_addr_city: 'São Paulo',
    bill_addr_state: 'SP',
    bill_addr_zip: '01000-000',
    bill_addr_country: 'BR',
    cust_brcpfcnpj: '529.982.247-25',
  }
  const brazil = { subdivisionCodes: ['SP', 'RJ'], currentCountryCode: null, hasTaxIdField: true }

  it('passes a complete Brazilian billing with a valid CPF', () => {
    expect(billingProblems(complete, brazil)).toEqual({})
  })

  it('requires every field and caps names at 255 and the zip at 20', () => {
    expect(Object.keys(billingProblems({}, brazil)).sort()).toEqual(
      [
        'bill_addr',
        'bill_addr_city',
        'bill_addr_country',
        'bill_addr_state',
        'bill_addr_zip',
        'cust_fname',
        'cust_lname',
      ].sort(),
    )
    const long = billingProblems({ ...complete, cust_fname: 'a'.repeat(256), bill_addr_zip: '1'.repeat(21) }, brazil)
    expect(long.cust_fname).toEqual({ message: 'max_length', requirement: 255 })
    expect(long.bill_addr_zip).toEqual({ message: 'max_length', requirement: 20 })
    expect(billingProblems({ ...complete, cust_fname: 'a'.repeat(255) }, brazil)).toEqual({})
  })

  it('requires the state unless the country is known to have no subdivisions', () => {
    expect(isStateRequired(undefined)).toBe(true)
    expect(isStateRequired({ hasSubdivisions: undefined })).toBe(true)
    expect(isStateRequired({ hasSubdivisions: true })).toBe(true)
    expect(isStateRequired({ hasSubdivisions: false })).toBe(false)
    const noState = { ...complete, bill_addr_state: null, bill_addr_country: 'DK', cust_brcpfcnpj: null }
    expect(billingProblems(noState, { ...brazil, subdivisionCodes: [] })).toEqual({})
    expect(billingProblems({ ...complete, bill_addr_state: 'XX' }, brazil).bill_addr_state?.message).toBe('one_of')
  })

  it('requires the tax id for Brazil (billing or current country) on the cielo form only', () => {
    expect(isBrTaxIdRequired('BR', null)).toBe(true)
    expect(isBrTaxIdRequired('AR', 'BR')).toBe(true)
    expect(isBrTaxIdRequired('AR', 'AR')).toBe(false)
    const withoutTaxId = { ...complete, cust_brcpfcnpj: null }
    expect(billingProblems(withoutTaxId, brazil).cust_brcpfcnpj).toEqual({ message: 'required' })
    expect(billingProblems(withoutTaxId, { ...brazil, hasTaxIdField: false })).toEqual({})
    expect(billingProblems({ ...complete, cust_brcpfcnpj: '123.456.789-00' }, brazil).cust_brcpfcnpj?.message).toBe(
      'invalid',
    )
  })

  it('checks CPF and CNPJ check digits', () => {
    expect(isValidBrTaxId('52998224725')).toBe(true)
    expect(isValidBrTaxId('11.222.333/0001-81')).toBe(true)
    expect(isValidBrTaxId('11.222.333/0001-82')).toBe(false)
    expect(isValidBrTaxId('111.111.111-11')).toBe(false)
  })
})

describe('guest e-mail', () => {
  it('is required with a matching confirmation for guests only', () => {
    expect(guestEmailProblems({}, false)).toEqual({})
    expect(guestEmailProblems({}, true)).toEqual({
      email: { message: 'required' },
      email_confirm: { message: 'required' },
    })
    expect(guestEmailProblems({ email: 'a@b.example', email_confirm: 'c@b.example' }, true)).toEqual({
      email_confirm: { message: 'same_as' },
    })
    expect(guestEmailProblems({ email: 'A@b.example', email_confirm: 'a@b.example' }, true)).toEqual({})
  })
})

describe('legacy add-on offer', () => {
  const base = {
    isRecurrent: true,
    methodOffersAddon: true,
    hasLegacyBundle: false,
    isWebstarsPlan: true,
    isLegacyBundle: false,
    isMember: false,
  }
  it('is offered for a recurring creator plan with a method that sells it, or with a bundle, to a non-member', () => {
    expect(isLegacyAddonOffered(base)).toBe(true)
    expect(isLegacyAddonOffered({ ...base, methodOffersAddon: false, hasLegacyBundle: true })).toBe(true)
  })
  it('is not offered one-time, on other methods, for site plans, for bundles or to members', () => {
    expect(isLegacyAddonOffered({ ...base, isRecurrent: false })).toBe(false)
    expect(isLegacyAddonOffered({ ...base, methodOffersAddon: false })).toBe(false)
    expect(isLegacyAddonOffered({ ...base, isWebstarsPlan: false })).toBe(false)
    expect(isLegacyAddonOffered({ ...base, isLegacyBundle: true })).toBe(false)
    expect(isLegacyAddonOffered({ ...base, isMember: true })).toBe(false)
  })
})

describe('wire schemas keep card data out of our API', () => {
  const form = { terms: true, over_age: true, card_token: 'tok_abcdefgh12' }
  it('refuse card_number and card_key in form_data', () => {
    expect(v.safeParse(PaymentFormDataSchema, form).success).toBe(true)
    expect(v.safeParse(PaymentFormDataSchema, { ...form, card_number: '4242424242424242' }).success).toBe(false)
    expect(v.safeParse(PaymentFormDataSchema, { ...form, card_key: '123' }).success).toBe(false)
  })
  it('refuse a card token that is a card number', () => {
    expect(v.safeParse(PaymentFormDataSchema, { ...form, card_token: '4242424242424242' }).success).toBe(false)
  })
  it('refuse an amount in the body', () => {
    const body = { country_id: 'INT', form_data: form, payment_method_id: 1, subscription_plan_id: 1 }
    expect(v.safeParse(PaymentBodySchema, body).success).toBe(true)
    expect(v.safeParse(PaymentBodySchema, { ...body, amount: 0.01 }).success).toBe(false)
  })
  it('check the tokenisation request with the same card rules', () => {
    const next = (new Date().getFullYear() % 100) + 1
    const card = { card_number: '4242424242424242', card_expiry: { month: '01', year: String(next) }, card_key: '123' }
    expect(v.safeParse(CardTokenRequestSchema, card).success).toBe(true)
    const bad = v.safeParse(CardTokenRequestSchema, {
      card_number: '4242424242424241',
      card_expiry: { month: '13', year: '00' },
      card_key: '12',
    })
    expect(bad.success).toBe(false)
    const paths = (bad.issues ?? []).map((issue) => v.getDotPath(issue)).sort()
    expect(paths).toEqual(['card_expiry.month', 'card_expiry.year', 'card_key', 'card_number'])
  })
})
