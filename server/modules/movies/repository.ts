import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { MovieOrder } from '../../../contract/schemas/movie'
import type { CreatorSex } from '../../../contract/site-types'
import type { Db } from '../../db/client'
import {
  categories,
  creators,
  groups,
  movieCategories,
  movieModels,
  movieSearches,
  movies,
  movieTags,
  tags,
} from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import { anyOf, preparedByShape, preparedFor } from '../../lib/prepared'
import { likePattern } from '../creators/index'

export type MovieFilter = {
  /** The theme: the sexes of the movie's first model (movies.lead_sex). */
  sexes?: CreatorSex[]
  search?: string
  categoryId?: number
  /** Movies in any of these categories (related videos). */
  categoryIds?: number[]
  tagId?: number
  /** Movies featuring this creator, first or not. */
  modelId?: number
  groupId?: number
  excludeId?: number
}

/** Which filters a statement is built for, a letter each (statement names stay short); their values travel as parameters. */
function shapeOf(filter: MovieFilter): string {
  return [
    filter.sexes ? 's' : '',
    filter.search === undefined ? '' : 'q',
    filter.categoryId === undefined ? '' : 'c',
    filter.categoryIds === undefined ? '' : 'C',
    filter.tagId === undefined ? '' : 't',
    filter.modelId === undefined ? '' : 'm',
    filter.groupId === undefined ? '' : 'g',
    filter.excludeId === undefined ? '' : 'x',
  ].join('')
}

