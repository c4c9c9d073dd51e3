/**
 * Movies: the index and its filters, the hot list, the watch page's movie with its relations and
 * side lists, views and recorded searches. A page of movies costs a fixed number of queries (the
 * page, its count, then one per requested relation), never one per movie.
 */
import type { Locale } from '../../../contract/languages'
import { PAGE_SIZE } from '../../../contract/limits'
import type { Creator } from '../../../contract/schemas/creator'
import type { Movie, MovieDetailInclude, MovieInclude, MovieOrder, MovieSummary } from '../../../contract/schemas/movie'
import type { SiteType } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import { cachedTotal } from '../../lib/total-cache'
import type { Viewer } from '../../lib/viewer'
import { toCategory } from '../categories/index'
import { type CreatorRow, sexesForSiteType, toCreator } from '../creators/index'
import { markedMoviePage } from '../likes/index'
import { firstPlayback, type MediaOptions } from '../playback/index'
import {
  countHot,
  countMovies,
  findCategoriesOfMovies,
  findCategoryIdsOfMovie,
  findGroupById,
  findHotPage,
  findModelsOfMovies,
  findMovieById,
  findMoviePage,
  findMoviesByIdList,
  findTagsOfMovies,
  incrementViews,
  insertMovieSearch,
  type MovieFilter,
  type MovieRow,
} from './repository'
import { type MovieRelations, toMovie } from './serialize'
import { movieViewerMarksAmong } from './viewer-marks'

/** "More from the same model" and "related videos" page sizes. */
export const SIDE_LIST_SIZE = { modelMovies: 6, related: 8 } as const
/** The hot list ranks the latest movies of the theme by views; 10 pages' worth. */
export const HOT_WINDOW = 160
/** Other movies of a group shown on the watch page. */
export const GROUP_MOVIES = 16

export type MoviePage = { movies: Movie[]; total: number; page: PageRequest }

type Includes = readonly MovieInclude[] | undefined
/** Who is looking, in which language, and when (a creator subscription opens movies until it ends). */
type Context = { viewer: Viewer; locale: Locale; now: Date; include?: Includes }

function groupBy<T>(rows: { movieId: number; value: T }[]): Map<number, T[]> {
  const map = new Map<number, T[]>()
  for (const row of rows) {
    const list = map.get(row.movieId)
    if (list) list.push(row.value)
    else map.set(row.movieId, [row.value])
  }
  return map
}

/** Serialises movies with the relations asked for, loading each relation once for the whole list. */
async function toMovies(db: Db, rows: MovieRow[], context: Context): Promise<Movie[]> {
  const ids = rows.map((row) => row.id)
  const include = new Set(context.include ?? [])
  const [modelRows, categoryRows, tagRows] = await Promise.all([
    findModelsOfMovies(db, ids),
    include.has('categories') ? findCategoriesOfMovies(db, ids) : Promise.resolve([]),
    include.has('tags') ? findTagsOfMovies(db, ids) : Promise.resolve([]),
  ])
  const modelsOf = groupBy(modelRows.map((row) => ({ movieId: row.movieId, value: row.creator })))
  const categoriesOf = groupBy(categoryRows.map((row) => ({ movieId: row.movieId, value: row.category })))
  const tagsOf = groupBy(tagRows.map((row) => ({ movieId: row.movieId, value: row.tag })))
  const marks = await movieViewerMarksAmong(
    db,
    context.viewer,
    ids,
    modelRows.map((row) => row.creator.id),
    context.now,
  )
  const { followed } = marks
  // Full movies are for members, and a creator's movies for their subscribers too (a
  // webstar's movies are locked until followed, and lead to that subscription): the first model decides.
  const isOpen = (creatorId?: number) =>
    context.viewer.isMember || (creatorId !== undefined && marks.subscribedTo.has(creatorId))
  const creator = (row: CreatorRow): Creator =>
    toCreator(row, { following: followed.has(row.id), notify: followed.notifying.has(row.id) })
  return rows.map((row) => {
    const models = modelsOf.get(row.id) ?? []
    const firstModel = models[0]
    const available = isOpen(firstModel?.id)
    const relations: MovieRelations = {
      ...(include.has('webstar') ? { webstar: firstModel ? creator(firstModel) : null } : {}),
      ...(include.has('models') ? { models: models.map(creator) } : {}),
      ...(include.has('categories')
        ? { categories: (categoriesOf.get(row.id) ?? []).map((category) => toCategory(category, context.locale)) }
        : {}),
      ...(include.has('tags')
        ? { tags: (tagsOf.get(row.id) ?? []).map((tag) => ({ id: tag.id, name: tag.name })) }
        : {}),
    }
    const following = firstModel ? followed.has(firstModel.id) : false
    const marked = { liked: marks.liked.has(row.id), favorited: marks.favorited.has(row.id) }
    return toMovie(row, { firstModel, following, available, ...marked }, relations)
  })
}

