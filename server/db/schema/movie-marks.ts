import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { movies } from './movies'
import { users } from './users'

/**
 * Who marked which movie, one row per user and movie: the dashboard lists a user's marks newest
 * first, and the movie keeps the count beside it.
 */
function movieMarks<N extends string>(name: N) {
  return pgTable(
    name,
    {
      userId: ownedBy('user_id', () => users.id),
      movieId: ownedBy('movie_id', () => movies.id),
      createdAt: createdAt(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.movieId] }),
      index(`${name}_movie_idx`).on(t.movieId),
      index(`${name}_user_created_idx`).on(t.userId, t.createdAt),
    ],
  )
}

/** Likes of movies; movies.likes is the counter. */
export const movieLikes = movieMarks('movie_likes')

/** Favourites (the dashboard's favourites); movies.favorites is the counter. */
export const movieFavorites = movieMarks('movie_favorites')
