/**
 * Movies and their lists: the index with its filters, the hot list, the watch page's
 * detail with its relations, and the side lists of the watch page.
 */
import * as v from 'valibot'
import { CategorySchema, GroupSchema, TagSchema } from './category'
import {
  CommonQueryEntries,
  DimentionsSchema,
  ImagePathSchema,
  included,
  includeField,
  itemEnvelope,
  listQueryEntries,
  optionalIdField,
  searchField,
} from './common'
import { CreatorSchema } from './creator'
import { IdParamSchema } from './fields'
import { VideoPlaybackSchema } from './playback'

const MovieEntries = {
  id: v.number(),
  name: v.string(),
  description: v.string(),
  /** Seconds. */
  length: v.number(),
  is_hd: v.boolean(),
  /**
   * Null when there is no main video or the viewer may not watch it (not a member), so "main if
   * present, otherwise the trailer" picks what the viewer can play.
   */
  main_video_id: v.nullable(v.number()),
  trailer_video_id: v.nullable(v.number()),
  /** Whether the viewer may watch the full movie (members). */
  available: v.boolean(),
  views: v.number(),
  likes: v.number(),
  favorites: v.number(),
  interaction: v.object({ favorited: v.boolean(), liked: v.boolean() }),
  dimentions: DimentionsSchema,
  public_thumbnail_image_path: ImagePathSchema,
  /** A short preview clip, when the movie has one. */
  public_thumbnail_video_path: v.nullable(v.string()),
  /** Username of the first model (null when they have none: link to /models/{id}/profile). */
  username: v.nullable(v.string()),
  /** Whether the viewer follows the first model. */
  following: v.boolean(),
  created_at: v.string(),
}

/** A movie without relations (the items of a group's movie list). */
export const MovieSummarySchema = v.object(MovieEntries)
export type MovieSummary = v.InferOutput<typeof MovieSummarySchema>

export const GroupWithMoviesSchema = v.object({
  ...GroupSchema.entries,
  /** Other movies of the group, newest first, at most 16 (the movie itself left out). */
  movies: included(v.array(MovieSummarySchema)),
})

/** A movie with the relations asked for in `include`. */
export const MovieSchema = v.object({
  ...MovieEntries,
  /** The first model. */
  webstar: v.optional(included(v.nullable(CreatorSchema))),
  categories: v.optional(included(v.array(CategorySchema))),
  models: v.optional(included(v.array(CreatorSchema))),
  tags: v.optional(included(v.array(TagSchema))),
  group: v.optional(included(v.nullable(GroupWithMoviesSchema))),
  /**
   * Only with `include=playback` (the watch page): the video it plays first, the main one when the
   * viewer may watch it, else the trailer; null when there is neither. It saves the page a round
   * trip before the video can start. Signed and personal: such an answer is never cached.
   */
  playback: v.optional(included(v.nullable(VideoPlaybackSchema))),
})
export type Movie = v.InferOutput<typeof MovieSchema>

export const MOVIE_LIST_INCLUDES = ['webstar', 'categories', 'models', 'tags'] as const
export const MOVIE_INCLUDES = [...MOVIE_LIST_INCLUDES, 'group'] as const
export type MovieInclude = (typeof MOVIE_INCLUDES)[number]
/** The watch page's request: the relations, and what to play first. */
export const MOVIE_DETAIL_INCLUDES = [...MOVIE_INCLUDES, 'playback'] as const
export type MovieDetailInclude = (typeof MOVIE_DETAIL_INCLUDES)[number]

export const MOVIE_ORDERS = ['newest', 'oldest', 'most_viewed', 'most_liked', 'most_favorited', 'longest'] as const
export type MovieOrder = (typeof MOVIE_ORDERS)[number]

/** The movie index (video.index / video.search), 16 a page; filters combine with AND. */
export const MovieListQuerySchema = v.strictObject({
  ...listQueryEntries(),
  search: searchField,
  category_id: optionalIdField,
  tag_id: optionalIdField,
  model_id: optionalIdField,
  group_id: optionalIdField,
  order_by: v.optional(v.picklist(MOVIE_ORDERS, 'one_of')),
  include: includeField(MOVIE_LIST_INCLUDES),
})
export type MovieListQuery = v.InferInput<typeof MovieListQuerySchema>

/** Lists without filters: hot, more from the same model, related. */
export const MovieSideListQuerySchema = v.strictObject({
  ...listQueryEntries(),
  include: includeField(MOVIE_LIST_INCLUDES),
})
export type MovieSideListQuery = v.InferInput<typeof MovieSideListQuerySchema>

export const MovieDetailQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  include: includeField(MOVIE_DETAIL_INCLUDES),
})
export type MovieDetailQuery = v.InferInput<typeof MovieDetailQuerySchema>

/** A view of the main video (sent once per movie load by the app). */
export const MovieViewBodySchema = v.strictObject({ movie_id: IdParamSchema })
export type MovieViewBody = v.InferInput<typeof MovieViewBodySchema>

export const MovieViewSchema = itemEnvelope(v.object({ movie_id: v.number(), views: v.number() }))

/** A search made on the movie index, recorded after each search. */
export const MovieSearchBodySchema = v.strictObject({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'max_length')), ''),
  category_id: v.optional(IdParamSchema),
  tag_id: v.optional(IdParamSchema),
  model_id: v.optional(IdParamSchema),
  group_id: v.optional(IdParamSchema),
})
export type MovieSearchBody = v.InferInput<typeof MovieSearchBodySchema>

export const MovieSearchSchema = v.object({
  data: v.object({ id: v.number(), search: v.string(), created_at: v.string() }),
})
