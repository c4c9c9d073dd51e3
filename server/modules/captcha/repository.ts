import { lt } from 'drizzle-orm'
import { captchaUses } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

/**
 * Records a solved challenge's signature; false when it was recorded before (a replay). Expired
 * signatures are dropped on the way: their challenges fail the expiry check anyway.
 */
export async function claimCaptchaSignature(
  db: Executor,
  signature: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, now))
  const rows = await db
    .insert(captchaUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature })
  return rows.length > 0
}
