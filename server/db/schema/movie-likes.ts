import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { movies } from './movies'
import { users } from './users'

/** Who liked which movie (the dashboard's likes, newest first); movies.likes is the counter. */
export const movieLikes = pgTable(
  'movie_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movieId: integer('movie_id')
      .notNull()
      .references(() => movies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.movieId] }),
    index('movie_likes_movie_idx').on(t.movieId),
    index('movie_likes_user_created_idx').on(t.userId, t.createdAt),
  ],
)
