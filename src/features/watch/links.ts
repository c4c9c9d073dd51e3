/** Where the watch page's links go. */
import type { Movie } from '../../../contract/schemas/movie'

type MovieFilter = { category_id: number } | { tag_id: number } | { group_id: number } | { model_id: number }

/**
 * Movies sharing one category, tag or group: the video search route (video.search). A model's movies: the movie index (video.index), since the search takes no model.
 */
export function movieListHref(filter: MovieFilter): string {
  const [key, value] = Object.entries(filter)[0] ?? []
  if (key === undefined) return '/videos'
  const path = key === 'model_id' ? '/videos' : '/videos/search'
  return `${path}?${key}=${encodeURIComponent(String(value))}`
}

/**
 * purchase.subscription: with `webstar` for a webstar's movie (their own subscription),
 * with `plan` when an error body named a legacy plan to offer.
 */
export function subscribeHref(options: { webstar?: string | null; plan?: string | number | null } = {}): string {
  const search = new URLSearchParams()
  if (options.plan !== undefined && options.plan !== null && options.plan !== '')
    search.set('plan', String(options.plan))
  if (options.webstar) search.set('webstar', options.webstar)
  const query = search.toString()
  return query ? `/subscribe?${query}` : '/subscribe'
}

/** The webstar whose subscription unlocks this movie, when its first model is one. */
export function webstarOf(movie: Movie): string | null {
  const first = movie.webstar?.data ?? movie.models?.data[0]
  return first?.is_webstar && first.username ? first.username : null
}
