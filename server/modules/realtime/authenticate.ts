/**
 * How the hub checks a socket's access token: the same check as a Bearer request (a valid token of
 * a live session), plus the token's expiry, at which the socket is closed unless it was renewed.
 */
import { decodeJwt } from 'jose'
import { authenticateAccessToken, type SessionContext } from '../auth/index'
import type { Authenticated } from './hub'

export function socketAuthenticator(ctx: Pick<SessionContext, 'db' | 'clock' | 'accessTokens'>) {
  return async (token: string): Promise<Authenticated | null> => {
    const viewer = await authenticateAccessToken(ctx, token).catch(() => null)
    if (viewer === null || viewer.userId === null) return null
    const { exp } = decodeJwt(token)
    return exp === undefined ? null : { userId: viewer.userId, expiresAt: exp * 1000 }
  }
}
