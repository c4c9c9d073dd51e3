import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { createdAt, ownedBy } from './columns'
import { creators } from './creators'
import { users } from './users'

const seq = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

/**
 * One chat room per user (the fan) and creator, opened by the chat button (POST chat/model). The
 * id is the `rid` of /room and of the chat host's room path. `last_seq` numbers the room's events
 * (chat_events): a new event takes `last_seq + 1` under the row's lock, so seqs are gapless and a
 * committed seq N means every seq below N is committed too. The pointers say how far each side
 * has received and read the room.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: ownedBy('user_id', () => users.id),
    creatorId: ownedBy('creator_id', () => creators.id),
    createdAt: createdAt(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message, or the opening when there is none: the order of the conversation list. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeq: seq('last_seq'),
    fanDeliveredSeq: seq('fan_delivered_seq'),
    fanReadSeq: seq('fan_read_seq'),
    creatorDeliveredSeq: seq('creator_delivered_seq'),
    creatorReadSeq: seq('creator_read_seq'),
  },
  (t) => [
    unique('chat_rooms_user_creator_unique').on(t.userId, t.creatorId),
    index('chat_rooms_user_opened_idx').on(t.userId, t.lastOpenedAt),
    index('chat_rooms_creator_opened_idx').on(t.creatorId, t.lastOpenedAt),
    index('chat_rooms_user_activity_idx').on(t.userId, t.lastActivityAt.desc()),
    index('chat_rooms_creator_activity_idx').on(t.creatorId, t.lastActivityAt.desc()),
    check(
      'chat_rooms_pointers_in_range',
      sql`${t.fanReadSeq} between 0 and ${t.lastSeq} and ${t.creatorReadSeq} between 0 and ${t.lastSeq}
        and ${t.fanDeliveredSeq} between 0 and ${t.lastSeq} and ${t.creatorDeliveredSeq} between 0 and ${t.lastSeq}`,
    ),
  ],
)
