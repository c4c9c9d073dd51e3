import { and, eq, gt, isNull } from 'drizzle-orm'
import { loginTokens } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function insertLoginToken(
  db: Executor,
  values: { userId: number; modelId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(loginTokens).values({
    userId: values.userId,
    modelId: values.modelId,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/** Spends a login token for that creator, once, before it expires; returns its user. */
export async function consumeLoginToken(
  db: Executor,
  values: { tokenHash: string; modelId: number; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(loginTokens.tokenHash, values.tokenHash),
        eq(loginTokens.modelId, values.modelId),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, values.now),
      ),
    )
    .returning({ userId: loginTokens.userId })
  return row?.userId
}
