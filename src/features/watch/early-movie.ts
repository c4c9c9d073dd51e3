/**
 * A watch page's movie, asked for by the boot (main.tsx through routes/watch.tsx) as soon as the
 * session is known, before the words, the router and the route's loader exist (issue 13: on fast 4G
 * the loader ran about half a second after the session's refresh had answered, and the video's
 * whole chain waited behind it). The movie query (queries.ts) takes that answer once instead of
 * sending the same request again.
 */
import { api } from '../../../contract/api'
import { MOVIE_DETAIL_INCLUDES } from '../../../contract/schemas/movie'
import { request } from '../../api/client'
import type { Preferences } from '../../api/preferences'

type MovieAnswer = Awaited<ReturnType<typeof fetchMovieAnswer>>

/** An early answer older than this is not taken: its signed video URL would have less life left. */
const EARLY_ANSWER_MAX_AGE_MS = 30_000

let early: { key: string; at: number; answer: Promise<MovieAnswer> } | undefined

const keyOf = (id: number, context: Preferences) => JSON.stringify([id, context.locale, context.siteType])

/** The movie with its relations and what to play first (`include=playback`). */
export function fetchMovieAnswer(id: number, context: Preferences, signal?: AbortSignal) {
  return request(api.movie, { params: { id }, query: { include: MOVIE_DETAIL_INCLUDES }, signal, context })
}

export function startMovieEarly(id: number, context: Preferences): Promise<MovieAnswer> {
  const answer = fetchMovieAnswer(id, context)
  // A failure is the query's to report, if it takes this answer; nothing is logged meanwhile.
  answer.catch(() => undefined)
  early = { key: keyOf(id, context), at: performance.now(), answer }
  return answer
}

/** The boot's answer for this movie and language, handed over once and only while fresh. */
export function takeEarlyMovie(id: number, context: Preferences): Promise<MovieAnswer> | undefined {
  const kept = early
  if (!kept || kept.key !== keyOf(id, context)) return undefined
  early = undefined
  return performance.now() - kept.at <= EARLY_ANSWER_MAX_AGE_MS ? kept.answer : undefined
}