async function listPage(
  db: Db,
  filter: MovieFilter,
  order: MovieOrder,
  page: PageRequest,
  context: Context,
): Promise<MoviePage> {
  const [rows, total] = await Promise.all([
    findMoviePage(db, filter, order, page.perPage, offsetOf(page)),
    cachedTotal(db, `movies:${JSON.stringify(filter)}`, () => countMovies(db, filter)),
  ])
  return { movies: await toMovies(db, rows, context), total, page }
}

export type MovieListRequest = Context & {
  siteType: SiteType
  page: number
  perPage?: number
  search?: string
  categoryId?: number
  tagId?: number
  modelId?: number
  groupId?: number
  order?: MovieOrder
}

/**
 * The movie index, 16 a page. Filters combine; the theme applies unless a model is asked for
 * (a model's movies are theirs whatever the current theme).
 */
export function listMovies(db: Db, request: MovieListRequest): Promise<MoviePage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.movies }
  const filter: MovieFilter = {
    ...(request.modelId === undefined ? { sexes: sexesForSiteType(request.siteType) } : { modelId: request.modelId }),
    ...(request.search === undefined ? {} : { search: request.search }),
    ...(request.categoryId === undefined ? {} : { categoryId: request.categoryId }),
    ...(request.tagId === undefined ? {} : { tagId: request.tagId }),
    ...(request.groupId === undefined ? {} : { groupId: request.groupId }),
  }
  return listPage(db, filter, request.order ?? 'newest', page, request)
}

/** New and hot: the most viewed of the theme's latest movies, 16 a page. */
export async function listHotMovies(
  db: Db,
  request: Context & { siteType: SiteType; page: number; perPage?: number },
): Promise<MoviePage> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.movies }
  const filter: MovieFilter = { sexes: sexesForSiteType(request.siteType) }
  const [rows, total] = await Promise.all([
    findHotPage(db, filter, HOT_WINDOW, page.perPage, offsetOf(page)),
    cachedTotal(db, `hot:${JSON.stringify(filter)}`, () => countHot(db, filter, HOT_WINDOW)),
  ])
  return { movies: await toMovies(db, rows, request), total, page }
}

/**
 * The viewer's favourite or liked movies (the dashboard's lists), 16 a page, over both themes:
 * they are the viewer's own picks. Guests have none to show (401).
 */
export async function listMarkedMovies(
  db: Db,
  mark: 'like' | 'favorite',
  request: Context & { page: number; perPage?: number },
): Promise<MoviePage> {
  const userId = request.viewer.userId
  if (userId === null) throw new AppError('unauthenticated')
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.movies }
  const { rows, total } = await markedMoviePage(db, mark, userId, page.perPage, offsetOf(page))
  return { movies: await toMovies(db, rows, request), total, page }
}

async function requireMovie(db: Db, id: number): Promise<MovieRow> {
  const row = await findMovieById(db, id)
  if (!row) throw new AppError('not_found')
  return row
}

/** The watch page's movie; `group` brings the group's other movies (newest first, at most 16). */
async function getMovie(db: Db, id: number, context: Context): Promise<Movie> {
  const row = await requireMovie(db, id)
  const withGroup = context.include?.includes('group') ?? false
  const [[movie], group] = await Promise.all([
    toMovies(db, [row], context),
    withGroup ? groupWithMovies(db, row, context) : Promise.resolve(undefined),
  ])
  if (!movie) throw new AppError('not_found')
  return group === undefined ? movie : { ...movie, group: { data: group } }
}

