/**
 * The watch page's server state: one key factory and the query/mutation functions for the movie
 * with its relations, its side lists, the promo banner, how to play a video, resume positions and
 * view reports.
 *
 * Key roots matter offline: `watch` (public movie data) is in the persisted allow-list, while
 * `playback` (signed URLs that expire) and `watch-progress` (private) are never written to disk.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import { MOVIE_DETAIL_INCLUDES, MOVIE_LIST_INCLUDES, type Movie } from '../../../contract/schemas/movie'
import type { WatchProgress } from '../../../contract/schemas/video'
import { request } from '../../api/client'
import type { Preferences } from '../../api/preferences'
import { STALE } from '../../offline/stale-times'

/** Page sizes of the watch page's side lists. */
export const WATCH_PAGE_SIZE = { modelMovies: 6, related: 8, continueWatching: 12 } as const

export const watchKeys = {
  all: ['watch'] as const,
  movie: (id: number, context: Preferences) => [...watchKeys.all, 'movie', id, context] as const,
  modelMovies: (id: number, context: Preferences) => [...watchKeys.all, 'model-movies', id, context] as const,
  related: (id: number, context: Preferences) => [...watchKeys.all, 'related', id, context] as const,
  promoBanners: (context: Preferences) => [...watchKeys.all, 'promo-banners', context] as const,
  /** Not under `watch`: a signed URL must never be persisted. */
  playbackAll: ['playback'] as const,
  playback: (videoId: number) => [...watchKeys.playbackAll, videoId] as const,
  progressAll: ['watch-progress'] as const,
  progress: (movieId: number) => [...watchKeys.progressAll, 'movie', movieId] as const,
  continueWatching: (context: Preferences) => [...watchKeys.progressAll, 'list', context] as const,
}

export function movieQuery(id: number, context: Preferences) {
  return queryOptions({
    queryKey: watchKeys.movie(id, context),
    queryFn: async ({ signal, client }): Promise<Movie> => {
      // The movie with its relations and what to play first (`include=playback`).
      const response = await request(api.movie, {
        params: { id },
        query: { include: MOVIE_DETAIL_INCLUDES },
        signal,
        context,
      })
      // What to play first comes with the movie (one round trip less before the video starts). It
      // goes where the player looks for it, never into the movie, which is persisted; and only when
      // none is there yet: a new URL for a video already playing would restart it.
      const { playback, ...movie } = response.data
      const first = playback?.data
      if (first && client.getQueryData(playbackQuery(first.id).queryKey) === undefined)
        client.setQueryData(playbackQuery(first.id).queryKey, first)
      return movie
    },
    staleTime: STALE.minute,
  })
}

export function modelMoviesQuery(id: number, context: Preferences) {
  return queryOptions({
    queryKey: watchKeys.modelMovies(id, context),
    queryFn: async ({ signal }) => {
      const response = await request(api.modelMovies, {
        params: { id },
        query: { per_page: WATCH_PAGE_SIZE.modelMovies, include: MOVIE_LIST_INCLUDES },
        signal,
        context,
      })
      return response.data
    },
    staleTime: STALE.minutes5,
  })
}

export function relatedMoviesQuery(id: number, context: Preferences) {
  return queryOptions({
    queryKey: watchKeys.related(id, context),
    queryFn: async ({ signal }) => {
      const response = await request(api.relatedMovies, {
        params: { id },
        query: { per_page: WATCH_PAGE_SIZE.related, include: MOVIE_LIST_INCLUDES },
        signal,
        context,
      })
      return response.data
    },
    staleTime: STALE.minutes5,
  })
}

export function promoBannersQuery(context: Preferences) {
  return queryOptions({
    queryKey: watchKeys.promoBanners(context),
    queryFn: async ({ signal }) => (await request(api.promotionalBanners, { signal, context })).data,
    staleTime: STALE.hour,
  })
}

/**
 * Where to play a video. Fetched as the watch page opens and dropped a minute after it is left:
 * main videos come with a signed URL that expires, so it is never stored (an expired one is renewed).
 */
export function playbackQuery(videoId: number) {
  return queryOptions({
    queryKey: watchKeys.playback(videoId),
    queryFn: async ({ signal }) => {
      return (await request(api.playback, { params: { id: videoId }, signal })).data
    },
    // One URL per visit: a refetch would hand the player a new source and restart the video.
    staleTime: Number.POSITIVE_INFINITY,
    // Long enough for the route's early fetch (prepare-watch) to wait for the screen, well inside
    // the URL's life (10 min); never persisted (offline/persisted-keys).
    gcTime: 60_000,
    // 403 (not a member) will not change by asking again.
    retry: false,
  })
}

/** The signed-in viewer's saved position in one movie (null when there is none). */
export function movieProgressQuery(movieId: number) {
  return queryOptions({
    queryKey: watchKeys.progress(movieId),
    queryFn: async ({ signal }): Promise<WatchProgress | null> => {
      const response = await request(api.watchProgress, { query: { movie_id: movieId, per_page: 1 }, signal })
      return response.data[0] ?? null
    },
    // Read once when the page opens: the watch route asks for it a second or two before the player
    // mounts (prepare-watch.ts), which must not ask again; saves update it (use-watch-progress.ts).
    staleTime: 10_000,
    retry: false,
  })
}

/** The signed-in viewer's recently watched movies, latest first, with the movies included. */
export function continueWatchingQuery(context: Preferences) {
  return queryOptions({
    queryKey: watchKeys.continueWatching(context),
    queryFn: async ({ signal }) => {
      const response = await request(api.watchProgress, {
        query: { per_page: WATCH_PAGE_SIZE.continueWatching, include: 'movie' },
        signal,
        context,
      })
      return response.data
    },
    staleTime: STALE.seconds30,
  })
}

export async function saveWatchProgress(movieId: number, seconds: number): Promise<WatchProgress> {
  const response = await request(api.saveWatchProgress, { body: { movie_id: movieId, seconds } })
  return response.data
}

/** Counts one view of the main video; answers the movie's new view count. */
export async function reportMovieView(movieId: number): Promise<{ movie_id: number; views: number }> {
  const response = await request(api.movieViews, { body: { movie_id: movieId } })
  return response.data
}

/** The first model decides the theme, the webstar subscribe link and whether related videos show. */
export function firstModelOf(movie: Movie) {
  return movie.webstar?.data ?? movie.models?.data[0] ?? null
}
