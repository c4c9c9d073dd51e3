/**
 * Mercado Pago webhooks: `x-signature: ts=<seconds>,v1=<hex>` where v1 is the HMAC-SHA256 of the
 * manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` keyed by the application's secret.
 */
import { hmacHex, safeEqual } from './crypto'

export function mercadoPagoManifest(dataId: string, requestId: string, ts: string): string {
  return `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`
}

export function mercadoPagoSignature(dataId: string, requestId: string, ts: string, secret: string): string {
  return hmacHex('sha256', secret, mercadoPagoManifest(dataId, requestId, ts))
}

export function parseSignatureHeader(header: string | undefined): Record<string, string> {
  const parts: Record<string, string> = {}
  for (const piece of (header ?? '').split(',')) {
    const [key, ...value] = piece.trim().split('=')
    if (key && value.length > 0) parts[key] = value.join('=')
  }
  return parts
}

export function isValidMercadoPagoSignature(
  input: { dataId: string; requestId: string | undefined; header: string | undefined },
  secret: string,
): boolean {
  const { ts, v1 } = parseSignatureHeader(input.header)
  if (!ts || !v1 || !input.requestId) return false
  return safeEqual(mercadoPagoSignature(input.dataId, input.requestId, ts, secret), v1)
}
