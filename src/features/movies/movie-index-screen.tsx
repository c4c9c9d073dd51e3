import { getRouteApi } from '@tanstack/react-router'
import { MovieBrowser } from './movie-browser'

const indexRoute = getRouteApi('/shell/gated/videos')
const searchRoute = getRouteApi('/shell/gated/videos/search')

// Each route's search parameters are exactly its filters (validated by the route), so the URL is
// the one source of the filters and a change of filters is a new URL.

/** video.index (/videos): every filter of the URL: search, category, tag, model, group. */
export function MovieIndexScreen() {
  const navigate = indexRoute.useNavigate()
  return (
    <MovieBrowser
      mode="index"
      filters={indexRoute.useSearch()}
      onChange={(next, how) => void navigate({ search: next, replace: how === 'replace' })}
    />
  )
}

/** video.search (/videos/search): the same list, the text box first; category, tag and group. */
export function MovieSearchScreen() {
  const navigate = searchRoute.useNavigate()
  return (
    <MovieBrowser
      mode="search"
      filters={searchRoute.useSearch()}
      onChange={({ model_id: _notASearchFilter, ...next }, how) =>
        void navigate({ search: next, replace: how === 'replace' })
      }
    />
  )
}
