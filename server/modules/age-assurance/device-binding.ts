/**
 * Which browser started a check: a random nonce in an httpOnly cookie, its hash on the check. Only
 * that browser takes a guest's result into its cookie, so a return URL passed to someone else, or a
 * provider's callback, never opens another device.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const AGE_BINDING_COOKIE = 'velvet_age_check_start'
/** The check routes only: the status, the start and the return. */
const COOKIE_PATH = '/api/age_check'
const VALUE_SHAPE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/
const DAY_S = 24 * 3600

export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function bindingHash(nonce: string): string {
  return createHash('sha256').update(`age check binding:${nonce}`).digest('base64url')
}

export function setBinding(reply: FastifyReply, reference: string, nonce: string, secure: boolean): void {
  reply.setCookie(AGE_BINDING_COOKIE, `${reference}.${nonce}`, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: COOKIE_PATH,
    maxAge: DAY_S,
  })
}

export function clearBinding(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(AGE_BINDING_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: COOKIE_PATH })
}

/** The check this browser started, and the hash its nonce must match; undefined without one. */
export function readBinding(request: FastifyRequest): { reference: string; hash: string } | undefined {
  const match = VALUE_SHAPE.exec(request.cookies?.[AGE_BINDING_COOKIE] ?? '')
  if (!match?.[1] || !match[2]) return undefined
  return { reference: match[1], hash: bindingHash(match[2]) }
}
