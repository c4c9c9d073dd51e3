import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { type EmailTokenPurpose, emailTokens } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function insertEmailToken(
  db: Executor,
  values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: values.tokenHash,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/** Retires every open token of this purpose: only the newest link works. */
export async function retireEmailTokens(
  db: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ consumedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.consumedAt)))
}

export async function latestEmailTokenAt(
  db: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailTokens.createdAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)))
    .orderBy(desc(emailTokens.createdAt))
    .limit(1)
  return row?.createdAt
}

/**
 * Spends a token: only an open, unexpired token of the purpose, belonging to the given user,
 * and only once (concurrent uses race for the one conditional update).
 */
export async function consumeEmailToken(
  db: Executor,
  values: { userId: number; purpose: EmailTokenPurpose; tokenHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ consumedAt: values.now })
    .where(
      and(
        eq(emailTokens.tokenHash, values.tokenHash),
        eq(emailTokens.userId, values.userId),
        eq(emailTokens.purpose, values.purpose),
        isNull(emailTokens.consumedAt),
        gt(emailTokens.expiresAt, values.now),
      ),
    )
    .returning({ id: emailTokens.id })
  return rows.length > 0
}
