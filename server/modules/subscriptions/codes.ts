/**
 * The unsubscribe code: six random digits, mailed, kept only as
 * an HMAC bound to its request (a leaked table does not give the codes back), compared in constant
 * time. Spaces a member types are ignored.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { SUBSCRIPTIONS } from '../../../contract/limits'

export function newCode(): string {
  return String(randomInt(0, 10 ** SUBSCRIPTIONS.codeLength)).padStart(SUBSCRIPTIONS.codeLength, '0')
}

export function hashCode(key: string, requestId: number, code: string): string {
  return createHmac('sha256', key).update(`${requestId}:${code}`).digest('base64url')
}

export function isCodeOf(key: string, requestId: number, storedHash: string, typed: string): boolean {
  const given = Buffer.from(hashCode(key, requestId, typed.replace(/\s+/g, '')))
  const stored = Buffer.from(storedHash)
  return given.length === stored.length && timingSafeEqual(given, stored)
}
