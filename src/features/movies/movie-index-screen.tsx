import { getRouteApi } from '@tanstack/react-router'
import { MovieBrowser } from './movie-browser'
import type { MovieFilters } from './queries'

const indexRoute = getRouteApi('/shell/gated/videos')
const searchRoute = getRouteApi('/shell/gated/videos/search')

/** video.index (/videos): every filter of the URL: search, category, tag, model, group. */
export function MovieIndexScreen() {
  const search = indexRoute.useSearch()
  const navigate = indexRoute.useNavigate()
  const filters: MovieFilters = {
    search: search.search,
    category_id: search.category_id,
    tag_id: search.tag_id,
    model_id: search.model_id,
    group_id: search.group_id,
  }
  return (
    <MovieBrowser
      mode="index"
      filters={filters}
      onChange={(next, how) =>
        void navigate({
          search: (previous) => ({
            ...previous,
            search: next.search,
            category_id: next.category_id,
            tag_id: next.tag_id,
            model_id: next.model_id,
            group_id: next.group_id,
          }),
          replace: how === 'replace',
        })
      }
    />
  )
}

/** video.search (/videos/search): the same list, the text box first; category, tag and group. */
export function MovieSearchScreen() {
  const search = searchRoute.useSearch()
  const navigate = searchRoute.useNavigate()
  const filters: MovieFilters = {
    search: search.search,
    category_id: search.category_id,
    tag_id: search.tag_id,
    group_id: search.group_id,
  }
  return (
    <MovieBrowser
      mode="search"
      filters={filters}
      onChange={(next, how) =>
        void navigate({
          search: (previous) => ({
            ...previous,
            search: next.search,
            category_id: next.category_id,
            tag_id: next.tag_id,
            group_id: next.group_id,
          }),
          replace: how === 'replace',
        })
      }
    />
  )
}
