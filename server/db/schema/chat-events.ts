import { sql } from 'drizzle-orm'
import { bigint, check, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { chatRooms } from './chat-rooms'

/**
 * The replay log of a room's realtime channel: every stored event (a message, a receipt) with its
 * seq and the payload sent live, so a client that reconnects with the last seq it saw gets what
 * it missed, in order, from one indexed range read.
 */
export const chatEvents = pgTable(
  'chat_events',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.seq] }), check('chat_events_seq_positive', sql`${t.seq} > 0`)],
)
