import { useQuery } from '@tanstack/react-query'
import type { Movie } from '../../../contract/schemas/movie'
import { PLAYABLE_ENCODE_DRIVERS, type VideoPlayback } from '../../../contract/schemas/video'
import { isApiError } from '../../api/errors'
import { playbackQuery } from './queries'

export type WatchSource =
  | { status: 'loading'; isMain: boolean }
  | { status: 'error'; isMain: boolean; retry: () => void; isRetrying: boolean }
  /** Nothing the viewer may play (no main for them, no trailer): the thumbnail leads to subscribing. */
  | { status: 'locked'; isMain: false }
  | { status: 'unsupported'; isMain: boolean; driver: string }
  | { status: 'ready'; isMain: boolean; playback: VideoPlayback; renew: () => void }

export function isPlayableDriver(driver: string): boolean {
  return (PLAYABLE_ENCODE_DRIVERS as readonly string[]).includes(driver)
}

/**
 * What the watch page plays (000 §2 Video watch): the main video when the viewer may watch it,
 * otherwise the trailer; the main one's playback answer is the final word (403 when membership
 * lapsed after the movie was loaded, then the trailer plays instead).
 */
export function useWatchSource(movie: Movie): WatchSource {
  const mainId = movie.available ? movie.main_video_id : null
  const trailerId = movie.trailer_video_id
  const main = useQuery({ ...playbackQuery(mainId ?? 0), enabled: mainId !== null })
  const isMainRefused =
    main.isError && isApiError(main.error) && (main.error.status === 403 || main.error.status === 401)
  const wantsTrailer = mainId === null || isMainRefused
  const trailer = useQuery({ ...playbackQuery(trailerId ?? 0), enabled: wantsTrailer && trailerId !== null })

  if (wantsTrailer && trailerId === null) return { status: 'locked', isMain: false }
  const isMain = !wantsTrailer
  const current = isMain ? main : trailer
  if (current.isPending) return { status: 'loading', isMain }
  if (current.isError) {
    return { status: 'error', isMain, retry: () => void current.refetch(), isRetrying: current.isRefetching }
  }
  const playback = current.data
  if (!isPlayableDriver(playback.encode_driver))
    return { status: 'unsupported', isMain, driver: playback.encode_driver }
  return { status: 'ready', isMain, playback, renew: () => void current.refetch() }
}
