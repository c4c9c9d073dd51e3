/**
 * The purchase form rules as pure functions, written once: the app runs them as the
 * buyer types, the sandbox processor's tokenisation endpoint and the API run them again. Each check
 * answers with a field problem (a FIELD_MESSAGES key and its requirement) or null when the value passes.
 */
import type { FieldMessage } from './errors'
import { CARD_RULES } from './limits'

export type FieldProblem = { message: FieldMessage; requirement?: string | number }

const DIGITS = /^\d+$/

function problem(message: FieldMessage, requirement?: string | number): FieldProblem {
  return requirement === undefined ? { message } : { message, requirement }
}

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function isLuhnValid(digits: string): boolean {
  if (!DIGITS.test(digits)) return false
  let sum = 0
  let double = false
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = digits.charCodeAt(index) - 48
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

/**
 * The card number as people type it ("4242 4242 4242 4242", "4242-4242-…") reduced to its digits:
 * spaces and dashes go, anything else stays for the rules below to refuse. Every form that takes a
 * card number (the in-app card form, the processor's hosted page) passes it through this first.
 */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/** card_number: required, digits only, 14 to 16 of them, Luhn-valid. */
export function cardNumberProblem(value: string | undefined | null): FieldProblem | null {
  if (!value) return problem('required')
  if (!DIGITS.test(value)) return problem('integer')
  if (value.length < CARD_RULES.numberMin) return problem('min_length', CARD_RULES.numberMin)
  if (value.length > CARD_RULES.numberMax) return problem('max_length', CARD_RULES.numberMax)
  return isLuhnValid(value) ? null : problem('invalid')
}

/** card_key (security code): required, digits only, 3 or 4 of them. */
export function cardKeyProblem(value: string | undefined | null): FieldProblem | null {
  if (!value) return problem('required')
  if (!DIGITS.test(value)) return problem('integer')
  if (value.length < CARD_RULES.keyMin) return problem('min_length', CARD_RULES.keyMin)
  if (value.length > CARD_RULES.keyMax) return problem('max_length', CARD_RULES.keyMax)
  return null
}

export type CardExpiry = { month: string; year: string }

/**
 * card_expiry: month exactly two digits 01–12, year exactly two digits 01–99, and not in the past:
 * the year not before the current two-digit year, the month not before the current one in the
 * current year. `now` is the caller's clock (the buyer's device in the app, the server's in the API).
 */
export function cardExpiryProblems(
  expiry: Partial<CardExpiry> | undefined | null,
  now: Date,
): { month?: FieldProblem; year?: FieldProblem } {
  const found: { month?: FieldProblem; year?: FieldProblem } = {}
  const month = expiry?.month ?? ''
  const year = expiry?.year ?? ''
  const currentYear = now.getFullYear() % 100
  const currentMonth = now.getMonth() + 1

  if (!month) found.month = problem('required')
  else if (!/^\d{2}$/.test(month)) found.month = problem('integer')
  else if (Number(month) < 1) found.month = problem('min_value', 1)
  else if (Number(month) > 12) found.month = problem('max_value', 12)

  if (!year) found.year = problem('required')
  else if (!/^\d{2}$/.test(year)) found.year = problem('integer')
  else if (Number(year) < 1) found.year = problem('min_value', 1)
  else if (Number(year) < currentYear) found.year = problem('min_value', String(currentYear).padStart(2, '0'))

  if (!found.month && !found.year && Number(year) === currentYear && Number(month) < currentMonth) {
    found.month = problem('min_value', String(currentMonth).padStart(2, '0'))
  }
  return found
}

/** The device-data step sends the first six digits of the card (iframeData.bin). */
export function cardBin(cardNumber: string): string {
  return cardNumber.slice(0, CARD_RULES.binLength)
}

export const CARD_BRANDS = ['VISA', 'MASTER', 'AMEX', 'DINERS', 'DISCOVER', 'JCB', 'ELO', 'OTHER'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

/** The card scheme from its leading digits (IIN ranges), for the brand icon and the saved card's type. */
export function cardBrand(cardNumber: string): CardBrand {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(cardNumber)) return 'ELO'
  if (/^4/.test(cardNumber)) return 'VISA'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(cardNumber)) return 'MASTER'
  if (/^3[47]/.test(cardNumber)) return 'AMEX'
  if (/^3(0[0-5]|[689])/.test(cardNumber)) return 'DINERS'
  if (/^(6011|65|64[4-9])/.test(cardNumber)) return 'DISCOVER'
  if (/^35/.test(cardNumber)) return 'JCB'
  return 'OTHER'
}

/**
 * State (subdivision) is required unless the country is known and has no subdivisions:
 * while the subdivisions are unknown (not loaded, or failed) the field stays required.
 */
export function isStateRequired(country: { hasSubdivisions: boolean | undefined } | undefined): boolean {
  return country?.hasSubdivisions !== false
}

/**
 * The Brazilian tax id (cust_brcpfcnpj, cielo only) is required when the billing country is BR or
 * the visitor's current country is BR, and cleared when neither is.
 */
