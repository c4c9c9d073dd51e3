/**
 * Watching: how to play a video and the viewer's resume positions.
 */
import * as v from 'valibot'
import { included, includeField, listQueryEntries, optionalIdField } from './common'
import { IdParamSchema } from './fields'
import { MovieSchema } from './movie'

// How to play a video lives in playback.ts, which the movie's schema uses too (include=playback).
export {
  PLAYABLE_ENCODE_DRIVERS,
  PlaybackSchema,
  VIDEO_KINDS,
  type VideoKind,
  type VideoPlayback,
  VideoPlaybackSchema,
} from './playback'

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
