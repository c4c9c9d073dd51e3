/**
 * One download as the device keeps it (IndexedDB, parsed on every read): the movie to show offline,
 * which quality, the segments it stores and how many are stored, and the licence's expiry. Only a
 * record in state `complete` is ever played: it is written so after its last segment is stored.
 */
import * as v from 'valibot'
import { DownloadSegmentSchema, STREAM_FILE_PATH } from '../../../contract/schemas/download'
import { MovieSchema } from '../../../contract/schemas/movie'

export const DOWNLOAD_STATES = ['downloading', 'waiting', 'paused', 'failed', 'complete'] as const
/**
 * downloading: segments are being fetched now. waiting: the connection was lost; it goes on by itself
 * when the server answers again. paused: the member paused it. failed: see `error`. complete: playable
 * while its licence lasts.
 */
export type DownloadState = (typeof DOWNLOAD_STATES)[number]

/** Why a download stopped: the device is full, or it went wrong in another way (it can be tried again). */
export const DOWNLOAD_ERRORS = ['quota', 'failed'] as const
export type DownloadError = (typeof DOWNLOAD_ERRORS)[number]

export const DownloadRecordSchema = v.object({
  movieId: v.number(),
  /** The account that downloaded it: nobody else's session shows or plays it. */
  userId: v.number(),
  videoId: v.number(),
  height: v.number(),
  state: v.picklist(DOWNLOAD_STATES),
  error: v.nullable(v.picklist(DOWNLOAD_ERRORS)),
  movie: MovieSchema,
  /** The poster's address on the server (stored under the download's own prefix too). */
  poster: v.string(),
  playlistPath: v.pipe(v.string(), v.regex(STREAM_FILE_PATH)),
  segments: v.array(DownloadSegmentSchema),
  /** Segments stored, in order: a download goes on from the first one not stored. */
  doneCount: v.number(),
  bytesDone: v.number(),
  bytesTotal: v.number(),
  /** The licence's end (ISO); after it the download does not play until a re-check renews it. */
  expiresAt: v.string(),
  /** When the server last granted or confirmed the licence (ISO). */
  checkedAt: v.string(),
  createdAt: v.string(),
})
export type DownloadRecord = v.InferOutput<typeof DownloadRecordSchema>
