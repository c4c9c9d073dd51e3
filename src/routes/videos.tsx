/** Movie lists: the index, its search, new and hot. */
import { createRoute, lazyFn } from '@tanstack/react-router'
import * as v from 'valibot'
import { lazyScreen, loadListReads } from './lazy-screen'
import { gatedRoute } from './shell'

const readMovieIndexPage = lazyFn(loadListReads, 'readMovieIndexPage')
const readHotMovies = lazyFn(loadListReads, 'readHotMovies')

/** An id from the URL (`?category_id=3`); anything else is dropped rather than failing the page. */
const optionalId = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(2_147_483_647),
    ),
  ),
  undefined,
)

/** Free text from the URL; the screen decides whether it is long enough to search with. */
const optionalText = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100))),
  undefined,
)

export const MovieIndexSearchSchema = v.object({
  search: optionalText,
  category_id: optionalId,
  tag_id: optionalId,
  model_id: optionalId,
  group_id: optionalId,
})

/** video.search takes the search and category, tag and group; not a model. */
export const MovieSearchSearchSchema = v.object({
  search: optionalText,
  category_id: optionalId,
  tag_id: optionalId,
  group_id: optionalId,
})

export const videosRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/videos',
  validateSearch: MovieIndexSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => readMovieIndexPage(context, deps),
  component: lazyScreen('movies', 'MovieIndexScreen'),
})

export const videoSearchRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/videos/search',
  validateSearch: MovieSearchSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => readMovieIndexPage(context, deps),
  component: lazyScreen('movies', 'MovieSearchScreen'),
})

export const hotVideosRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/videos/hot',
  loader: ({ context }) => readHotMovies(context),
  component: lazyScreen('movies', 'HotMoviesScreen'),
})
