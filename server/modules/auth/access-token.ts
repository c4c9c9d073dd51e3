/**
 * Access tokens: JWT HS256 signed with the server's key. Verification accepts only HS256 (no
 * `none`, no algorithm confusion), checks issuer, audience, expiry and the `typ: access` claim;
 * anything else is simply not a token.
 */
import { jwtVerify, SignJWT } from 'jose'
import type { Clock } from '../../lib/clock'
import { AUTH_POLICY } from './policy'

export const TOKEN_ISSUER = 'velvet'
export const TOKEN_AUDIENCE = 'velvet-api'
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type AccessClaims = { userId: number; sessionId: string }

export type AccessTokens = {
  sign: (claims: AccessClaims) => Promise<string>
  /** The claims of a valid token, or null for anything else (malformed, expired, forged). */
  verify: (token: string) => Promise<AccessClaims | null>
}

export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  // Imported once: given the raw bytes, jose imports them again on every call, on
  // every signed-in request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  return {
    sign: async (claims) => {
      const issuedAt = Math.floor(clock().getTime() / 1000)
      return new SignJWT({ typ: 'access', sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + AUTH_POLICY.accessTokenSeconds)
        .sign(await key)
    },
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          currentDate: clock(),
          requiredClaims: ['exp', 'iat', 'sub', 'sid', 'typ'],
        })
        if (payload.typ !== 'access' || typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) return null
        if (!payload.sub || !/^[1-9]\d{0,9}$/.test(payload.sub)) return null
        return { userId: Number(payload.sub), sessionId: payload.sid }
      } catch {
        return null
      }
    },
  }
}
