import type { FastifyReply } from 'fastify'
import type { AuthSession } from '../../../contract/schemas/user'
import { AppError } from '../../lib/app-error'
import { setRefreshCookie } from './refresh-cookie'
import type { IssuedSession } from './session-service'

/** Puts the refresh token in its cookie and answers the AuthSession body. */
export function sendSession(reply: FastifyReply, issued: IssuedSession, secureCookie: boolean): AuthSession {
  setRefreshCookie(reply, issued.refreshToken, secureCookie)
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
