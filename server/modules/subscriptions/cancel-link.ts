/**
 * The one-click cancel link of the renewal reminder e-mails: a signed, single-purpose token (HMAC-
 * SHA256 under a key derived for this purpose alone, so no other token of the server can pass for
 * it) naming the subscription and an expiry. Holding it lets one turn that subscription's
 * auto-renew off, nothing else; using it twice changes nothing more.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { SUBSCRIPTIONS } from '../../../contract/limits'

const PURPOSE = 'cancel-renewal'
const DAY_MS = 24 * 3600 * 1000

export function signCancelLink(key: string, subscriptionId: number, now: Date): string {
  const expires = Math.floor((now.getTime() + SUBSCRIPTIONS.cancelLinkDays * DAY_MS) / 1000)
  const payload = Buffer.from(JSON.stringify({ p: PURPOSE, s: subscriptionId, e: expires })).toString('base64url')
  return `${payload}.${sign(key, payload)}`
}

/** The subscription id a valid, unexpired token names; null for anything else. */
export function verifyCancelLink(key: string, token: string, now: Date): number | null {
  const [payload = '', signature = '', ...rest] = token.split('.')
  if (!payload || !signature || rest.length > 0) return null
  const expected = Buffer.from(sign(key, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  let claims: { p?: unknown; s?: unknown; e?: unknown }
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims
  } catch {
    return null
  }
  if (claims.p !== PURPOSE || typeof claims.s !== 'number' || !Number.isSafeInteger(claims.s)) return null
  if (typeof claims.e !== 'number' || claims.e * 1000 <= now.getTime()) return null
  return claims.s
}

function sign(key: string, payload: string): string {
  return createHmac('sha256', key).update(`${PURPOSE}.${payload}`).digest('base64url')
}

export function cancelLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/cancel_subscription?token=${encodeURIComponent(token)}`
}
