import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { posts } from './posts'
import { users } from './users'

/**
 * Comments on posts, plain text. Replies are one level deep (parent is a
 * top-level comment of the same post) and go with their parent. posts.comments_count counts
 * comments and replies; replies_count is kept on top-level comments.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    postId: ownedBy('post_id', () => posts.id),
    userId: ownedBy('user_id', () => users.id),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A post's top-level comments newest first; a comment's replies oldest first.
    index('comments_post_top_idx').on(t.postId, t.createdAt.desc(), t.id.desc()).where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId),
    check('comments_message_length', sql`char_length(${t.message}) between 1 and 1000`),
    check('comments_replies_count_non_negative', sql`${t.repliesCount} >= 0`),
  ],
)
