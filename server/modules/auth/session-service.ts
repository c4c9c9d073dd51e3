/**
 * Sessions (ARCHITECTURE §4): a login opens a session and revokes the user's others (one device
 * at a time); refresh rotates the refresh token, and a used token presented again revokes its
 * session (unless it is the retry of a refresh whose answer was lost, see refreshRetryGraceMs);
 * every access token is checked against its live session on every request.
 */
import type { User } from '../../../contract/schemas/user'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import type { Viewer } from '../../lib/viewer'
import { lockUser, type UserRow } from '../users/repository'
import { isMembershipActive, toUser } from '../users/serialize'
import type { AccessTokens } from './access-token'
import type { AuditLog } from './audit'
import { createOpaqueToken, hashToken } from './opaque-token'
import { AUTH_POLICY } from './policy'
import {
  claimRefreshToken,
  findLiveSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  retireUnusedSuccessor,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session-repository'

export type SessionMethod = 'password' | 'token_login' | 'register' | 'recover' | 'social'

export type SessionContext = { db: Db; clock: Clock; accessTokens: AccessTokens; audit: AuditLog }

/** What a login, registration, recovery or refresh hands back: the refresh token goes in a cookie. */
export type IssuedSession = { accessToken: string; refreshToken: string; expiresIn: number; user: User }

type OpenedSession = { sessionId: string; refreshToken: string; user: UserRow; replaced: number }

/**
 * Opens a session inside the caller's transaction. The user's row is locked first, so concurrent
 * logins of one user queue up and each revokes the one before it: exactly one stays live.
 */
export async function openSession(
  tx: Executor,
  request: { userId: number; method: SessionMethod; userAgent: string | null; now: Date },
): Promise<OpenedSession> {
  const user = await lockUser(tx, request.userId)
  if (!user) throw new AppError('unauthenticated', { detail: 'openSession: user vanished' })
  const replaced = await revokeUserSessions(tx, user.id, 'replaced', request.now)
  const expiresAt = new Date(request.now.getTime() + AUTH_POLICY.sessionMs)
  const session = await insertSession(tx, {
    userId: user.id,
    method: request.method,
    userAgent: request.userAgent?.slice(0, 255) ?? null,
    now: request.now,
    expiresAt,
  })
  const refresh = createOpaqueToken()
  await insertRefreshToken(tx, { sessionId: session.id, tokenHash: refresh.hash, now: request.now, expiresAt })
  return { sessionId: session.id, refreshToken: refresh.token, user, replaced }
}

/** Access token and user for an opened session (after its transaction has committed). */
export async function issueSession(ctx: SessionContext, opened: OpenedSession, now: Date): Promise<IssuedSession> {
  if (opened.replaced > 0) ctx.audit('auth.session_replaced', { userId: opened.user.id, count: opened.replaced })
  const accessToken = await ctx.accessTokens.sign({ userId: opened.user.id, sessionId: opened.sessionId })
  return {
    accessToken,
    refreshToken: opened.refreshToken,
    expiresIn: AUTH_POLICY.accessTokenSeconds,
    user: toUser(opened.user, now),
  }
}

export async function startSession(
  ctx: SessionContext,
  request: { userId: number; method: SessionMethod; userAgent: string | null },
): Promise<IssuedSession> {
  const now = ctx.clock()
  const opened = await ctx.db.transaction((tx) => openSession(tx, { ...request, now }))
  return issueSession(ctx, opened, now)
}

type RefreshOutcome =
  | { kind: 'rotated'; user: UserRow; sessionId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string; userId: number | undefined }
  | { kind: 'rejected'; reason: string }

/** Rotates a refresh token: the old one is spent, the session gets a new one and a new access token. */
export async function refreshSession(ctx: SessionContext, refreshToken: string): Promise<IssuedSession> {
  const now = ctx.clock()
  const tokenHash = hashToken(refreshToken)
  // Decided inside the transaction, thrown after it: a reuse must stay revoked, not roll back.
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    let claimed = await claimRefreshToken(tx, tokenHash, now)
    if (!claimed) {
      const known = await findRefreshToken(tx, tokenHash)
      if (!known) return { kind: 'rejected', reason: 'unknown' }
      const isRetry =
        known.usedAt !== null &&
        now.getTime() - known.usedAt.getTime() <= AUTH_POLICY.refreshRetryGraceMs &&
        (await retireUnusedSuccessor(tx, known.id))
      if (!isRetry) {
        const live = await findLiveSession(tx, known.sessionId, now)
        await revokeSession(tx, known.sessionId, 'refresh_reuse', now)
        return { kind: 'reused', sessionId: known.sessionId, userId: live?.user.id }
      }
      ctx.audit('auth.refresh_retry', { sessionId: known.sessionId })
      claimed = { id: known.id, sessionId: known.sessionId, expiresAt: known.expiresAt }
    }
    if (claimed.expiresAt.getTime() <= now.getTime()) return { kind: 'rejected', reason: 'expired' }
    const live = await findLiveSession(tx, claimed.sessionId, now)
    if (!live) return { kind: 'rejected', reason: 'session_ended' }
    if (live.user.bannedAt || live.user.disabledAt) {
      await revokeSession(tx, claimed.sessionId, 'blocked', now)
      return { kind: 'rejected', reason: 'blocked' }
    }
    const next = createOpaqueToken()
    const expiresAt = new Date(now.getTime() + AUTH_POLICY.sessionMs)
    await insertRefreshToken(tx, {
      sessionId: claimed.sessionId,
      tokenHash: next.hash,
      now,
      expiresAt,
      parentId: claimed.id,
    })
    await touchSession(tx, claimed.sessionId, now, expiresAt)
    return { kind: 'rotated', user: live.user, sessionId: claimed.sessionId, refreshToken: next.token }
  })
  if (outcome.kind === 'reused') {
    ctx.audit('auth.refresh_reuse', { userId: outcome.userId ?? null, sessionId: outcome.sessionId })
    throw new AppError('unauthenticated', { detail: 'refresh token reuse' })
  }
  if (outcome.kind === 'rejected') {
    ctx.audit('auth.refresh_rejected', { reason: outcome.reason })
    throw new AppError('unauthenticated', { detail: `refresh rejected: ${outcome.reason}` })
  }
  const accessToken = await ctx.accessTokens.sign({ userId: outcome.user.id, sessionId: outcome.sessionId })
  return {
    accessToken,
    refreshToken: outcome.refreshToken,
    expiresIn: AUTH_POLICY.accessTokenSeconds,
    user: toUser(outcome.user, now),
  }
}

