/** Creator lists: the models grid (webstars.index) and the header's creator search. */
import { createRoute, lazyFn } from '@tanstack/react-router'
import * as v from 'valibot'
import { pickFilterParams } from '../features/creators'
import { lazyScreen, loadListReads } from './lazy-screen'
import { gatedRoute } from './shell'

const readModelsPage = lazyFn(loadListReads, 'readModelsPage')
const readCreatorSearchPage = lazyFn(loadListReads, 'readCreatorSearchPage')

/**
 * The models grid's filters are described by the API (GET /api/filters), so their names are not
 * known here: keep every plain `name=value` pair; the screen sends only those the API described.
 */
export const ModelsSearchSchema = v.fallback(
  v.pipe(v.record(v.string(), v.unknown()), v.transform(pickFilterParams)),
  {},
)

/** webstars.search: `t` is the time of the search, so the same words searched again reload. */
export const CreatorSearchSearchSchema = v.object({
  search: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100)), ''),
    '',
  ),
  t: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.number(), v.integer())),
    undefined,
  ),
})

export const modelsRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/models',
  validateSearch: ModelsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => readModelsPage(context, pickFilterParams(deps)),
  component: lazyScreen('creators', 'ModelsScreen'),
})

export const creatorSearchRoute = createRoute({
  getParentRoute: () => gatedRoute,
  path: '/webstar/search',
  validateSearch: CreatorSearchSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => readCreatorSearchPage(context, deps.search, deps.t ?? 0),
  component: lazyScreen('creators', 'CreatorSearchScreen'),
})
