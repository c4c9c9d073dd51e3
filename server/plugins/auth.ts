/**
 * Who is calling: no Authorization header means a guest; a Bearer access token must verify and
 * name a live session, or the request is refused with 401 (a revoked session included, so a
 * device signed out by a newer login learns it on its next call). Fills `request.viewer`.
 *
 * Routes that must work with a stale token in hand (refresh, logout, login …) set
 * `config: { ignoreBearer: true }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client'
import { AppError } from '../lib/app-error'
import type { Clock } from '../lib/clock'
import type { Viewer } from '../lib/viewer'
import type { AccessTokens } from '../modules/auth/access-token'
import { authenticateAccessToken } from '../modules/auth/session-service'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Skip access-token checks on this route (the route reads the token itself if it needs it). */
    ignoreBearer?: boolean
  }
}

export type SignedInViewer = Viewer & { userId: number; sessionId: string }

const BEARER = /^Bearer ([A-Za-z0-9_\-.]{1,4096})$/

/** The Bearer token of a request, or undefined when there is no Authorization header. */
export function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (header === undefined) return undefined
  const match = BEARER.exec(header)
  // A header that is there but not a Bearer token is a broken client, not a guest.
  if (!match?.[1]) throw new AppError('unauthenticated', { detail: 'malformed Authorization header' })
  return match[1]
}

/** For routes that need a signed-in user: the viewer, or 401. */
export function requireUser(request: FastifyRequest): SignedInViewer {
  const { viewer } = request
  if (viewer.userId === null || viewer.sessionId === null) throw new AppError('unauthenticated')
  return viewer as SignedInViewer
}

export const auth = fp(async (app: FastifyInstance, deps: { db: Db; clock: Clock; accessTokens: AccessTokens }) => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.ignoreBearer) return
    const token = readBearer(request)
    if (token === undefined) return
    request.viewer = await authenticateAccessToken(deps, token)
  })
})
