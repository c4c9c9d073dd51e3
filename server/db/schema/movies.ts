import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { categories } from './categories'
import { creators } from './creators'
import { creatorSex } from './enums'
import { groups } from './groups'
import { tags } from './tags'
import { videos } from './videos'

export const movies = pgTable(
  'movies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Seconds. */
    length: integer('length').notNull(),
    isHd: boolean('is_hd').notNull().default(true),
    mainVideoId: integer('main_video_id').references(() => videos.id),
    trailerVideoId: integer('trailer_video_id').references(() => videos.id),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    thumbnailVideoPath: text('thumbnail_video_path'),
    groupId: integer('group_id').references(() => groups.id),
    /**
     * Sex of the first model, copied here so theme filters (F and X for divas, M and X for chads) are
     * a column test instead of a join per movie. Set by whoever writes movie_models (the seed); a
     * null shows the movie in both themes rather than hiding it.
     */
    leadSex: creatorSex('lead_sex'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('movies_published_idx').on(t.publishedAt, t.id),
    index('movies_group_idx').on(t.groupId),
    index('movies_lead_sex_idx').on(t.leadSex),
    // The index's orders (GET /api/movies order_by) and its title search (trigram, for ILIKE '%…%').
    index('movies_views_idx').on(t.views, t.id),
    index('movies_likes_idx').on(t.likes, t.id),
    index('movies_favorites_idx').on(t.favorites, t.id),
    index('movies_length_idx').on(t.length, t.id),
    index('movies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The public artwork route checks that a thumbnail belongs to a movie before rendering it.
    index('movies_thumbnail_path_idx').on(t.thumbnailPath),
  ],
)

export const movieModels = pgTable(
  'movie_models',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.creatorId] }), index('movie_models_creator_idx').on(t.creatorId)],
)

export const movieCategories = pgTable(
  'movie_categories',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.categoryId] }), index('movie_categories_category_idx').on(t.categoryId)],
)

export const movieTags = pgTable(
  'movie_tags',
  {
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.movieId, t.tagId] }), index('movie_tags_tag_idx').on(t.tagId)],
)
