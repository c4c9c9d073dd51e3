/**
 * Watching: how to play a video (000 §3 Video) and the viewer's resume positions.
 */
import * as v from 'valibot'
import { included, includeField, listQueryEntries, optionalIdField } from './common'
import { IdParamSchema } from './fields'
import { MovieSchema } from './movie'

/** encode_driver values the player plays; any other shows 'Sorry, not supported.' (000 §3). */
export const PLAYABLE_ENCODE_DRIVERS = ['pro_chunked', 'trailer_chunked', 'free_chunked', 'cloudflare'] as const

export const VIDEO_KINDS = ['main', 'trailer'] as const
export type VideoKind = (typeof VIDEO_KINDS)[number]

/**
 * Where to play one video. Trailers have a public URL. A main video (members only) has a signed
 * URL that expires (`expires_at`): fetch it right before playing and never cache it. Unknown
 * `encode_driver` values are passed through as they are.
 */
export const VideoPlaybackSchema = v.object({
  id: v.number(),
  kind: v.picklist(VIDEO_KINDS),
  encode_driver: v.string(),
  /** The HLS master (or media) playlist. */
  url: v.string(),
  expires_at: v.nullable(v.string()),
  player_data: v.object({ format: v.literal('hls'), url: v.string() }),
})
export type VideoPlayback = v.InferOutput<typeof VideoPlaybackSchema>

export const PlaybackSchema = v.object({ data: VideoPlaybackSchema })

/** Resume position of one movie for the logged-in viewer, synced across devices. */
export const WatchProgressSchema = v.object({
  movie_id: v.number(),
  seconds: v.number(),
  updated_at: v.string(),
  movie: v.optional(included(MovieSchema)),
})
export type WatchProgress = v.InferOutput<typeof WatchProgressSchema>

export const WATCH_PROGRESS_INCLUDES = ['movie'] as const

/** "Continue watching": most recently watched first; `movie_id` narrows it to one movie (0 or 1 item). */
export const WatchProgressQuerySchema = v.strictObject({
  ...listQueryEntries(),
  movie_id: optionalIdField,
  include: includeField(WATCH_PROGRESS_INCLUDES),
})
export type WatchProgressQuery = v.InferInput<typeof WatchProgressQuerySchema>

/** Twelve hours: longer than any movie, short enough to reject garbage. */
export const MAX_PROGRESS_SECONDS = 43_200

export const WatchProgressBodySchema = v.strictObject({
  movie_id: IdParamSchema,
  /** Players report fractions; the position is kept in whole seconds. */
  seconds: v.pipe(
    v.number('invalid'),
    v.finite('invalid'),
    v.minValue(0, 'min_value'),
    v.maxValue(MAX_PROGRESS_SECONDS, 'max_value'),
    v.transform(Math.floor),
  ),
})
export type WatchProgressBody = v.InferInput<typeof WatchProgressBodySchema>
