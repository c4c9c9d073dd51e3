import { and, eq, gt, isNull } from 'drizzle-orm'
import { unfinishedUsers } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type UnfinishedUserRow = typeof unfinishedUsers.$inferSelect

export async function insertUnfinishedUser(
  db: Executor,
  values: { email: string; username: string | null; finishTokenHash: string; now: Date; expiresAt: Date },
): Promise<UnfinishedUserRow> {
  const [row] = await db
    .insert(unfinishedUsers)
    .values({
      email: values.email,
      username: values.username,
      finishTokenHash: values.finishTokenHash,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning()
  if (!row) throw new Error('insertUnfinishedUser: no row returned')
  return row
}

/** An open (not yet registered, not expired) unfinished user by the hash of its finish token. */
export async function findOpenUnfinishedUser(
  db: Executor,
  finishTokenHash: string,
  now: Date,
): Promise<UnfinishedUserRow | undefined> {
  const [row] = await db
    .select()
    .from(unfinishedUsers)
    .where(
      and(
        eq(unfinishedUsers.finishTokenHash, finishTokenHash),
        isNull(unfinishedUsers.consumedAt),
        gt(unfinishedUsers.expiresAt, now),
      ),
    )
    .limit(1)
  return row
}

/** Marks it registered, once (a conditional update), linking the user it became. */
export async function consumeUnfinishedUser(db: Executor, id: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(unfinishedUsers)
    .set({ consumedAt: now, userId })
    .where(and(eq(unfinishedUsers.id, id), isNull(unfinishedUsers.consumedAt)))
    .returning({ id: unfinishedUsers.id })
  return rows.length > 0
}
