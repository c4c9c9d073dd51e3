/**
 * The media cookie: which session a signed media request comes from. Pictures and video segments
 * are fetched by <img>, <video> and the player without the Bearer token, so the session travels
 * in this httpOnly cookie, scoped to /media and SameSite=Strict, set with every session answer
 * (login, registration, recovery, refresh) and cleared at logout. Its value is the session id
 * and an HMAC of it: nobody can make one for another session.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

export const MEDIA_COOKIE = 'velvet_media'
const COOKIE_PATH = '/media'
const VALUE_SHAPE = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/

function tag(key: string, sessionId: string): string {
  return createHmac('sha256', key).update(`media session:${sessionId}`).digest('base64url')
}

export function setMediaCookie(
  reply: FastifyReply,
  options: { key: string; sessionId: string; secure: boolean; maxAgeSeconds: number },
): void {
  reply.setCookie(MEDIA_COOKIE, `${options.sessionId}.${tag(options.key, options.sessionId)}`, {
    httpOnly: true,
    secure: options.secure,
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: options.maxAgeSeconds,
  })
}

export function clearMediaCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(MEDIA_COOKIE, { httpOnly: true, secure, sameSite: 'strict', path: COOKIE_PATH })
}

/** The session id the request's media cookie vouches for, or undefined. */
export function readMediaSession(request: FastifyRequest, key: string): string | undefined {
  const match = VALUE_SHAPE.exec(request.cookies[MEDIA_COOKIE] ?? '')
  if (!match?.[1] || !match[2]) return undefined
  const expected = Buffer.from(tag(key, match[1]))
  const given = Buffer.from(match[2])
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : undefined
}
