import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { refreshTokens, sessions, users } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import { preparedFor } from '../../lib/prepared'

export type SessionRow = typeof sessions.$inferSelect

export async function insertSession(
  db: Executor,
  values: { userId: number; method: string; userAgent: string | null; now: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      method: values.method,
      userAgent: values.userAgent,
      createdAt: values.now,
      lastUsedAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning()
  if (!row) throw new Error('insertSession: no row returned')
  return row
}

/** Revokes every live session of a user; returns how many there were. */
export async function revokeUserSessions(db: Executor, userId: number, reason: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length
}

export async function revokeSession(db: Executor, sessionId: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length > 0
}

/** A live session (not revoked, not expired) with its user: the check behind every access token. */
/** Asked on every signed-in request: prepared once (lib/prepared.ts). */
const liveSessionStatement = preparedFor(
  (db, name) =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sessionId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .limit(1)
      .prepare(name),
  'live_session',
)

export async function findLiveSession(db: Executor, sessionId: string, now: Date) {
  const [row] = await liveSessionStatement(db).execute({ sessionId, now })
  return row
}

export async function touchSession(db: Executor, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, sessionId))
}

export async function insertRefreshToken(
  db: Executor,
  values: { sessionId: string; tokenHash: string; now: Date; expiresAt: Date; parentId?: number },
): Promise<void> {
  await db.insert(refreshTokens).values({
    sessionId: values.sessionId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
    parentId: values.parentId ?? null,
  })
}

/**
 * Marks a refresh token used, only if it was not used before: of any number of concurrent
 * refreshes with one token, exactly one gets the row back.
 */
export async function claimRefreshToken(db: Executor, tokenHash: string, client: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now, usedByClient: client })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      usedByClient: refreshTokens.usedByClient,
      expiresAt: refreshTokens.expiresAt,
    })
  return row
}

/** The token minted from `parentId`, if it has not been used yet. */
export async function findUnusedSuccessor(db: Executor, parentId: number) {
  const [row] = await db
    .select({ id: refreshTokens.id, tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.parentId, parentId), isNull(refreshTokens.usedAt)))
    .limit(1)
  return row
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      usedByClient: refreshTokens.usedByClient,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  return row
}

/** Why a session ended (null while it lives, or when it simply expired); undefined if there is none. */
export async function findSessionEnd(db: Executor, sessionId: string) {
  const [row] = await db
    .select({ revokedReason: sessions.revokedReason })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1)
  return row
}
