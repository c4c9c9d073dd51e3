import { and, eq, sql } from 'drizzle-orm'
import { creators, follows } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function creatorExists(db: Executor, creatorId: number): Promise<boolean> {
  const [row] = await db.select({ id: creators.id }).from(creators).where(eq(creators.id, creatorId))
  return row !== undefined
}

/** Follows (or keeps following); `notify` undefined keeps the follow's current choice. Returns the notify flag. */
export async function upsertFollow(
  tx: Executor,
  follow: { userId: number; creatorId: number; notify: boolean | undefined; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .insert(follows)
    .values({
      userId: follow.userId,
      creatorId: follow.creatorId,
      notify: follow.notify ?? false,
      createdAt: follow.now,
    })
    .onConflictDoUpdate({
      target: [follows.userId, follows.creatorId],
      set: { notify: follow.notify === undefined ? sql`${follows.notify}` : follow.notify },
    })
    .returning({ notify: follows.notify })
  return row?.notify ?? false
}

/** Follows a creator whose subscription was bought; an existing follow keeps its notify choice. */
export async function followCreator(tx: Executor, userId: number, creatorId: number, now: Date): Promise<void> {
  await tx.insert(follows).values({ userId, creatorId, createdAt: now }).onConflictDoNothing()
}

export async function deleteFollow(tx: Executor, userId: number, creatorId: number): Promise<void> {
  await tx.delete(follows).where(and(eq(follows.userId, userId), eq(follows.creatorId, creatorId)))
}
