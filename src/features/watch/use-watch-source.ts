import { useQuery } from '@tanstack/react-query'
import type { Movie } from '../../../contract/schemas/movie'
import { PLAYABLE_ENCODE_DRIVERS, type VideoPlayback } from '../../../contract/schemas/video'
import { isApiError } from '../../api/errors'
import { playbackQuery } from './queries'
import { useStoredPlayback } from './use-stored-playback'

export type WatchSource =
  | { status: 'loading'; isMain: boolean }
  /** `isDownloadExpired`: the device holds the movie, but its licence ended (it needs a re-check online). */
  | { status: 'error'; isMain: boolean; retry: () => void; isRetrying: boolean; isDownloadExpired: boolean }
  /** Nothing the viewer may play (no main for them, no trailer): the thumbnail leads to subscribing. */
  | { status: 'locked'; isMain: false }
  | { status: 'unsupported'; isMain: boolean; driver: string }
  | { status: 'ready'; isMain: boolean; playback: VideoPlayback; renew: () => void }

export function isPlayableDriver(driver: string): boolean {
  return (PLAYABLE_ENCODE_DRIVERS as readonly string[]).includes(driver)
}

const KEEP = () => {}

/**
 * What the watch page plays: the member's download of it when the device holds
 * one they may play (online too: no need to stream what is stored), else the main video when the
 * viewer may watch it, otherwise the trailer; the main one's playback answer is the final word (403
 * when membership lapsed after the movie was loaded, then the trailer plays instead).
 */
export function useWatchSource(movie: Movie): WatchSource {
  const stored = useStoredPlayback(movie.id)
  const isStored = stored.status === 'playable'
  const mainId = movie.available && !isStored ? movie.main_video_id : null
  const trailerId = movie.trailer_video_id
  const main = useQuery({ ...playbackQuery(mainId ?? 0), enabled: mainId !== null })
  const isMainRefused =
    main.isError && isApiError(main.error) && (main.error.status === 403 || main.error.status === 401)
  const wantsTrailer = !isStored && (mainId === null || isMainRefused)
  const trailer = useQuery({ ...playbackQuery(trailerId ?? 0), enabled: wantsTrailer && trailerId !== null })

  if (stored.status === 'playable') return { status: 'ready', isMain: true, playback: stored.playback, renew: KEEP }
  // Whether the device holds it is known within a few milliseconds (IndexedDB): not worth a start to undo.
  if (stored.status === 'unknown') return { status: 'loading', isMain: movie.available }
  if (wantsTrailer && trailerId === null) return { status: 'locked', isMain: false }
  const isMain = !wantsTrailer
  const current = isMain ? main : trailer
  if (current.isPending) return { status: 'loading', isMain }
  if (current.isError) {
    return {
      status: 'error',
      isMain,
      retry: () => void current.refetch(),
      isRetrying: current.isRefetching,
      isDownloadExpired: stored.status === 'expired',
    }
  }
  const playback = current.data
  if (!isPlayableDriver(playback.encode_driver))
    return { status: 'unsupported', isMain, driver: playback.encode_driver }
  return { status: 'ready', isMain, playback, renew: () => void current.refetch() }
}
