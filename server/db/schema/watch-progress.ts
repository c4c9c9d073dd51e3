import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { ownedBy } from './columns'
import { movies } from './movies'
import { users } from './users'

/** Resume positions, one per user and movie, synced across the user's devices. */
export const watchProgress = pgTable(
  'watch_progress',
  {
    userId: ownedBy('user_id', () => users.id),
    movieId: ownedBy('movie_id', () => movies.id),
    seconds: integer('seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.movieId] }),
    // "Continue watching" is the latest first.
    index('watch_progress_user_updated_idx').on(t.userId, t.updatedAt),
    check('watch_progress_seconds_not_negative', sql`${t.seconds} >= 0`),
  ],
)
