/**
 * What the watch route starts before its screen exists, so that video starts soon: on a
 * slow phone link each of these used to wait for the one before — the screen's code, its words,
 * the movie, the playback URL, hls.js, the playlists. Here they start together, as soon as the
 * address is known; the screen then finds them loaded or on the way. A server render reads the
 * movie only: the page is rendered with it, the rest is the browser's.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Preferences } from '../../api/preferences'
import { isSignedIn } from '../../api/session-manager'
import { preloadBrowseCatalog } from '../language'
import { canUseMediaSource, loadHls } from './player/hls-module'
import { movieProgressQuery, movieQuery, playbackQuery, watchKeys } from './queries'

/** The watch page's code: its screen and, where it can play, hls.js. */
export function preloadWatchCode(): void {
  void import('./screens').catch(() => undefined)
  if (canUseMediaSource()) void loadHls().catch(() => undefined)
}

/**
 * The server's part: the movie the page shows (a failure is the screen's error state). What to play
 * came with it, and stays out of the page: its URL is signed for a while, and the player is the
 * browser's (the page shows the poster until then).
 */
export async function readWatchPage(queryClient: QueryClient, movieId: number, preferences: Preferences) {
  await queryClient.prefetchQuery(movieQuery(movieId, preferences))
  queryClient.removeQueries({ queryKey: watchKeys.playbackAll })
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
    // The warm-up's code travels with the screen's, asked for above: two answers later it is here,
    // and pages other than this one never load it.
    if (canUseHlsJs) await (await import('./screens')).warmPlaylists(playback)
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
