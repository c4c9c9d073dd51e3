/**
 * The purchase forms' rules on the values as typed, through the contract's shared rule
 * functions: e-mail and confirmation for guests, the acceptances (not on the e-mail-only forms of
 * the test method and the pre-paid code), and for the card forms the card
 * (Luhn, 14–16 digits, expiry not past, CVV 3–4) and the billing data (required fields, lengths,
 * the state rule, the Brazilian tax id). The card number is checked as its digits, so it may be typed
 * with spaces or dashes. Errors are field-message keys ("min_length|14") by path.
 */
import * as v from 'valibot'
import {
  type BillingContext,
  billingProblems,
  cardExpiryProblems,
  cardKeyProblem,
  cardNumberProblem,
  type FieldProblem,
  guestEmailProblems,
  normalizeCardNumber,
} from '../../../contract/payment-rules'
import { EmailSchema } from '../../../contract/schemas/auth'

export type BillingValues = {
  cust_fname: string
  cust_lname: string
  bill_addr: string
  bill_addr_city: string
  bill_addr_state: string
  bill_addr_zip: string
  bill_addr_country: string
  cust_brcpfcnpj: string
}

export type PayFormValues = {
  email: string
  email_confirm: string
  terms: boolean
  over_age: boolean
  addon_legacy: boolean
  card_number: string
  card_expiry: { month: string; year: string }
  card_key: string
  save_card: boolean
  processor: BillingValues
}

export const EMPTY_BILLING: BillingValues = {
  cust_fname: '',
  cust_lname: '',
  bill_addr: '',
  bill_addr_city: '',
  bill_addr_state: '',
  bill_addr_zip: '',
  bill_addr_country: '',
  cust_brcpfcnpj: '',
}

export const EMPTY_PAY_FORM: PayFormValues = {
  email: '',
  email_confirm: '',
  terms: false,
  over_age: false,
  addon_legacy: false,
  card_number: '',
  card_expiry: { month: '', year: '' },
  card_key: '',
  save_card: true,
  processor: EMPTY_BILLING,
}

export type RuleContext = {
  isGuest: boolean
  /** Whether the form asks for the terms and the age (every form but the e-mail-only ones). */
  legals: boolean
  /** Only the card forms check the card and the billing data. */
  card: { now: Date; billing: BillingContext } | null
}

export type FormErrors = Record<string, string>

function encode(problem: FieldProblem): string {
  return problem.requirement === undefined ? problem.message : `${problem.message}|${problem.requirement}`
}

export function payFormErrors(values: PayFormValues, context: RuleContext): FormErrors {
  const errors: FormErrors = {}
  const email = guestEmailProblems(values, context.isGuest)
  for (const [field, problem] of Object.entries(email)) errors[field] = encode(problem)
  if (context.isGuest && !errors.email && !v.is(EmailSchema, values.email)) errors.email = 'email'
  if (context.legals && !values.terms) errors.terms = 'accepted'
  if (context.legals && !values.over_age) errors.over_age = 'accepted'
  if (!context.card) return errors

  const number = cardNumberProblem(normalizeCardNumber(values.card_number))
  if (number) errors.card_number = encode(number)
  const expiry = cardExpiryProblems(values.card_expiry, context.card.now)
  if (expiry.month) errors['card_expiry.month'] = encode(expiry.month)
  if (expiry.year) errors['card_expiry.year'] = encode(expiry.year)
  const key = cardKeyProblem(values.card_key)
  if (key) errors.card_key = encode(key)
  for (const [field, problem] of Object.entries(billingProblems(values.processor, context.card.billing))) {
    errors[`processor.${field}`] = encode(problem)
  }
  return errors
}
