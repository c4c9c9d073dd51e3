import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { elementComponent, frontContainer } from './enums'
import { movies } from './movies'

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    frontContainer: frontContainer('front_container').notNull(),
    /** Price to unlock a `tokens` post; 0 for the other kinds. */
    tokensQuantity: integer('tokens_quantity').notNull().default(0),
    description: text('description').notNull().default(''),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    likesEnabled: boolean('likes_enabled').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_published_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('posts_creator_published_idx').on(t.creatorId, t.publishedAt.desc()),
  ],
)

/** The elements of a post's carousel, in order. */
export const postElements = pgTable(
  'post_elements',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    component: elementComponent('component').notNull(),
    movieId: integer('movie_id').references(() => movies.id),
    name: text('name'),
    isHd: boolean('is_hd').notNull().default(false),
    length: integer('length'),
    imagePath: text('image_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    index('post_elements_post_idx').on(t.postId, t.position),
    // The public artwork route asks which post (if any) shows a picture before rendering it.
    index('post_elements_image_path_idx').on(t.imagePath),
  ],
)
