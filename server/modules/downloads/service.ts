/**
 * Download licences: what a member may store of a movie to watch it offline, and until when. Only a
 * movie's main video, only for a viewer entitled to watch it now (the membership, or a subscription
 * to its first creator: the rule the stream route applies to every file), never a trailer. The
 * segments are fetched from the same signed, short-lived stream URLs the player uses, so every file
 * is checked again as it is downloaded. Nothing is stored here: the re-check asks the same
 * questions again, so a licence ends as soon as its entitlement does.
 */
import path from 'node:path'
import type { Locale } from '../../../contract/languages'
import { DOWNLOADS } from '../../../contract/limits'
import type { DownloadCheck, DownloadLicence, DownloadRendition } from '../../../contract/schemas/download'
import { MOVIE_LIST_INCLUDES } from '../../../contract/schemas/movie'
import { PLAYABLE_ENCODE_DRIVERS } from '../../../contract/schemas/playback'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { SignedInViewer } from '../../plugins/auth'
import { signedStreamFolder } from '../media/index'
import { findMoviesByIds } from '../movies/index'
import { type MediaOptions, streamPlaylistsOf } from '../playback/index'
import { subscriptionEndsAmong } from '../subscriptions/index'
import { licenceExpiry } from './expiry'
import { fileSizes } from './file-sizes'
import { segmentPathsOf, variantsOf } from './renditions'
import { type DownloadableMovie, findDownloadableMovies, findMembershipEnd } from './repository'

type Context = { viewer: SignedInViewer; locale: Locale; now: Date }

type StoredRendition = DownloadRendition & {
  playlist: { path: string; body: string }
  segments: { path: string; bytes: number }[]
}

function isDownloadable(movie: DownloadableMovie): movie is DownloadableMovie & { video: object } {
  return (
    movie.video !== null &&
    movie.video.kind === 'main' &&
    (PLAYABLE_ENCODE_DRIVERS as readonly string[]).includes(movie.video.encodeDriver)
  )
}

/** Each movie's licence expiry for this viewer now (absent: not allowed). */
async function expiriesFor(db: Db, movies: DownloadableMovie[], context: Context): Promise<Map<number, Date>> {
  const creatorIds = [
    ...new Set(movies.flatMap((movie) => (movie.firstCreatorId === null ? [] : [movie.firstCreatorId]))),
  ]
  const [membership, subscriptionEnds] = await Promise.all([
    findMembershipEnd(db, context.viewer.userId),
    subscriptionEndsAmong(db, context.viewer.userId, creatorIds, context.now),
  ])
  const expiries = new Map<number, Date>()
  for (const movie of movies) {
    const creatorSubscription =
      movie.firstCreatorId === null ? null : (subscriptionEnds.get(movie.firstCreatorId) ?? null)
    const expiry = licenceExpiry({ membership, creatorSubscription }, context.now)
    if (expiry !== null && isDownloadable(movie)) expiries.set(movie.movieId, expiry)
  }
  return expiries
}

/** Every quality of the stream that can be stored as plain files, with its segments and their sizes. */
async function renditionsOf(dir: string, video: { stream: string; playlist: string }): Promise<StoredRendition[]> {
  const playlists = await streamPlaylistsOf(dir, video.stream, video.playlist)
  const [first, ...variants] = playlists
  if (!first) return []
  const root = path.join(dir, 'hls', video.stream, path.posix.dirname(video.playlist))
  const candidates =
    variants.length === 0
      ? [{ height: 0, bandwidth: 0, path: first.path, body: first.body }]
      : variantsOf(first.body).flatMap((variant) => {
          const found = variants.find((playlist) => playlist.path === variant.path)
          return found ? [{ ...variant, body: found.body }] : []
        })
  const renditions = await Promise.all(
    candidates.map(async (candidate): Promise<StoredRendition | null> => {
      const paths = segmentPathsOf(candidate.body, candidate.path)
      const sizes = paths && (await fileSizes(root, paths))
      if (!paths || !sizes) return null
      const segments = paths.map((segment, index) => ({ path: segment, bytes: sizes[index] ?? 0 }))
      return {
        height: candidate.height,
        bandwidth: candidate.bandwidth,
        bytes: sizes.reduce((sum, size) => sum + size, 0),
        playlist: { path: candidate.path, body: candidate.body },
        segments,
      }
    }),
  )
  return renditions.filter((rendition) => rendition !== null)
}

/**
 * A licence to store one movie: 404 unknown movie, 403 not_downloadable (no main video, or one the
 * player cannot play), 403 membership_required (the viewer may not watch it), 422 for a quality the
 * movie does not have.
 */
export async function grantLicence(
  db: Db,
  media: MediaOptions,
  request: { movieId: number; height?: number },
  context: Context,
): Promise<DownloadLicence> {
  const [movie] = await findDownloadableMovies(db, [request.movieId])
  if (!movie) throw new AppError('not_found')
  if (!isDownloadable(movie)) throw new AppError('not_downloadable')
  const expiry = (await expiriesFor(db, [movie], context)).get(movie.movieId)
  if (!expiry) throw new AppError('membership_required')
  const [details, renditions] = await Promise.all([
    findMoviesByIds(db, [movie.movieId], { ...context, include: MOVIE_LIST_INCLUDES }),
    renditionsOf(media.dir, movie.video),
  ])
  const shown = details.get(movie.movieId)
  if (!shown) throw new AppError('not_found')
  if (renditions.length === 0) throw new AppError('not_downloadable', { detail: 'no stream files to store' })
  const chosen =
    request.height === undefined ? renditions[0] : renditions.find((rendition) => rendition.height === request.height)
  if (!chosen) {
    throw new AppError('validation_failed', {
      issues: { height: [{ message: 'one_of', requirement: renditions.map((r) => r.height).join(', ') }] },
    })
  }
  const { folder } = signedStreamFolder(
    media.key,
    { videoId: movie.video.id, sessionId: context.viewer.sessionId },
    context.now,
  )
  // Paths are below the master playlist's folder, which may itself be below the stream's.
  const masterFolder = path.posix.dirname(movie.video.playlist)
  return {
    movie_id: movie.movieId,
    video_id: movie.video.id,
    expires_at: expiry.toISOString(),
    movie: shown,
    poster: shown.public_thumbnail_image_path.large,
    renditions: renditions.map(({ height, bandwidth, bytes }) => ({ height, bandwidth, bytes })),
    rendition: chosen,
    files_url: masterFolder === '.' ? folder : `${folder}${masterFolder}/`,
  }
}

/** Whether each movie's download may stay on the viewer's device, and its new expiry. */
export async function checkLicences(db: Db, movieIds: number[], context: Context): Promise<DownloadCheck[]> {
  const movies = await findDownloadableMovies(db, movieIds.slice(0, DOWNLOADS.maxCheckedMovies))
  const expiries = await expiriesFor(db, movies, context)
  return movieIds.map((movieId) => {
    const expiry = expiries.get(movieId)
    return { movie_id: movieId, allowed: expiry !== undefined, expires_at: expiry?.toISOString() ?? null }
  })
}
