/**
 * The refresh token travels only in an httpOnly cookie scoped to /api/auth, SameSite=Strict, so
 * page scripts never see it and other sites cannot make the browser send it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AUTH_POLICY } from './policy'

export const REFRESH_COOKIE = 'velvet_refresh'
const COOKIE_PATH = '/api/auth'
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: Math.floor(AUTH_POLICY.sessionMs / 1000),
  })
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, secure, sameSite: 'strict', path: COOKIE_PATH })
}

/** The cookie's token when it has the shape of one (anything else is ignored, not looked up). */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE]
  return value && TOKEN_SHAPE.test(value) ? value : undefined
}