export function isBrTaxIdRequired(billingCountryCode: string | undefined | null, currentCountryCode: string | null) {
  return billingCountryCode === 'BR' || currentCountryCode === 'BR'
}

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** A CPF (11 digits, two mod-11 check digits) or a CNPJ (14 digits); dots, dashes and slashes allowed. */
export function isValidBrTaxId(value: string): boolean {
  const digits = value.replace(/[.\-/\s]/g, '')
  if (!DIGITS.test(digits) || /^(\d)\1+$/.test(digits)) return false
  const numbers = [...digits].map(Number)
  if (numbers.length === 11) {
    const first = checkDigit(numbers.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2])
    const second = checkDigit(numbers.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    return numbers[9] === first && numbers[10] === second
  }
  if (numbers.length === 14) {
    const first = checkDigit(numbers.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    const second = checkDigit(numbers.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
    return numbers[12] === first && numbers[13] === second
  }
  return false
}

export type BillingInput = {
  cust_fname?: string | null
  cust_lname?: string | null
  bill_addr?: string | null
  bill_addr_city?: string | null
  bill_addr_state?: string | null
  bill_addr_zip?: string | null
  bill_addr_country?: string | null
  cust_brcpfcnpj?: string | null
}

export type BillingContext = {
  /** Subdivision codes of the billing country: undefined while unknown, [] for a country without any. */
  subdivisionCodes: readonly string[] | undefined
  /** The visitor's current country (GeoIP), or null when unknown. */
  currentCountryCode: string | null
  /** Only the cielo form has the tax id field. */
  hasTaxIdField: boolean
}

const TEXT_FIELDS = ['cust_fname', 'cust_lname', 'bill_addr', 'bill_addr_city'] as const

/** Every billing rule at once: required fields, max lengths, the state rule and the BR tax id rule. */
export function billingProblems(billing: BillingInput, context: BillingContext): Record<string, FieldProblem> {
  const found: Record<string, FieldProblem> = {}
  for (const field of TEXT_FIELDS) {
    const value = billing[field]?.trim() ?? ''
    if (!value) found[field] = problem('required')
    else if (value.length > CARD_RULES.billingTextMax) found[field] = problem('max_length', CARD_RULES.billingTextMax)
  }
  const zip = billing.bill_addr_zip?.trim() ?? ''
  if (!zip) found.bill_addr_zip = problem('required')
  else if (zip.length > CARD_RULES.zipMax) found.bill_addr_zip = problem('max_length', CARD_RULES.zipMax)
  if (!billing.bill_addr_country) found.bill_addr_country = problem('required')

  const state = billing.bill_addr_state ?? ''
  const codes = context.subdivisionCodes
  if (isStateRequired({ hasSubdivisions: codes === undefined ? undefined : codes.length > 0 })) {
    if (!state) found.bill_addr_state = problem('required')
    else if (codes && !codes.includes(state)) found.bill_addr_state = problem('one_of')
  }

  if (context.hasTaxIdField && isBrTaxIdRequired(billing.bill_addr_country, context.currentCountryCode)) {
    const taxId = billing.cust_brcpfcnpj?.trim() ?? ''
    if (!taxId) found.cust_brcpfcnpj = problem('required')
    else if (!isValidBrTaxId(taxId)) found.cust_brcpfcnpj = problem('invalid')
  }
  return found
}

/**
 * Guests give an e-mail and its confirmation on every purchase form; signed-in buyers do not.
 * The format itself is checked by the form schema.
 */
export function guestEmailProblems(
  form: { email?: string | null; email_confirm?: string | null },
  isGuest: boolean,
): Record<string, FieldProblem> {
  if (!isGuest) return {}
  const found: Record<string, FieldProblem> = {}
  const email = form.email?.trim().toLowerCase() ?? ''
  const confirm = form.email_confirm?.trim().toLowerCase() ?? ''
  if (!email) found.email = problem('required')
  if (!confirm) found.email_confirm = problem('required')
  else if (email && confirm !== email) found.email_confirm = problem('same_as')
  return found
}

/**
 * Whether the legacy add-on (a site membership at 67 % off) is offered with a plan: not for
 * a one-time payment; only with a method that sells it (its driver declares it: the worldline and
 * ryvyl forms) or a plan that has a legacy bundle; only for a creator's plan that is not itself a
 * bundle; only to guests and non-members.
 */
export function isLegacyAddonOffered(input: {
  isRecurrent: boolean
  /** The method chosen sells the add-on (PaymentMethod `driver_front_config.legacy_addon`). */
  methodOffersAddon: boolean
  hasLegacyBundle: boolean
  isWebstarsPlan: boolean
  isLegacyBundle: boolean
  isMember: boolean
}): boolean {
  return (
    input.isRecurrent &&
    (input.methodOffersAddon || input.hasLegacyBundle) &&
    input.isWebstarsPlan &&
    !input.isLegacyBundle &&
    !input.isMember
  )
}
