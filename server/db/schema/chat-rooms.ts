import { sql } from 'drizzle-orm'
import { index, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { creators } from './creators'
import { users } from './users'

/**
 * One chat room per user and creator, opened by the chat button (POST chat/model). The id is
 * the `rid` of /room; the chat host (a later issue) keys its conversations by it.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_rooms_user_creator_unique').on(t.userId, t.creatorId),
    index('chat_rooms_user_opened_idx').on(t.userId, t.lastOpenedAt),
    index('chat_rooms_creator_opened_idx').on(t.creatorId, t.lastOpenedAt),
  ],
)
