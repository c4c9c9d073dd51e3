import { and, eq, inArray } from 'drizzle-orm'
import { creators, movieModels, movies, postElements, posts } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function findPublishingCreator(db: Executor, creatorId: number) {
  const [row] = await db.select().from(creators).where(eq(creators.id, creatorId))
  return row
}

/** Those of these movies the creator appears in. */
export function findOwnMovies(db: Executor, creatorId: number, movieIds: number[]) {
  return db
    .select({
      id: movies.id,
      name: movies.name,
      isHd: movies.isHd,
      length: movies.length,
      previewVideoPath: movies.thumbnailVideoPath,
    })
    .from(movies)
    .innerJoin(movieModels, eq(movieModels.movieId, movies.id))
    .where(and(eq(movieModels.creatorId, creatorId), inArray(movies.id, movieIds)))
}

export async function insertPost(tx: Executor, row: typeof posts.$inferInsert) {
  const [inserted] = await tx.insert(posts).values(row).returning()
  if (!inserted) throw new Error('insertPost: no row returned')
  return inserted
}

export function insertElements(tx: Executor, rows: (typeof postElements.$inferInsert)[]) {
  return tx.insert(postElements).values(rows).returning()
}
