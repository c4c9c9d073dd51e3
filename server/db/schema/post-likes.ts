import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { posts } from './posts'
import { users } from './users'

/** Who liked which post: `interaction.liked` and the like toggle. posts.likes_count is the counter. */
export const postLikes = pgTable(
  'post_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_likes_post_idx').on(t.postId)],
)
