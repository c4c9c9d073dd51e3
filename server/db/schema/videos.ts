import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { videoKind } from './enums'

export type PlayerData = {
  /** Folder name of the stream under the media root (e.g. "main-1", "trailer-2"). */
  stream: string
  /** Playlist file inside that folder. */
  playlist: string
}

/** encode_driver values the player knows; others show 'Sorry, not supported.'. */
export const PLAYABLE_DRIVERS = ['pro_chunked', 'trailer_chunked', 'free_chunked', 'cloudflare'] as const

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  kind: videoKind('kind').notNull(),
  encodeDriver: text('encode_driver').notNull(),
  playerData: jsonb('player_data').$type<PlayerData>().notNull(),
})
