import { and, eq, inArray } from 'drizzle-orm'
import { creators, movieModels, movies } from '../../db/schema/index'
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
