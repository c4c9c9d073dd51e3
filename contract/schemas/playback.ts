/**
 * How to play one video: its own answer (`GET /api/videos/:id/playback`), and the
 * watch page's movie when it asks for `include=playback`.
 */
import * as v from 'valibot'
import { itemEnvelope } from './common'

/** encode_driver values the player plays; any other shows 'Sorry, not supported.'. */
export const PLAYABLE_ENCODE_DRIVERS = ['pro_chunked', 'trailer_chunked', 'free_chunked', 'cloudflare'] as const

export const VIDEO_KINDS = ['main', 'trailer'] as const
export type VideoKind = (typeof VIDEO_KINDS)[number]

/** One playlist of the stream, as the server has it; `path` is relative to `url`'s folder. */
export const StreamPlaylistSchema = v.object({ path: v.string(), body: v.string() })
export type StreamPlaylist = v.InferOutput<typeof StreamPlaylistSchema>

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
  /**
   * The playlist at `url` and, for a master playlist, its variants: the player starts
   * with the first segment's request. Absent or empty: fetch them from `url`.
   */
  playlists: v.optional(v.array(StreamPlaylistSchema)),
})
export type VideoPlayback = v.InferOutput<typeof VideoPlaybackSchema>

export const PlaybackSchema = itemEnvelope(VideoPlaybackSchema)
