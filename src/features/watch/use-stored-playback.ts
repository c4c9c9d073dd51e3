/**
 * A downloaded movie as the player's source: its stored playlist, read from the device by the
 * player's loader (player/stored-loader.ts). Only a complete download within its licence plays;
 * only where hls.js can play (the browser's own HLS cannot read the device's store).
 */
import { useMemo } from 'react'
import type { VideoPlayback } from '../../../contract/schemas/video'
import { playabilityOf } from '../../offline/downloads/expiry'
import { storedFileUrl } from '../../offline/downloads/files'
import { useDownload } from '../../offline/downloads/use-downloads'
import { canUseMediaSource } from './player/hls-module'

export type StoredPlayback =
  | { status: 'unknown' }
  | { status: 'none' }
  /** Downloaded, but its licence has ended: it does not play until a re-check renews it. */
  | { status: 'expired' }
  | { status: 'playable'; playback: VideoPlayback }

export function useStoredPlayback(movieId: number): StoredPlayback {
  const record = useDownload(movieId)
  const canPlay = canUseMediaSource()
  return useMemo((): StoredPlayback => {
    if (!canPlay) return { status: 'none' }
    if (record === undefined) return { status: 'unknown' }
    if (record === null || record.state !== 'complete') return { status: 'none' }
    if (playabilityOf(record, new Date()) !== 'playable') return { status: 'expired' }
    const url = storedFileUrl(record.movieId, record.playlistPath)
    return {
      status: 'playable',
      playback: {
        id: record.videoId,
        kind: 'main',
        // Stored only from a driver the player plays; no one reads it for a stored source.
        encode_driver: 'device',
        url,
        expires_at: null,
        player_data: { format: 'hls', url },
      },
    }
  }, [record, canPlay])
}
