import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

/** A user's push choices; no row means the defaults (no new-post notifications, creator shown). */
export const pushPreferences = pgTable('push_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Opt-in: notify me of new posts of every creator I follow. */
  newPosts: boolean('new_posts').notNull().default(false),
  /** Default of `hide_creator` for devices subscribed without their own choice. */
  hideCreator: boolean('hide_creator').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
