/**
 * NOWPayments IPN: `x-nowpayments-sig` is the HMAC-SHA512 (hex) of the JSON
 * body re-serialised with its keys sorted, keyed by the IPN secret. Compared in constant time.
 */
import { canonicalJson } from '../canonical-json'
import { hmacHex, safeEqual } from './crypto'

export function nowPaymentsSignature(body: unknown, ipnSecret: string): string {
  return hmacHex('sha512', ipnSecret, canonicalJson(body))
}

export function isValidNowPaymentsSignature(rawBody: string, signature: string | undefined, ipnSecret: string) {
  if (!signature) return false
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return false
  }
  return safeEqual(nowPaymentsSignature(body, ipnSecret), signature.toLowerCase())
}
