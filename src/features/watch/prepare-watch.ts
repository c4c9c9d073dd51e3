/**
 * What the watch route starts before its screen exists, so that video starts soon: on a
 * slow phone link each of these used to wait for the one before — the screen's code, its words,
 * the movie, the playback URL, hls.js, the playlists. Here they start together, as soon as the
 * address is known; the screen then finds them loaded or on the way.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Preferences } from '../../api/preferences'
import { isSignedIn } from '../../api/session-manager'
import { preloadBrowseCatalog } from '../language'
import { startMovieEarly } from './early-movie'
import { canUseMediaSource, loadHls } from './player/hls-module'
import { movieProgressQuery, movieQuery, playbackQuery } from './queries'
import { warmPlaylists } from './warm-playlists'

/**
 * The watch page's code: its screen and, where it can play, hls.js. Started by the app's boot for a
 * watch address (main.tsx), before the router renders, and again (at no cost) by the route.
 */
export function preloadWatchCode(): void {
  void import('./screens').catch(() => undefined)
  if (canUseMediaSource()) void loadHls().catch(() => undefined)
}

/**
 * What the boot starts for a watch address: the code, the movie once the session is known, and as
 * soon as the movie answers, the video's first segment (its playlists came with it).
 */
export function startWatchPage(movieId: number, preferences: Preferences): void {
  preloadWatchCode()
  const answer = startMovieEarly(movieId, preferences)
  if (!canUseMediaSource()) return
  answer.then(({ data }) => data.playback?.data && warmPlaylists(data.playback.data)).catch(() => undefined)
}

export function prepareWatchPage(queryClient: QueryClient, movieId: number, preferences: Preferences): void {
  const canUseHlsJs = canUseMediaSource()
  preloadWatchCode()
  void preloadBrowseCatalog().catch(() => undefined)
  const warm = async () => {
    const movie = await queryClient.fetchQuery(movieQuery(movieId, preferences))
    // The video the screen plays first: the main one when the viewer may watch it, else the trailer.
    const videoId = movie.available ? movie.main_video_id : movie.trailer_video_id
    if (videoId === null) return
    const playback = await queryClient.fetchQuery(playbackQuery(videoId))
    if (canUseHlsJs) await warmPlaylists(playback)
  }
  // A failure here is the screen's to show (loading, offline or error state); nothing to do twice.
  warm().catch(() => undefined)
  // The player waits for the signed-in viewer's resume point before it starts: asked beside the
  // movie, not after the screen has rendered (a whole round trip of the chain on fast 4G).
  const warmProgress = async () => {
    if (await isSignedIn()) await queryClient.prefetchQuery(movieProgressQuery(movieId))
  }
  warmProgress().catch(() => undefined)
}
