/**
 * What the watch route starts before its screen exists (issue 13, "video that starts soon"): on a
 * slow phone link each of these used to wait for the one before — the screen's code, its words,
 * the movie, the playback URL, hls.js, the playlists. Here they start together, as soon as the
 * address is known; the screen then finds them loaded or on the way.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Preferences } from '../../api/preferences'
import { preloadBrowseCatalog } from '../language'
import { canUseMediaSource, loadHls } from './player/hls-module'
import { movieQuery, playbackQuery } from './queries'
import { warmPlaylists } from './warm-playlists'

export function prepareWatchPage(queryClient: QueryClient, movieId: number, preferences: Preferences): void {
  const canUseHlsJs = canUseMediaSource()
  if (canUseHlsJs) void loadHls().catch(() => undefined)
  void preloadBrowseCatalog().catch(() => undefined)
  const warm = async () => {
    const movie = await queryClient.fetchQuery(movieQuery(movieId, preferences))
    // The video the screen plays first: the main one when the viewer may watch it, else the trailer.
    const videoId = movie.available ? movie.main_video_id : movie.trailer_video_id
    if (videoId === null) return
    const playback = await queryClient.fetchQuery(playbackQuery(videoId))
    if (canUseHlsJs) await warmPlaylists(playback.url)
  }
  // A failure here is the screen's to show (loading, offline or error state); nothing to do twice.
  warm().catch(() => undefined)
}
