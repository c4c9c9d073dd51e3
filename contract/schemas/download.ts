/**
 * Movies members take offline: the licence the server grants for one movie's main video (what to
 * store and until when) and its re-check, which the app sends when the network comes back.
 *
 * A licence is tied to the entitlement that allowed it: it expires at the end of the membership or
 * of the creator subscription that opens the movie, and never more than DOWNLOADS.maxOfflineDays
 * after it was granted or last checked.
 */
import * as v from 'valibot'
import { DOWNLOADS } from '../limits'
import { CommonQueryEntries } from './common'
import { IdParamSchema, jsonInt } from './fields'
import { MovieSchema } from './movie'

/**
 * A stream file's path below the master playlist's folder (`480p/segment-000.ts`): plain names
 * only, so appended to `files_url` or to the device's own prefix it can never climb out of it.
 */
export const STREAM_FILE_PATH = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(m3u8|ts)$/

/** Ids are PostgreSQL integers. */
const MAX_ID = 2_147_483_647

const StreamFilePathSchema = v.pipe(v.string(), v.regex(STREAM_FILE_PATH))

/** One quality the movie can be downloaded in, with the bytes its segments take. */
export const DownloadRenditionSchema = v.object({
  height: v.number(),
  bandwidth: v.number(),
  bytes: v.number(),
})
export type DownloadRendition = v.InferOutput<typeof DownloadRenditionSchema>

export const DownloadSegmentSchema = v.object({
  path: StreamFilePathSchema,
  bytes: v.number(),
})
export type DownloadSegment = v.InferOutput<typeof DownloadSegmentSchema>

/** `POST /api/download_licences`: the movie, and the quality wanted (the highest when left out). */
export const DownloadLicenceBodySchema = v.strictObject({
  movie_id: IdParamSchema,
  // Lines of a video's picture: 4320 is 8K, above any rendition the site encodes.
  height: v.optional(jsonInt(1, 4320)),
})
export type DownloadLicenceBody = v.InferInput<typeof DownloadLicenceBodySchema>

export const DownloadLicenceSchema = v.object({
  data: v.object({
    movie_id: v.number(),
    video_id: v.number(),
    /** The download may be played until then; the app checks again before it passes. */
    expires_at: v.string(),
    /** The movie as the member sees it (with its models and categories), shown offline. */
    movie: MovieSchema,
    /** The picture shown for the movie offline (the large thumbnail). */
    poster: v.pipe(v.string(), v.regex(/^\/media\//)),
    /** Every quality on offer, highest first. */
    renditions: v.array(DownloadRenditionSchema),
    /** The one asked for: its media playlist and the segments it names, in order. */
    rendition: v.object({
      ...DownloadRenditionSchema.entries,
      playlist: v.object({ path: StreamFilePathSchema, body: v.string() }),
      segments: v.array(DownloadSegmentSchema),
    }),
    /**
     * Signed for the member's session and short-lived like a stream URL: each segment's URL is this
     * followed by its `path`. Once it is refused (expired), ask for the licence again.
     */
    files_url: v.pipe(v.string(), v.regex(/^\/media\/stream\/.+\/$/)),
  }),
})
export type DownloadLicence = v.InferOutput<typeof DownloadLicenceSchema>['data']

/** `GET /api/download_licences?movie_ids=1,2`: the licences of the movies on this device, now. */
export const DownloadCheckQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  movie_ids: v.pipe(
    v.string('required'),
    v.regex(/^\d{1,10}(,\d{1,10})*$/, 'invalid'),
    v.transform((raw) => [...new Set(raw.split(',').map(Number))]),
    v.check((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), 'invalid'),
    v.maxLength(DOWNLOADS.maxCheckedMovies, 'max_length'),
  ),
})
export type DownloadCheckQuery = v.InferInput<typeof DownloadCheckQuerySchema>

export const DownloadCheckSchema = v.object({
  data: v.array(
    v.object({
      movie_id: v.number(),
      /** False: the entitlement ended (or the movie is gone); the app deletes the download. */
      allowed: v.boolean(),
      /** The new expiry when allowed, null otherwise. */
      expires_at: v.nullable(v.string()),
    }),
  ),
})
export type DownloadCheck = v.InferOutput<typeof DownloadCheckSchema>['data'][number]
