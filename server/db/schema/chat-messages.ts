import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { chatRooms } from './chat-rooms'
import { users } from './users'

/**
 * Text messages of a chat room. `seq` is the seq of the event that delivered it (chat_events);
 * `side` says who wrote it: the fan (the room's user) or the creator (the creator's user, or the
 * demo seed for creators nobody signs in as, hence a nullable sender). `client_key` is the
 * Idempotency-Key it was sent with, so the sender's devices match it to their queued copy.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    side: text('side', { enum: ['fan', 'creator'] }).notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('chat_messages_room_seq_unique').on(t.roomId, t.seq),
    index('chat_messages_sender_idx').on(t.senderUserId),
    check('chat_messages_side', sql`${t.side} in ('fan', 'creator')`),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
)
