import { and, count, desc, eq } from 'drizzle-orm'
import { passkeys } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type PasskeyRow = typeof passkeys.$inferSelect

export async function insertPasskey(
  db: Executor,
  values: {
    userId: number
    credentialId: string
    publicKey: Buffer
    counter: number
    transports: string[]
    name: string
    now: Date
  },
): Promise<PasskeyRow> {
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: values.userId,
      credentialId: values.credentialId,
      publicKey: values.publicKey,
      counter: values.counter,
      transports: values.transports,
      name: values.name,
      createdAt: values.now,
    })
    .returning()
  if (!row) throw new Error('insertPasskey: no row returned')
  return row
}

/** A user's passkeys, newest first. */
export function listPasskeys(db: Executor, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id))
}

export async function countPasskeys(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId))
  return row?.total ?? 0
}

export async function findPasskeyByCredentialId(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1)
  return row
}

/** Renames one of the user's passkeys; undefined when it is not theirs (or gone). */
export async function renamePasskey(
  db: Executor,
  values: { id: number; userId: number; name: string },
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name: values.name })
    .where(and(eq(passkeys.id, values.id), eq(passkeys.userId, values.userId)))
    .returning()
  return row
}

/** Removes one of the user's passkeys; false when it is not theirs (or already gone). */
export async function deletePasskey(db: Executor, values: { id: number; userId: number }): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, values.id), eq(passkeys.userId, values.userId)))
    .returning({ id: passkeys.id })
  return rows.length > 0
}

/**
 * Records a sign-in: the new signature counter and the time. Conditional on the counter read
 * before the check, so of two sign-ins racing with one counter value only one goes through.
 */
export async function recordPasskeyUse(
  db: Executor,
  values: { id: number; previousCounter: number; counter: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: values.counter, lastUsedAt: values.now })
    .where(and(eq(passkeys.id, values.id), eq(passkeys.counter, values.previousCounter)))
    .returning({ id: passkeys.id })
  return rows.length > 0
}
