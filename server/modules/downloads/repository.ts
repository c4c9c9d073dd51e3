import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { movieModels, movies, users, videos } from '../../db/schema/index'

/** A movie's main video as a download needs it, and the first creator (whose subscription opens it). */
export type DownloadableMovie = {
  movieId: number
  video: { id: number; kind: 'main' | 'trailer'; encodeDriver: string; stream: string; playlist: string } | null
  firstCreatorId: number | null
}

export async function findDownloadableMovies(db: Db, movieIds: number[]): Promise<DownloadableMovie[]> {
  if (movieIds.length === 0) return []
  const [rows, models] = await Promise.all([
    db
      .select({ movieId: movies.id, video: videos })
      .from(movies)
      .leftJoin(videos, eq(videos.id, movies.mainVideoId))
      .where(inArray(movies.id, movieIds)),
    db
      .select({ movieId: movieModels.movieId, creatorId: movieModels.creatorId })
      .from(movieModels)
      .where(inArray(movieModels.movieId, movieIds))
      .orderBy(asc(movieModels.movieId), asc(movieModels.position)),
  ])
  const firstCreator = new Map<number, number>()
  for (const model of models) if (!firstCreator.has(model.movieId)) firstCreator.set(model.movieId, model.creatorId)
  return rows.map(({ movieId, video }) => ({
    movieId,
    video: video
      ? {
          id: video.id,
          kind: video.kind,
          encodeDriver: video.encodeDriver,
          stream: video.playerData.stream,
          playlist: video.playerData.playlist,
        }
      : null,
    firstCreatorId: firstCreator.get(movieId) ?? null,
  }))
}

export async function findMembershipEnd(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db.select({ end: users.membershipExpiresAt }).from(users).where(eq(users.id, userId))
  return row?.end ?? null
}
