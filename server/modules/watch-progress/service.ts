/**
 * Resume positions ("synced for users"): one per user and movie, latest first for the continue
 * watching list. Logged-in viewers only.
 */
import type { Locale } from '../../../contract/languages'
import { PAGE_SIZE } from '../../../contract/limits'
import type { WatchProgress } from '../../../contract/schemas/video'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import type { Viewer } from '../../lib/viewer'
import { findMoviesByIds, getMovieLength } from '../movies/index'
import { countProgress, findProgressPage, upsertProgress } from './repository'

function requireUser(viewer: Viewer): number {
  if (viewer.userId === null) throw new AppError('unauthenticated')
  return viewer.userId
}

export type ProgressPage = { items: WatchProgress[]; total: number; page: PageRequest }

export async function listProgress(
  db: Db,
  request: {
    viewer: Viewer
    locale: Locale
    now: Date
    movieId?: number
    includeMovie: boolean
    page: number
    perPage?: number
  },
): Promise<ProgressPage> {
  const userId = requireUser(request.viewer)
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.movies }
  const [rows, total] = await Promise.all([
    findProgressPage(db, userId, request.movieId, page.perPage, offsetOf(page)),
    countProgress(db, userId, request.movieId),
  ])
  const movies = request.includeMovie
    ? await findMoviesByIds(
        db,
        rows.map((row) => row.movieId),
        { viewer: request.viewer, locale: request.locale, now: request.now, include: ['webstar'] },
      )
    : new Map()
  const items = rows.map((row) => {
    const movie = movies.get(row.movieId)
    return {
      movie_id: row.movieId,
      seconds: row.seconds,
      updated_at: row.updatedAt.toISOString(),
      ...(movie ? { movie: { data: movie } } : {}),
    }
  })
  return { items, total, page }
}

/** Saves a position, capped at the movie's length (404 for an unknown movie). */
export async function saveProgress(
  db: Db,
  viewer: Viewer,
  input: { movieId: number; seconds: number },
): Promise<WatchProgress> {
  const userId = requireUser(viewer)
  const length = await getMovieLength(db, input.movieId)
  const row = await upsertProgress(db, { userId, movieId: input.movieId, seconds: Math.min(input.seconds, length) })
  return { movie_id: row.movieId, seconds: row.seconds, updated_at: row.updatedAt.toISOString() }
}
