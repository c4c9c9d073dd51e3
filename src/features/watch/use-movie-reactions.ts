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
import { useSession } from '../../api/use-session'
import { isPending, onOutboxEvent, pendingToggle, queueToggle, useOutbox } from '../../offline/outbox'
import { applyNowAndAfterLoads } from '../../offline/query-client'
import { rememberIntent, takeIntent } from '../session'
import { watchKeys } from './queries'

export type MovieReaction = 'movie_like' | 'movie_favorite'

export const movieTarget = (reaction: MovieReaction, movieId: number) => `${reaction}:${movieId}`

function movieIdOf(target: string): number | undefined {
  const id = Number(target.split(':')[1])
  return Number.isInteger(id) ? id : undefined
}

function movieKey(movieId: number) {
  return [...watchKeys.all, 'movie', movieId] as const
}

function updateCachedMovie(queryClient: QueryClient, movieId: number, update: (movie: Movie) => Movie): void {
  queryClient.setQueriesData<Movie>({ queryKey: movieKey(movieId) }, (movie) => (movie ? update(movie) : movie))
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
  isGuest: boolean
  toggle: (reaction: MovieReaction) => void
  /** Guest: remember the reaction, to perform once they are back signed in. */
  rememberForLogin: (reaction: MovieReaction) => void
  isPending: (reaction: MovieReaction) => boolean
}

export function useMovieReactions(movie: Movie): MovieReactions {
  const queryClient = useQueryClient()
  const session = useSession()
  const userId = session.user?.id ?? null
  const outbox = useOutbox(userId)
  let shown = movie
  for (const reaction of ['movie_like', 'movie_favorite'] as const) {
    const pending = pendingToggle(outbox, movieTarget(reaction, movie.id))
    if (pending !== undefined) shown = withReaction(shown, reaction, pending)
  }

  const set = (reaction: MovieReaction, on: boolean) => {
    if (userId === null) return
    updateCachedMovie(queryClient, movie.id, (cached) => withReaction(cached, reaction, on))
    const endpoint =
      reaction === 'movie_like' ? (on ? api.movieLike : api.movieUnlike) : on ? api.movieFavorite : api.movieUnfavorite
    void queueToggle({
      userId,
      kind: reaction,
      target: movieTarget(reaction, movie.id),
      method: endpoint.method as 'POST' | 'DELETE',
      path: endpoint.path,
      body: { movie_id: movie.id },
      desired: on,
      baseline: isOn(movie, reaction),
    })
  }

  // Back from logging in: do what the guest asked for (a like stays a like if it already was one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per signed-in user and movie
  useEffect(() => {
    if (userId === null) return
    for (const reaction of ['movie_like', 'movie_favorite'] as const) {
      if (takeIntent(movieTarget(reaction, movie.id)) === reaction && !isOn(movie, reaction)) set(reaction, true)
    }
  }, [userId, movie.id])

  return {
    shown,
    isGuest: userId === null,
    toggle: (reaction) => set(reaction, !isOn(shown, reaction)),
    rememberForLogin: (reaction) => rememberIntent(reaction, movieTarget(reaction, movie.id)),
    isPending: (reaction) => isPending(outbox, movieTarget(reaction, movie.id)),
  }
}

/** Settles cached movies with the server's answers; a refused change goes back to the server's state. */
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
          // The state and the counter go back at once (the server may not answer a reload either).
          const movieId = movieIdOf(event.target)
          const reaction = event.kind
          if (movieId !== undefined && event.desired !== undefined) {
            const undone = !event.desired
            updateCachedMovie(queryClient, movieId, (movie) => withReaction(movie, reaction, undone))
          }
          void queryClient.invalidateQueries({ queryKey: [...watchKeys.all, 'movie'] })
        }
      }),
    [queryClient],
  )
}
