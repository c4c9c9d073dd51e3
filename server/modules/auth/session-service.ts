/**
 * Sessions: a login opens a session and revokes the user's others (one device
 * at a time); refresh rotates the refresh token, and a used token presented again revokes its
 * session and tells its owner (unless the same device retries a refresh whose answer was lost,
 * see refreshRetryGraceMs);
 * every access token is checked against its live session on every request.
 *
 * A token's successor is derived from it (an HMAC under the server's refresh key), not drawn at
 * random: a retry of a refresh, or any number of concurrent refreshes with one token, get the very
 * same successor the first one minted. Nothing new is ever minted for a used token, so a retry
 * never forks the session; a replay from elsewhere ends it for everyone holding it.
 */
import { createHmac } from 'node:crypto'
import type { Locale } from '../../../contract/languages'
import type { User } from '../../../contract/schemas/user'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import type { Viewer } from '../../lib/viewer'
import type { Mailer } from '../mail/index'
import { sessionStolenMail } from '../mail/index'
import { isMembershipActive, lockUser, toUser, type UserRow } from '../users/index'
import type { AccessTokens } from './access-token'
import { mailLocale } from './account-state'
import type { AuditLog } from './audit'
import { createOpaqueToken, hashToken } from './opaque-token'
import { AUTH_POLICY } from './policy'
import {
  claimRefreshToken,
  findLiveSession,
  findRefreshToken,
  findSessionEnd,
  findUnusedSuccessor,
  insertRefreshToken,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session-repository'

export type SessionMethod = 'password' | 'passkey' | 'token_login' | 'register' | 'recover' | 'social'

export type SessionContext = {
  db: Db
  clock: Clock
  accessTokens: AccessTokens
  /** Derives each refresh token's successor (see successorOf). */
  refreshKey: string
  audit: AuditLog
}

/** What a login, registration, recovery or refresh hands back: the refresh token goes in a cookie. */
export type IssuedSession = {
  accessToken: string
  refreshToken: string
  expiresIn: number
  user: User
  /** Named by the media cookie, for the signed media URLs of this session. */
  sessionId: string
}

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

/** Access token and user for an opened or rotated session (after its transaction has committed). */
export async function issueSession(ctx: SessionContext, opened: OpenedSession, now: Date): Promise<IssuedSession> {
  if (opened.replaced > 0) ctx.audit('auth.session_replaced', { userId: opened.user.id, count: opened.replaced })
  const accessToken = await ctx.accessTokens.sign({ userId: opened.user.id, sessionId: opened.sessionId })
  return {
    accessToken,
    refreshToken: opened.refreshToken,
    expiresIn: AUTH_POLICY.accessTokenSeconds,
    user: toUser(opened.user, now),
    sessionId: opened.sessionId,
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
  | { kind: 'stolen'; sessionId: string; userId: number | undefined }
  | { kind: 'rejected'; reason: string }

/** The one token a refresh with `token` hands out, whoever asks and however often. */
export function successorOf(refreshKey: string, token: string): string {
  return createHmac('sha256', refreshKey).update(`refresh successor:${token}`).digest('base64url')
}

/** What a refresh needs beyond the session rules: the owner is told by e-mail when their session is stolen. */
export type RefreshContext = SessionContext & { mailer: Mailer; publicUrl: string; locale: Locale }

/**
 * Rotates a refresh token: the old one is spent, the session gets its successor and a new access
 * token. The first refresh with a token claims it for the calling device (a conditional update:
 * concurrent ones wait on its row lock, then see it used) and stores the successor; the same device
 * presenting the token again gets that same successor while the successor itself is unused and the
 * grace time lasts (a retry of a lost answer, or a concurrent twin). Any other use of a spent token
 * (another device, or after the grace) is theft: the whole session (the token family) is revoked,
 * its owner is mailed (in the same transaction, through the outbox), and this refresh and every
 * later one of that session answer `session_stolen`, so the app can say why it signed out.
 */
export async function refreshSession(
  ctx: RefreshContext,
  refreshToken: string,
  client: string,
): Promise<IssuedSession> {
  const now = ctx.clock()
  const tokenHash = hashToken(refreshToken)
  const next = successorOf(ctx.refreshKey, refreshToken)
  // Decided inside the transaction, thrown after it: a reuse must stay revoked, not roll back.
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const claimed = await claimRefreshToken(tx, tokenHash, client, now)
    const token = claimed ?? (await findRefreshToken(tx, tokenHash))
    if (!token) return { kind: 'rejected', reason: 'unknown' }
    if (!claimed) {
      const isRetry =
        token.usedAt !== null &&
        token.usedByClient === client &&
        now.getTime() - token.usedAt.getTime() <= AUTH_POLICY.refreshRetryGraceMs &&
        (await findUnusedSuccessor(tx, token.id))?.tokenHash === hashToken(next)
      if (!isRetry) {
        const live = await findLiveSession(tx, token.sessionId, now)
        if (await revokeSession(tx, token.sessionId, STOLEN, now)) await tellOwner(ctx, tx, live?.user)
        return { kind: 'stolen', sessionId: token.sessionId, userId: live?.user.id }
      }
      ctx.audit('auth.refresh_retry', { sessionId: token.sessionId })
    }
    if (token.expiresAt.getTime() <= now.getTime()) return { kind: 'rejected', reason: 'expired' }
    const live = await findLiveSession(tx, token.sessionId, now)
    if (!live) {
      const ended = await findSessionEnd(tx, token.sessionId)
      if (ended?.revokedReason === STOLEN) return { kind: 'stolen', sessionId: token.sessionId, userId: undefined }
      return { kind: 'rejected', reason: 'session_ended' }
    }
    if (live.user.bannedAt || live.user.disabledAt) {
      await revokeSession(tx, token.sessionId, 'blocked', now)
      return { kind: 'rejected', reason: 'blocked' }
    }
    if (claimed) {
      const expiresAt = new Date(now.getTime() + AUTH_POLICY.sessionMs)
      await insertRefreshToken(tx, {
        sessionId: token.sessionId,
        tokenHash: hashToken(next),
        now,
        expiresAt,
        parentId: token.id,
      })
      await touchSession(tx, token.sessionId, now, expiresAt)
    }
    return { kind: 'rotated', user: live.user, sessionId: token.sessionId, refreshToken: next }
  })
  if (outcome.kind === 'stolen') {
    ctx.audit('auth.refresh_reuse', { userId: outcome.userId ?? null, sessionId: outcome.sessionId })
    throw new AppError('session_stolen', { detail: 'refresh token reuse' })
  }
  if (outcome.kind === 'rejected') {
    ctx.audit('auth.refresh_rejected', { reason: outcome.reason })
    throw new AppError('unauthenticated', { detail: `refresh rejected: ${outcome.reason}` })
  }
  // The rotated session answers like a new one; it replaced no other session.
  const rotated = { user: outcome.user, sessionId: outcome.sessionId, refreshToken: outcome.refreshToken, replaced: 0 }
  return issueSession(ctx, rotated, now)
}

/** The revocation reason of a stolen session (a spent refresh token presented again). */
const STOLEN = 'refresh_reuse'

/** Mails the owner of a stolen session, in the revoking transaction: sent only if the revocation holds. */
async function tellOwner(ctx: RefreshContext, tx: Executor, user: UserRow | undefined): Promise<void> {
  if (!user?.email) return
  const mail = sessionStolenMail({
    locale: mailLocale(user, ctx.locale),
    publicUrl: ctx.publicUrl,
    user: { id: user.id, username: user.username, email: user.email },
  })
  await ctx.mailer.queue(tx, mail)
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
  if (!live || live.user.id !== claims.userId) {
    // Only on the way out: a session ended because it was stolen says so, for the app to tell its owner.
    const ended = live ? undefined : await findSessionEnd(ctx.db, claims.sessionId)
    if (ended?.revokedReason === STOLEN) throw new AppError('session_stolen')
    throw new AppError('unauthenticated', { detail: 'session not live' })
  }
  if (live.user.bannedAt) throw new AppError('banned')
  if (live.user.disabledAt) throw new AppError('account_disabled')
  return viewerOf(live, now)
}

/**
 * The viewer behind a session id (from the media cookie): undefined unless the session is live
 * and its user neither banned nor disabled.
 */
export async function viewerOfSession(
  ctx: Pick<SessionContext, 'db'>,
  sessionId: string,
  now: Date,
): Promise<(Viewer & { userId: number; sessionId: string }) | undefined> {
  const live = await findLiveSession(ctx.db, sessionId, now)
  if (!live || live.user.bannedAt || live.user.disabledAt) return undefined
  return viewerOf(live, now)
}

function viewerOf(
  live: { session: { id: string }; user: UserRow },
  now: Date,
): Viewer & { userId: number; sessionId: string } {
  return {
    userId: live.user.id,
    isMember: isMembershipActive(live.user, now),
    isWebstar: live.user.modelId !== null,
    modelId: live.user.modelId,
    sessionId: live.session.id,
  }
}
