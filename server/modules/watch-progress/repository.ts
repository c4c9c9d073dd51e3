import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { watchProgress } from '../../db/schema/index'

function whereOf(userId: number, movieId: number | undefined): SQL | undefined {
  return and(eq(watchProgress.userId, userId), movieId === undefined ? undefined : eq(watchProgress.movieId, movieId))
}

export function findProgressPage(db: Db, userId: number, movieId: number | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(watchProgress)
    .where(whereOf(userId, movieId))
    .orderBy(desc(watchProgress.updatedAt), desc(watchProgress.movieId))
    .limit(limit)
    .offset(offset)
}

export async function countProgress(db: Db, userId: number, movieId: number | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(watchProgress).where(whereOf(userId, movieId))
  return row?.total ?? 0
}

/** Inserts or replaces the position: the latest write wins. */
export async function upsertProgress(db: Db, values: { userId: number; movieId: number; seconds: number }) {
  const [row] = await db
    .insert(watchProgress)
    .values(values)
    .onConflictDoUpdate({
      target: [watchProgress.userId, watchProgress.movieId],
      set: { seconds: values.seconds, updatedAt: sql`now()` },
    })
    .returning()
  if (!row) throw new Error('watch progress not saved')
  return row
}
