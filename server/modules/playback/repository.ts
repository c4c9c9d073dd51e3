import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { movieModels, movies, videos } from '../../db/schema/index'

export async function findVideoById(db: Db, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id))
  return row
}

/** The first creator of the movie whose main video this is (whose subscription opens it), if any. */
export async function findMainVideoCreatorId(db: Db, videoId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ creatorId: movieModels.creatorId })
    .from(movies)
    .innerJoin(movieModels, eq(movieModels.movieId, movies.id))
    .where(eq(movies.mainVideoId, videoId))
    .orderBy(asc(movieModels.position))
    .limit(1)
  return row?.creatorId
}
