/**
 * The watch entitlement: trailers are public; a main video is for members and for subscribers of
 * the movie's creator (a webstar's movies open with a subscription to them), played from a
 * short-lived URL signed for the viewer's session (media/signed-urls.ts), which the stream route
 * checks on every file, with the session's media cookie and the entitlement again.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { VideoPlayback } from '../../../contract/schemas/video'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Viewer } from '../../lib/viewer'
import type { SignedInViewer } from '../../plugins/auth'
import { nowSeconds, signedStreamUrl } from '../media/index'
import { subscribedCreatorsAmong } from '../subscriptions/index'
import { streamPlaylists } from './playlists'
import { findMainVideoCreatorId, findVideoById } from './repository'

/** Stream folders and files are plain names: nothing that could climb out of the media folder. */
const STREAM_FOLDER = /^[a-z0-9][a-z0-9-]*$/
const STREAM_FILE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(m3u8|ts)$/

const CONTENT_TYPES = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' } as const

/** Members watch every main video; others those of the creators they are subscribed to. */
async function mayWatchMainVideo(db: Db, viewer: Viewer, videoId: number, now: Date): Promise<boolean> {
  if (viewer.isMember) return true
  if (viewer.userId === null) return false
  const creatorId = await findMainVideoCreatorId(db, videoId)
  if (creatorId === undefined) return false
  return (await subscribedCreatorsAmong(db, viewer, [creatorId], now)).has(creatorId)
}

/** The media secret that signs stream URLs, and the folder the streams are in. */
export type MediaOptions = { key: string; dir: string }

/** The stream's own playlists, read only for a folder name that cannot climb out of the media folder. */
export function streamPlaylistsOf(dir: string, stream: string, playlist: string) {
  return STREAM_FOLDER.test(stream) && STREAM_FILE.test(playlist)
    ? streamPlaylists(path.join(dir, 'hls', stream), playlist)
    : Promise.resolve([])
}

export async function getPlayback(
  db: Db,
  media: MediaOptions,
  videoId: number,
  viewer: Viewer,
  now = new Date(),
): Promise<VideoPlayback> {
  const video = await findVideoById(db, videoId)
  if (!video) throw new AppError('not_found')
  const { stream, playlist } = video.playerData
  const base = { id: video.id, kind: video.kind, encode_driver: video.encodeDriver }
  if (video.kind === 'trailer') {
    const url = `/media/hls/${stream}/${playlist}`
    const playlists = await streamPlaylistsOf(media.dir, stream, playlist)
    return { ...base, url, expires_at: null, player_data: { format: 'hls', url }, playlists }
  }
  if (viewer.sessionId === null || !(await mayWatchMainVideo(db, viewer, video.id, now))) {
    throw new AppError('membership_required')
  }
  const { url, expires } = signedStreamUrl(
    media.key,
    { videoId: video.id, sessionId: viewer.sessionId, file: playlist },
    now,
  )
  const playlists = await streamPlaylistsOf(media.dir, stream, playlist)
  const expiresAt = new Date(expires * 1000).toISOString()
  return { ...base, url, expires_at: expiresAt, player_data: { format: 'hls', url }, playlists }
}

/**
 * What the watch page plays first (the movie's `include=playback`), as the app decides it
 * (use-watch-source.ts): the main video when the movie is available to the viewer and they may
 * watch it, else the trailer; null when there is neither.
 */
export async function firstPlayback(
  db: Db,
  media: MediaOptions,
  movie: { available: boolean; main_video_id: number | null; trailer_video_id: number | null },
  viewer: Viewer,
  now = new Date(),
): Promise<VideoPlayback | null> {
  const playable = async (videoId: number | null) => {
    if (videoId === null) return null
    try {
      return await getPlayback(db, media, videoId, viewer, now)
    } catch (error) {
      // Refused (membership ended since) or gone: the next choice, as the app does on a 403.
      if (error instanceof AppError && (error.code === 'membership_required' || error.code === 'not_found')) return null
      throw error
    }
  }
  return (movie.available ? await playable(movie.main_video_id) : null) ?? (await playable(movie.trailer_video_id))
}

export type StreamRequest = { videoId: number; file: string }

export type StreamFile = { body: Readable; size: number; contentType: string; maxAgeSeconds: number }

/**
 * Opens one file of a stream for the viewer its signed URL was made for (checked by the route):
 * a viewer whose membership ended is refused (403); a file that is not part of the stream is 404.
 */
export async function openStreamFile(
  db: Db,
  options: { mediaDir: string },
  request: StreamRequest & { viewer: SignedInViewer; expires: number },
  now = new Date(),
): Promise<StreamFile> {
  // Checked on every file: a membership or subscription that ended ends the stream with it.
  if (!(await mayWatchMainVideo(db, request.viewer, request.videoId, now))) throw new AppError('forbidden')
  const current = nowSeconds(now)
  const match = STREAM_FILE.exec(request.file)
  if (!match) throw new AppError('not_found')
  const video = await findVideoById(db, request.videoId)
  if (!video || !STREAM_FOLDER.test(video.playerData.stream)) throw new AppError('not_found')
  const root = path.join(options.mediaDir, 'hls', video.playerData.stream)
  const file = path.join(root, ...request.file.split('/'))
  if (!file.startsWith(root + path.sep)) throw new AppError('not_found')
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) throw new AppError('not_found')
  const extension = match[2] as keyof typeof CONTENT_TYPES
  return {
    body: createReadStream(file),
    size: info.size,
    contentType: CONTENT_TYPES[extension],
    maxAgeSeconds: Math.max(0, request.expires - current),
  }
}
