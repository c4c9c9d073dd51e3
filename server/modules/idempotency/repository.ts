import { and, eq, isNull, lt } from 'drizzle-orm'
import { idempotencyKeys } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type KeyClaim = { userId: number | null; client: string; key: string; scope: string; requestHash: string }
export type StoredKey = typeof idempotencyKeys.$inferSelect

function ownerIs(owner: Pick<KeyClaim, 'userId' | 'client'>) {
  const user = owner.userId === null ? isNull(idempotencyKeys.userId) : eq(idempotencyKeys.userId, owner.userId)
  return and(user, eq(idempotencyKeys.client, owner.client))
}

export async function findKey(
  db: Executor,
  owner: Pick<KeyClaim, 'userId' | 'client' | 'key'>,
): Promise<StoredKey | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(ownerIs(owner), eq(idempotencyKeys.key, owner.key)))
  return row
}

/**
 * Inserts the key; undefined when it exists. On a key another transaction has just inserted,
 * PostgreSQL makes this statement wait until that transaction ends: that wait is what turns
 * concurrent duplicates into replays.
 */
export async function insertKey(tx: Executor, claim: KeyClaim, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values({ ...claim, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id })
  return row?.id
}

export async function storeResult(tx: Executor, id: number, statusCode: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, responseBody: body ?? null })
    .where(eq(idempotencyKeys.id, id))
}

/** Frees a staged write's key whose effect was refused, so a retry runs it again. */
export async function deleteKey(tx: Executor, id: number): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id))
}

export async function deleteKeysBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id })
  return rows.length
}
