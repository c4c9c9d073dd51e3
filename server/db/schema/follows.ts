import { boolean, index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { creators } from './creators'
import { users } from './users'

/**
 * Which creators a user follows: the webstars tab's followed / not yet followed sections, the feeds
 * tab, and `following` on creators and movies.
 */
export const follows = pgTable(
  'follows',
  {
    userId: ownedBy('user_id', () => users.id),
    creatorId: ownedBy('creator_id', () => creators.id),
    createdAt: createdAt(),
    /** Push-notify this follower of each new post of the creator (the profile's "notify me"). */
    notify: boolean('notify').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.creatorId] }),
    // The followed list is newest follow first.
    index('follows_user_created_idx').on(t.userId, t.createdAt),
    index('follows_creator_idx').on(t.creatorId),
  ],
)
