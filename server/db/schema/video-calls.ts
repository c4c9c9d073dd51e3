import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { chatRooms } from './chat-rooms'
import { createdAt, ownedBy } from './columns'
import { creators } from './creators'
import { ledgerTransactions } from './ledger-transactions'
import { users } from './users'

/**
 * A 1:1 video call (the sender is the member who pays, the receiver the creator). `hash` is the unguessable address (/videocall/{hash}). The prices are
 * copied from the creator when the call is made, so a price change never reaches a call under
 * way. `next_minute` is the metering cursor: the job for minute k acts only while it equals k
 * (under the row's lock), so a minute is metered once however many times its job runs.
 */
export const videoCallRooms = pgTable(
  'video_call_rooms',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull().unique(),
    /** The conversation the call was made from (its invite is a message there). */
    chatRoomId: uuid('chat_room_id').references(() => chatRooms.id, { onDelete: 'set null' }),
    senderUserId: ownedBy('sender_user_id', () => users.id),
    creatorId: ownedBy('creator_id', () => creators.id),
    mins: integer('mins').notNull(),
    extraMinutesBought: integer('extra_minutes_bought').notNull().default(0),
    tokensPerMinute: integer('tokens_per_minute').notNull(),
    tokensPerExtraMin: integer('tokens_per_extra_min').notNull(),
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    nextMinute: integer('next_minute').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: `time` (the countdown ran out), `tokens` (the balance or a cap did), `hang_up`. */
    endReason: text('end_reason'),
  },
  (t) => [
    index('video_call_rooms_sender_idx').on(t.senderUserId, t.createdAt),
    index('video_call_rooms_creator_idx').on(t.creatorId, t.createdAt),
    check('video_call_rooms_mins_check', sql`${t.mins} > 0 and ${t.extraMinutesBought} >= 0`),
  ],
)

/** The call's token log (description, time): minutes, extra minutes, tips. */
export const videoCallLog = pgTable(
  'video_call_log',
  {
    id: serial('id').primaryKey(),
    roomId: ownedBy('room_id', () => videoCallRooms.id),
    /** Who did it: the username shown as `emisor`. */
    userId: ownedBy('user_id', () => users.id),
    kind: text('kind', { enum: ['minute', 'extra_minute', 'tokens', 'unlimited'] }).notNull(),
    quantity: integer('quantity').notNull(),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [index('video_call_log_room_idx').on(t.roomId, t.id)],
)
