import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import type { SignedInViewer } from '../../plugins/auth'
import { readMediaSession, viewerOfSession } from '../auth/index'
import { isValidMediaSignature, nowSeconds, type SignedKind } from './signed-urls'

export type SignedMediaRequest = { kind: SignedKind; id: number; expires: number; signature: string }

/**
 * The viewer a signed media URL was made for: the request's media cookie must name a session,
 * the URL must be signed for that session and unexpired, and the session must still be live.
 * Undefined otherwise (the caller answers 403). Entitlement is the caller's to check.
 */
export async function signedMediaViewer(
  deps: { db: Db; mediaKey: string },
  request: FastifyRequest,
  signed: SignedMediaRequest,
  now: Date,
): Promise<SignedInViewer | undefined> {
  const sessionId = readMediaSession(request, deps.mediaKey)
  if (!sessionId || !isValidMediaSignature(deps.mediaKey, { ...signed, sessionId }, nowSeconds(now))) return undefined
  return viewerOfSession(deps, sessionId, now)
}
