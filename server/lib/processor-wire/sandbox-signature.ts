/**
 * The sandbox processor's own callback signature (test, inovio and ryvyl flavours), in the common
 * timestamped style: `x-sandbox-signature: t=<seconds>,v1=<HMAC-SHA256 hex of "<t>.<raw body>">`.
 * The timestamp bounds replays; the event id (payment_callbacks) makes a replay change nothing.
 */
import { hmacHex, safeEqual } from './crypto'
import { parseSignatureHeader } from './mercadopago-signature'

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature'
/** A signed callback older (or newer) than this is refused. */
export const SANDBOX_SIGNATURE_TOLERANCE_S = 300

export function sandboxSignatureHeader(rawBody: string, secret: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmacHex('sha256', secret, `${nowSeconds}.${rawBody}`)}`
}

export function isValidSandboxSignature(
  rawBody: string,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
): boolean {
  const { t, v1 } = parseSignatureHeader(header)
  if (!t || !v1 || !/^\d{1,12}$/.test(t)) return false
  if (Math.abs(nowSeconds - Number(t)) > SANDBOX_SIGNATURE_TOLERANCE_S) return false
  return safeEqual(hmacHex('sha256', secret, `${t}.${rawBody}`), v1)
}
