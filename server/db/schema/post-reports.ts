import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { posts } from './posts'
import { users } from './users'

/**
 * Reports of posts awaiting moderation. One per user and post, or per
 * e-mail and post for guests: a second report answers 208.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's e-mail (lowercased); null for a signed-in reporter. */
    email: text('email'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('post_reports_user_unique').on(t.postId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('post_reports_email_unique').on(t.postId, t.email).where(sql`${t.userId} is null`),
    index('post_reports_status_idx').on(t.status, t.createdAt),
  ],
)