/**
 * The watch page's movie (`GET /api/movies/:id`); with `include=playback`, also what it plays first,
 * so the video can start without another round trip after this one.
 */
export async function getMovieToWatch(
  db: Db,
  id: number,
  context: Omit<Context, 'include'> & { include?: readonly MovieDetailInclude[]; media: MediaOptions },
): Promise<Movie> {
  const include = context.include?.filter((name): name is MovieInclude => name !== 'playback')
  const movie = await getMovie(db, id, { ...context, include })
  if (!context.include?.includes('playback')) return movie
  const playback = await firstPlayback(db, context.media, movie, context.viewer, context.now)
  return { ...movie, playback: { data: playback } }
}

async function groupWithMovies(db: Db, row: MovieRow, context: Context) {
  if (row.groupId === null) return null
  const [group, others] = await Promise.all([
    findGroupById(db, row.groupId),
    findMoviePage(db, { groupId: row.groupId, excludeId: row.id }, 'newest', GROUP_MOVIES, 0),
  ])
  if (!group) return null
  // Movies without relations: the group's list does not nest further.
  const movies: MovieSummary[] = await toMovies(db, others, { ...context, include: [] })
  return { id: group.id, name: group.name, movies: { data: movies } }
}

/** Movies by id (for lists owned by other modules), keyed by id; unknown ids are left out. */
export async function findMoviesByIds(db: Db, ids: number[], context: Context): Promise<Map<number, Movie>> {
  const rows = await findMoviesByIdList(db, ids)
  const movies = await toMovies(db, rows, context)
  return new Map(movies.map((movie) => [movie.id, movie]))
}

/** A movie's length in seconds; 404 for an unknown movie. */
export async function getMovieLength(db: Db, id: number): Promise<number> {
  return (await requireMovie(db, id)).length
}

type SideListRequest = Context & { page: number; perPage?: number }

/** "More from the same model": the first model's other movies, newest first, 6 a page. */
export async function listModelMovies(db: Db, id: number, request: SideListRequest): Promise<MoviePage> {
  const page = { page: request.page, perPage: request.perPage ?? SIDE_LIST_SIZE.modelMovies }
  await requireMovie(db, id)
  const [first] = await findModelsOfMovies(db, [id])
  if (!first) return { movies: [], total: 0, page }
  return listPage(db, { modelId: first.creator.id, excludeId: id }, 'newest', page, request)
}

/**
 * Related videos: the most viewed movies sharing a category, 8 a page. Empty when the first model
 * is a webstar, whose movies point to their own profile instead.
 */
export async function listRelatedMovies(db: Db, id: number, request: SideListRequest): Promise<MoviePage> {
  const page = { page: request.page, perPage: request.perPage ?? SIDE_LIST_SIZE.related }
  await requireMovie(db, id)
  const [[first], categoryRows] = await Promise.all([findModelsOfMovies(db, [id]), findCategoryIdsOfMovie(db, id)])
  if (!first || first.creator.isWebstar || categoryRows.length === 0) return { movies: [], total: 0, page }
  const filter: MovieFilter = { categoryIds: categoryRows.map((row) => row.categoryId), excludeId: id }
  return listPage(db, filter, 'most_viewed', page, request)
}

/** Counts a view of the main video; the app sends one per movie load. */
export async function recordView(db: Db, movieId: number): Promise<{ movie_id: number; views: number }> {
  const views = await incrementViews(db, movieId)
  if (views === undefined) throw new AppError('not_found')
  return { movie_id: movieId, views }
}

export type MovieSearchInput = {
  search: string
  categoryId?: number
  tagId?: number
  modelId?: number
  groupId?: number
}

export async function recordSearch(
  db: Db,
  input: MovieSearchInput,
  context: { viewer: Viewer; siteType: SiteType; locale: Locale },
) {
  const row = await insertMovieSearch(db, {
    userId: context.viewer.userId,
    search: input.search,
    categoryId: input.categoryId ?? null,
    tagId: input.tagId ?? null,
    modelId: input.modelId ?? null,
    groupId: input.groupId ?? null,
    siteType: context.siteType,
    lang: context.locale,
  })
  return { id: row.id, search: row.search, created_at: row.createdAt.toISOString() }
}
