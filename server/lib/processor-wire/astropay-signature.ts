/** AstroPay callbacks: `Signature` is the HMAC-SHA256 (hex) of the raw body with the merchant secret. */
import { hmacHex, safeEqual } from './crypto'

export function astropaySignature(rawBody: string, secret: string): string {
  return hmacHex('sha256', secret, rawBody)
}

export function isValidAstropaySignature(rawBody: string, signature: string | undefined, secret: string): boolean {
  return Boolean(signature) && safeEqual(astropaySignature(rawBody, secret), (signature ?? '').toLowerCase())
}
