import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { posts } from './posts'
import { users } from './users'

/** Who liked which post: `interaction.liked` and the like toggle. posts.likes_count is the counter. */
export const postLikes = pgTable(
  'post_likes',
  {
    userId: ownedBy('user_id', () => users.id),
    postId: ownedBy('post_id', () => posts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_likes_post_idx').on(t.postId)],
)
