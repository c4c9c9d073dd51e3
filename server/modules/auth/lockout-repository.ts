import { eq, sql } from 'drizzle-orm'
import { loginAttempts } from '../../db/schema/index'
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