/** Logout: revokes the session named by the refresh cookie and/or the access token. Never fails. */
export async function endSession(
  ctx: SessionContext,
  request: { refreshToken: string | undefined; accessToken: string | undefined },
): Promise<void> {
  const now = ctx.clock()
  const sessionIds = new Set<string>()
  const claims = request.accessToken ? await ctx.accessTokens.verify(request.accessToken) : null
  if (claims) sessionIds.add(claims.sessionId)
  if (request.refreshToken) {
    const known = await findRefreshToken(ctx.db, hashToken(request.refreshToken))
    if (known) sessionIds.add(known.sessionId)
  }
  for (const sessionId of sessionIds) {
    const revoked = await revokeSession(ctx.db, sessionId, 'logout', now)
    if (revoked) ctx.audit('auth.logout', { userId: claims?.userId ?? null, sessionId })
  }
}

/**
 * The viewer behind a Bearer token: the token must verify AND its session must still be live
 * (a primary-key lookup), so a session revoked by a newer login fails on its very next call.
 */
export async function authenticateAccessToken(
  ctx: Pick<SessionContext, 'db' | 'clock' | 'accessTokens'>,
  token: string,
): Promise<Viewer> {
  const claims = await ctx.accessTokens.verify(token)
  if (!claims) throw new AppError('unauthenticated', { detail: 'invalid access token' })
  const now = ctx.clock()
  const live = await findLiveSession(ctx.db, claims.sessionId, now)
  if (!live || live.user.id !== claims.userId) throw new AppError('unauthenticated', { detail: 'session not live' })
  if (live.user.bannedAt) throw new AppError('banned')
  if (live.user.disabledAt) throw new AppError('account_disabled')
  return {
    userId: live.user.id,
    isMember: isMembershipActive(live.user, now),
    isWebstar: live.user.modelId !== null,
    modelId: live.user.modelId,
    sessionId: live.session.id,
  }
}
