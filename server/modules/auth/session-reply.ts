import type { FastifyReply } from 'fastify'
import type { AuthSession } from '../../../contract/schemas/user'
import { AppError } from '../../lib/app-error'
import { clearMediaCookie, setMediaCookie } from './media-cookie'
import { AUTH_POLICY } from './policy'
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie'
import type { IssuedSession } from './session-service'

export type SessionCookies = { secure: boolean; mediaKey: string }

/** Puts the refresh token and the media session in their cookies and answers the AuthSession body. */
export function sendSession(reply: FastifyReply, issued: IssuedSession, cookies: SessionCookies): AuthSession {
  setSessionCookies(reply, issued, cookies)
  reply.header('cache-control', 'no-store')
  return {
    data: {
      access_token: issued.accessToken,
      token_type: 'Bearer',
      expires_in: issued.expiresIn,
      user: issued.user,
    },
  }
}

/** A locked account's 429 carries retry-after like the per-IP limit's does. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const retryAfter = error instanceof AppError ? error.extra?.retry_after : undefined
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter))
    throw error
  }
}

export function setSessionCookies(reply: FastifyReply, issued: IssuedSession, cookies: SessionCookies): void {
  setRefreshCookie(reply, issued.refreshToken, cookies.secure)
  setMediaCookie(reply, {
    key: cookies.mediaKey,
    sessionId: issued.sessionId,
    secure: cookies.secure,
    maxAgeSeconds: Math.floor(AUTH_POLICY.sessionMs / 1000),
  })
}

/** The session is over for this device: neither cookie stays. */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  clearRefreshCookie(reply, secure)
  clearMediaCookie(reply, secure)
}
