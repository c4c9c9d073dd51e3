import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { movies } from './movies'
import { users } from './users'

/** Who favourited which movie (the dashboard's favourites, newest first); movies.favorites is the counter. */
export const movieFavorites = pgTable(
  'movie_favorites',
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
    index('movie_favorites_movie_idx').on(t.movieId),
    index('movie_favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
)