/** The filter as conditions on placeholders: see paramsOf. */
function whereOf(filter: MovieFilter): SQL | undefined {
  return and(
    filter.sexes ? or(anyOf(movies.leadSex, sql.placeholder('sexes')), isNull(movies.leadSex)) : undefined,
    filter.search === undefined ? undefined : ilike(movies.name, sql.placeholder('searchPattern')),
    filter.categoryId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${movieCategories} where ${movieCategories.movieId} = ${movies.id} and ${movieCategories.categoryId} = ${sql.placeholder('categoryId')})`,
        ),
    filter.categoryIds === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${movieCategories} where ${movieCategories.movieId} = ${movies.id} and ${anyOf(movieCategories.categoryId, sql.placeholder('categoryIds'))})`,
        ),
    filter.tagId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${movieTags} where ${movieTags.movieId} = ${movies.id} and ${movieTags.tagId} = ${sql.placeholder('tagId')})`,
        ),
    filter.modelId === undefined
      ? undefined
      : exists(
          sql`(select 1 from ${movieModels} where ${movieModels.movieId} = ${movies.id} and ${movieModels.creatorId} = ${sql.placeholder('modelId')})`,
        ),
    filter.groupId === undefined ? undefined : eq(movies.groupId, sql.placeholder('groupId')),
    filter.excludeId === undefined ? undefined : ne(movies.id, sql.placeholder('excludeId')),
  )
}

function paramsOf(filter: MovieFilter) {
  return {
    sexes: filter.sexes,
    searchPattern: filter.search === undefined ? undefined : likePattern(filter.search),
    categoryId: filter.categoryId,
    categoryIds: filter.categoryIds,
    tagId: filter.tagId,
    modelId: filter.modelId,
    groupId: filter.groupId,
    excludeId: filter.excludeId,
  }
}

/** Every order ends with the id, so pages are stable; each has a matching index (schema/movies.ts). */
function orderOf(order: MovieOrder) {
  switch (order) {
    case 'oldest':
      return [asc(movies.publishedAt), asc(movies.id)]
    case 'most_viewed':
      return [desc(movies.views), desc(movies.id)]
    case 'most_liked':
      return [desc(movies.likes), desc(movies.id)]
    case 'most_favorited':
      return [desc(movies.favorites), desc(movies.id)]
    case 'longest':
      return [desc(movies.length), desc(movies.id)]
    default:
      return [desc(movies.publishedAt), desc(movies.id)]
  }
}

export type MovieRow = typeof movies.$inferSelect

const pageStatement = preparedByShape(
  'movie_page',
  ({ filter, order }: { filter: MovieFilter; order: MovieOrder }) => `${shapeOf(filter)}:${order}`,
  (db, { filter, order }, name) =>
    db
      .select()
      .from(movies)
      .where(whereOf(filter))
      .orderBy(...orderOf(order))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
)

export function findMoviePage(
  db: Db,
  filter: MovieFilter,
  order: MovieOrder,
  limit: number,
  offset: number,
): Promise<MovieRow[]> {
  return pageStatement(db, { filter, order }).execute({ ...paramsOf(filter), limit, offset })
}

const countStatement = preparedByShape('movie_count', shapeOf, (db, filter: MovieFilter, name) =>
  db.select({ total: count() }).from(movies).where(whereOf(filter)).prepare(name),
)

export async function countMovies(db: Db, filter: MovieFilter): Promise<number> {
  const [row] = await countStatement(db, filter).execute(paramsOf(filter))
  return row?.total ?? 0
}

/** The `window` (a placeholder) latest movies of the filter. */
function latestMovies(db: Executor, filter: MovieFilter) {
  return db
    .select({ id: movies.id })
    .from(movies)
    .where(whereOf(filter))
    .orderBy(desc(movies.publishedAt), desc(movies.id))
    .limit(sql.placeholder('window'))
    .as('latest')
}

const hotPageStatement = preparedByShape('movie_hot_page', shapeOf, (db, filter: MovieFilter, name) => {
  const latest = latestMovies(db, filter)
  return db
    .select({ movie: movies })
    .from(movies)
    .innerJoin(latest, eq(latest.id, movies.id))
    .orderBy(desc(movies.views), desc(movies.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name)
})

/** The most viewed among the `window` latest movies: bounded work whatever the catalogue's size. */
export async function findHotPage(db: Db, filter: MovieFilter, window: number, limit: number, offset: number) {
  const rows = await hotPageStatement(db, filter).execute({ ...paramsOf(filter), window, limit, offset })
  return rows.map((row) => row.movie)
}

const hotCountStatement = preparedByShape('movie_hot_count', shapeOf, (db, filter: MovieFilter, name) =>
  db.select({ total: count() }).from(latestMovies(db, filter)).prepare(name),
)

export async function countHot(db: Db, filter: MovieFilter, window: number): Promise<number> {
  const [row] = await hotCountStatement(db, filter).execute({ ...paramsOf(filter), window })
  return row?.total ?? 0
}

export async function findMovieById(db: Db, id: number): Promise<MovieRow | undefined> {
  const [row] = await db.select().from(movies).where(eq(movies.id, id))
  return row
}

export function findMoviesByIdList(db: Db, ids: number[]): Promise<MovieRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(movies).where(inArray(movies.id, ids))
}

/** The models of several movies in one query, in their order on each movie. */
const modelsStatement = preparedFor(
  (db, name) =>
    db
      .select({ movieId: movieModels.movieId, creator: creators })
      .from(movieModels)
      .innerJoin(creators, eq(creators.id, movieModels.creatorId))
      .where(anyOf(movieModels.movieId, sql.placeholder('movieIds')))
      .orderBy(asc(movieModels.movieId), asc(movieModels.position))
      .prepare(name),
  'movie_models_of',
)

export function findModelsOfMovies(db: Db, movieIds: number[]) {
  if (movieIds.length === 0) return Promise.resolve([])
  return modelsStatement(db).execute({ movieIds })
}

export function findCategoriesOfMovies(db: Db, movieIds: number[]) {
  if (movieIds.length === 0) return Promise.resolve([])
  return db
    .select({ movieId: movieCategories.movieId, category: categories })
    .from(movieCategories)
    .innerJoin(categories, eq(categories.id, movieCategories.categoryId))
    .where(inArray(movieCategories.movieId, movieIds))
    .orderBy(asc(movieCategories.movieId), asc(movieCategories.position))
}

export function findTagsOfMovies(db: Db, movieIds: number[]) {
  if (movieIds.length === 0) return Promise.resolve([])
  return db
    .select({ movieId: movieTags.movieId, tag: tags })
    .from(movieTags)
    .innerJoin(tags, eq(tags.id, movieTags.tagId))
    .where(inArray(movieTags.movieId, movieIds))
    .orderBy(asc(movieTags.movieId), asc(tags.name))
}

export async function findGroupById(db: Db, id: number) {
  const [row] = await db.select().from(groups).where(eq(groups.id, id))
  return row
}

export function findCategoryIdsOfMovie(db: Db, movieId: number) {
  return db
    .select({ categoryId: movieCategories.categoryId })
    .from(movieCategories)
    .where(eq(movieCategories.movieId, movieId))
}

/** Adds one view; the new count, or undefined for an unknown movie. */
export async function incrementViews(db: Db, movieId: number): Promise<number | undefined> {
  const [row] = await db
    .update(movies)
    .set({ views: sql`${movies.views} + 1` })
    .where(eq(movies.id, movieId))
    .returning({ views: movies.views })
  return row?.views
}

export async function insertMovieSearch(db: Db, values: typeof movieSearches.$inferInsert) {
  const [row] = await db
    .insert(movieSearches)
    .values(values)
    .returning({ id: movieSearches.id, search: movieSearches.search, createdAt: movieSearches.createdAt })
  if (!row) throw new Error('movie search not recorded')
  return row
}

const MARK_COUNTER = {
  like: { counter: movies.likes, column: 'likes' },
  favorite: { counter: movies.favorites, column: 'favorites' },
} as const

/** Moves a movie's like or favourite counter by one (never below zero) and returns it; 0 moves nothing. */
export async function bumpMovieCounter(
  tx: Executor,
  mark: keyof typeof MARK_COUNTER,
  movieId: number,
  delta: 1 | 0 | -1,
) {
  const { counter, column } = MARK_COUNTER[mark]
  if (delta !== 0) {
    const where = delta > 0 ? eq(movies.id, movieId) : and(eq(movies.id, movieId), gt(counter, 0))
    const [row] = await tx
      .update(movies)
      .set({ [column]: sql`${counter} + ${delta}` })
      .where(where)
      .returning({ value: counter })
    if (row) return row.value
  }
  const [current] = await tx.select({ value: counter }).from(movies).where(eq(movies.id, movieId))
  return current?.value ?? 0
}
