import { and, eq } from 'drizzle-orm'
import { socialAccounts } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function findSocialUserId(
  db: Executor,
  provider: string,
  providerUserId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
    .limit(1)
  return row?.userId
}

export async function insertSocialAccount(
  db: Executor,
  values: { provider: string; providerUserId: string; userId: number; now: Date },
): Promise<void> {
  await db.insert(socialAccounts).values({
    provider: values.provider,
    providerUserId: values.providerUserId,
    userId: values.userId,
    createdAt: values.now,
  })
}
