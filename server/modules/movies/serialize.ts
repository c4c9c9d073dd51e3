import type { Category, Tag } from '../../../contract/schemas/category'
import type { Creator } from '../../../contract/schemas/creator'
import type { Movie, MovieSummary } from '../../../contract/schemas/movie'
import { imagePaths } from '../../lib/image-paths'
import type { CreatorRow } from '../creators/index'
import type { MovieRow } from './repository'

/** What a movie needs besides its row, loaded for a whole page at once by the service. */
export type MovieContext = {
  firstModel: CreatorRow | undefined
  /** The viewer follows the first model. */
  following: boolean
  /** The viewer may watch the full movie. */
  available: boolean
  /** The viewer likes / favourited the movie (false for guests). */
  liked?: boolean
  favorited?: boolean
}

/** Relations the caller asked for; the group (detail only) is added by the service. */
export type MovieRelations = {
  webstar?: Creator | null
  categories?: Category[]
  models?: Creator[]
  tags?: Tag[]
}

export function toMovieSummary(row: MovieRow, context: MovieContext): MovieSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    length: row.length,
    is_hd: row.isHd,
    // Withheld from viewers who may not watch it, as locked posts withhold theirs.
    main_video_id: context.available ? row.mainVideoId : null,
    trailer_video_id: row.trailerVideoId,
    available: context.available,
    views: row.views,
    likes: row.likes,
    favorites: row.favorites,
    interaction: { favorited: context.favorited ?? false, liked: context.liked ?? false },
    dimentions: { width: row.width, height: row.height },
    public_thumbnail_image_path: imagePaths(row.thumbnailPath),
    public_thumbnail_video_path: row.thumbnailVideoPath,
    username: context.firstModel?.username ?? null,
    following: context.following,
    created_at: row.publishedAt.toISOString(),
  }
}

export function toMovie(row: MovieRow, context: MovieContext, relations: MovieRelations = {}): Movie {
  const { webstar, categories, models, tags } = relations
  return {
    ...toMovieSummary(row, context),
    ...(webstar === undefined ? {} : { webstar: { data: webstar } }),
    ...(categories === undefined ? {} : { categories: { data: categories } }),
    ...(models === undefined ? {} : { models: { data: models } }),
    ...(tags === undefined ? {} : { tags: { data: tags } }),
  }
}
