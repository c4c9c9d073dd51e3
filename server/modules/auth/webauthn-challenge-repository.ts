import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import { webauthnChallenges } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type ChallengePurpose = 'registration' | 'authentication'

/** Keeps a challenge until it expires; expired ones are dropped on the way. */
export async function insertChallenge(
  db: Executor,
  values: { challenge: string; purpose: ChallengePurpose; userId: number | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, values.now))
  await db.insert(webauthnChallenges).values({
    challenge: values.challenge,
    purpose: values.purpose,
    userId: values.userId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  })
}

/**
 * Spends a challenge: true only for one handed out for this purpose (and this user, for a
 * registration), not expired and not spent before. The check and the spending are one statement,
 * so of any number of answers to one challenge at most one is accepted.
 */
export async function consumeChallenge(
  db: Executor,
  values: { challenge: string; purpose: ChallengePurpose; userId: number | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, values.challenge),
        eq(webauthnChallenges.purpose, values.purpose),
        values.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, values.userId),
        gt(webauthnChallenges.expiresAt, values.now),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge })
  return rows.length > 0
}
