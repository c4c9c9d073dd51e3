import { and, eq, gt, lt, lte, sql } from 'drizzle-orm'
import { loginAttempts, loginNetworks } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function findLoginAttempts(db: Executor, key: string) {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key)).limit(1)
  return row
}

/**
 * Counts one failure in one statement (safe under concurrency): a window older than `windowMs`
 * starts over; reaching `maxFailures` sets the lock.
 */
export async function recordLoginFailure(
  db: Executor,
  key: string,
  policy: { maxFailures: number; windowMs: number; lockMs: number },
  now: Date,
) {
  const windowStart = new Date(now.getTime() - policy.windowMs)
  const lockedUntil = new Date(now.getTime() + policy.lockMs)
  const fresh = sql`${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`
  const failures = sql`case when ${fresh} then 1 else ${loginAttempts.failures} + 1 end`
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: policy.maxFailures <= 1 ? lockedUntil : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then ${lockedUntil.toISOString()}::timestamptz else null end`,
      },
    })
    .returning()
  return row
}

export async function clearLoginAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key))
}

/**
 * Claims the right to send one notice for `key` until `until`: true for the first claim of a
 * window (concurrent claims included: the row lock lets one through), false while one stands.
 */
export async function claimNotice(db: Executor, key: string, now: Date, until: Date): Promise<boolean> {
  const rows = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: until })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: { failures: sql`${loginAttempts.failures} + 1`, windowStartedAt: now, lockedUntil: until },
      setWhere: lte(loginAttempts.lockedUntil, now),
    })
    .returning({ key: loginAttempts.key })
  return rows.length > 0
}

export async function isKnownNetwork(db: Executor, userId: number, networkHash: string, since: Date) {
  const [row] = await db
    .select({ userId: loginNetworks.userId })
    .from(loginNetworks)
    .where(
      and(
        eq(loginNetworks.userId, userId),
        eq(loginNetworks.networkHash, networkHash),
        gt(loginNetworks.lastSeenAt, since),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** Remembers a network the user signed in from, and forgets theirs not seen since `forgetBefore`. */
export async function rememberNetwork(
  db: Executor,
  values: { userId: number; networkHash: string; now: Date; forgetBefore: Date },
): Promise<void> {
  await db
    .insert(loginNetworks)
    .values({ userId: values.userId, networkHash: values.networkHash, lastSeenAt: values.now })
    .onConflictDoUpdate({
      target: [loginNetworks.userId, loginNetworks.networkHash],
      set: { lastSeenAt: values.now },
    })
  await db
    .delete(loginNetworks)
    .where(and(eq(loginNetworks.userId, values.userId), lt(loginNetworks.lastSeenAt, values.forgetBefore)))
}
