/**
 * Liking and favouriting a movie: the button and the count change at once, the change
 * goes through the offline outbox (sent at once online, later offline, exactly once), a change the
 * server refuses or fails on (a 5xx) is rolled back at once, then to what the server says, and the
 * outbox banner tells the user; a guest logs in first, after which the action happens by itself.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import type { Movie } from '../../../contract/schemas/movie'
import { MovieFavoriteSchema, MovieLikeSchema } from '../../../contract/schemas/social'
import { itemWith, patchCachedItem } from '../../offline/cache-patch'
import { onOutboxEvent } from '../../offline/outbox'
import { applyNowAndAfterLoads } from '../../offline/query-client'
import { useOutboxToggle } from '../session'
import { watchKeys } from './queries'

export type MovieReaction = 'movie_like' | 'movie_favorite'

export const movieTarget = (reaction: MovieReaction, movieId: number) => `${reaction}:${movieId}`

function movieKey(movieId: number) {
  return [...watchKeys.all, 'movie', movieId] as const
}

const isMovie = itemWith('interaction', 'favorites')

function updateCachedMovie(queryClient: QueryClient, movieId: number, update: (movie: Movie) => Movie): void {
  patchCachedItem(queryClient, movieKey(movieId), isMovie, movieId, update)
}

/** The server's answer, kept over a load of the movie that left before it (applyNowAndAfterLoads). */
function settleCachedMovie(queryClient: QueryClient, movieId: number, update: (movie: Movie) => Movie): void {
  applyNowAndAfterLoads(queryClient, movieKey(movieId), () => updateCachedMovie(queryClient, movieId, update))
}

function isOn(movie: Movie, reaction: MovieReaction): boolean {
  return reaction === 'movie_like' ? movie.interaction.liked : movie.interaction.favorited
}

/** The movie as the viewer wants it: the flag set and its count moved by one, never below zero. */
export function withReaction(movie: Movie, reaction: MovieReaction, on: boolean): Movie {
  if (isOn(movie, reaction) === on) return movie
  const step = on ? 1 : -1
  return reaction === 'movie_like'
    ? { ...movie, likes: Math.max(0, movie.likes + step), interaction: { ...movie.interaction, liked: on } }
    : { ...movie, favorites: Math.max(0, movie.favorites + step), interaction: { ...movie.interaction, favorited: on } }
}

export type MovieReactions = {
  /** The movie as shown: what the server said, with the changes still waiting to be sent. */
  shown: Movie
  /** A tap: toggles a member's reaction; a guest is asked to log in (`askLogin`). */
  press: (reaction: MovieReaction, askLogin: () => void) => void
  /** Guest: remember the reaction, to perform once they are back signed in. */
  rememberForLogin: (reaction: MovieReaction) => void
  isPending: (reaction: MovieReaction) => boolean
}

function useMovieReaction(movie: Movie, reaction: MovieReaction) {
  return useOutboxToggle({
    kind: reaction,
    target: movieTarget(reaction, movie.id),
    baseline: isOn(movie, reaction),
    requestFor: (on) => {
      const endpoint =
        reaction === 'movie_like'
          ? on
            ? api.movieLike
            : api.movieUnlike
          : on
            ? api.movieFavorite
            : api.movieUnfavorite
      return { method: endpoint.method as 'POST' | 'DELETE', path: endpoint.path, body: { movie_id: movie.id } }
    },
    patch: (queryClient, on) =>
      updateCachedMovie(queryClient, movie.id, (cached) => withReaction(cached, reaction, on)),
    // Back from logging in, the guest's reaction happens by itself (a like stays a like if it was one).
    intent: reaction,
  })
}

export function useMovieReactions(movie: Movie): MovieReactions {
  const toggles = {
    movie_like: useMovieReaction(movie, 'movie_like'),
    movie_favorite: useMovieReaction(movie, 'movie_favorite'),
  }
  const shown = withReaction(
    withReaction(movie, 'movie_like', toggles.movie_like.on),
    'movie_favorite',
    toggles.movie_favorite.on,
  )
  return {
    shown,
    press: (reaction, askLogin) => toggles[reaction].press(askLogin),
    rememberForLogin: (reaction) => toggles[reaction].rememberForLogin(),
    isPending: (reaction) => toggles[reaction].isPending,
  }
}

/** Settles cached movies with the server's answers; after a refused change, the server's state is asked again. */
export function useMovieReactionSync(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'outbox:done' && event.kind === 'movie_like') {
          const parsed = v.safeParse(MovieLikeSchema, event.body)
          if (!parsed.success) return
          const { movie_id, liked, likes } = parsed.output.data
          settleCachedMovie(queryClient, movie_id, (movie) => ({
            ...movie,
            likes,
            interaction: { ...movie.interaction, liked },
          }))
        }
        if (event.type === 'outbox:done' && event.kind === 'movie_favorite') {
          const parsed = v.safeParse(MovieFavoriteSchema, event.body)
          if (!parsed.success) return
          const { movie_id, favorited, favorites } = parsed.output.data
          settleCachedMovie(queryClient, movie_id, (movie) => ({
            ...movie,
            favorites,
            interaction: { ...movie.interaction, favorited },
          }))
        }
        if (event.type === 'outbox:failed' && (event.kind === 'movie_like' || event.kind === 'movie_favorite')) {
          // The toggle has put the state and the counter back already; the server says what is true.
          void queryClient.invalidateQueries({ queryKey: [...watchKeys.all, 'movie'] })
        }
      }),
    [queryClient],
  )
}
