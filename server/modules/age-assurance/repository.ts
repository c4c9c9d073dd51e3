/** Age checks and their events (db/schema/age-checks.ts): Drizzle queries only. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { AgeCheckMethod, AgeCheckStatus, AssuranceLevel } from '../../../contract/schemas/age-check'
import { ageCheckEvents, ageChecks } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type AgeCheckRow = typeof ageChecks.$inferSelect

export async function insertCheck(
  db: Executor,
  values: {
    reference: string
    provider: string
    method: AgeCheckMethod
    userId: number | null
    deviceBindingHash: string
    region: string | null
    returnTo: string | null
    now: Date
  },
): Promise<AgeCheckRow> {
  const { now, ...fields } = values
  const [row] = await db
    .insert(ageChecks)
    .values({ ...fields, createdAt: now })
    .returning()
  if (!row) throw new Error('age check not inserted')
  return row
}

export async function setProviderReference(db: Executor, id: number, providerReference: string): Promise<void> {
  await db.update(ageChecks).set({ providerReference }).where(eq(ageChecks.id, id))
}

export async function findCheck(db: Executor, reference: string): Promise<AgeCheckRow | undefined> {
  const [row] = await db.select().from(ageChecks).where(eq(ageChecks.reference, reference)).limit(1)
  return row
}

export async function findCheckByProviderReference(
  db: Executor,
  provider: string,
  providerReference: string,
): Promise<AgeCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(ageChecks)
    .where(and(eq(ageChecks.provider, provider), eq(ageChecks.providerReference, providerReference)))
    .limit(1)
  return row
}

/**
 * Completes a pending check of this provider started after `openSince`, once: a second answer, a
 * finished or expired check, or another provider's, changes nothing (undefined).
 */
export async function completeCheck(
  db: Executor,
  values: {
    reference: string
    provider: string
    status: Exclude<AgeCheckStatus, 'pending'>
    method: AgeCheckMethod | undefined
    level: AssuranceLevel | null
    resultExpiresAt: Date | null
    now: Date
    openSince: Date
  },
): Promise<AgeCheckRow | undefined> {
  const [row] = await db
    .update(ageChecks)
    .set({
      status: values.status,
      ...(values.method ? { method: values.method } : {}),
      assuranceLevel: values.level,
      resultExpiresAt: values.resultExpiresAt,
      completedAt: values.now,
    })
    .where(
      and(
        eq(ageChecks.reference, values.reference),
        eq(ageChecks.provider, values.provider),
        eq(ageChecks.status, 'pending'),
        gt(ageChecks.createdAt, values.openSince),
      ),
    )
    .returning()
  return row
}

/** Marks a passed check as taken into its browser's cookie, once. */
export async function claimCheck(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(ageChecks)
    .set({ claimedAt: now })
    .where(and(eq(ageChecks.id, id), eq(ageChecks.status, 'passed'), isNull(ageChecks.claimedAt)))
    .returning({ id: ageChecks.id })
  return rows.length > 0
}

/** The account's latest passed check still valid at `now`. */
export async function findMemberResult(db: Executor, userId: number, now: Date): Promise<AgeCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(ageChecks)
    .where(and(eq(ageChecks.userId, userId), eq(ageChecks.status, 'passed'), gt(ageChecks.resultExpiresAt, now)))
    .orderBy(desc(ageChecks.resultExpiresAt))
    .limit(1)
  return row
}

export async function recordEvent(
  db: Executor,
  event: {
    provider: string
    reference: string | null
    source: 'return' | 'callback' | 'claim'
    outcome: 'applied' | 'duplicate' | 'pending' | 'rejected'
    reason: string | null
    now: Date
  },
): Promise<void> {
  const { now, ...fields } = event
  await db.insert(ageCheckEvents).values({ ...fields, receivedAt: now })
}
