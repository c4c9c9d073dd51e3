/**
 * Our own chat host: conversations between a member (the `fan` side) and a creator (the
 * `creator` side, answered by the creator's user). Every change to a conversation is an event with
 * a per-room sequence number (`seq`) from PostgreSQL: a message carries the seq of its own event,
 * read and delivery state are "everything up to seq N", and the realtime channel of the room replays
 * what a client missed from the seq it last saw (contract/schemas/realtime.ts). A message also
 * says its writer has received and read the room up to it. Apart from contract/schemas/chat.ts (the
 * chat button, read at first load) so that only the chat screens' chunks carry these schemas.
 */
import * as v from 'valibot'
import { CommonQueryEntries, listEnvelope, listQueryEntries } from './common'
import { jsonInt, queryInt, WIDE_INT_MAX } from './fields'
import { plainText } from './text'

export const CHAT_SIDES = ['fan', 'creator'] as const
export type ChatSide = (typeof CHAT_SIDES)[number]

export const CHAT_MESSAGE_RULE = { min: 1, max: 2000 } as const
/** Messages per page of a conversation (newest page first). */
export const CHAT_MESSAGES_PER_PAGE = 30
/** Conversations per page of the list. */
export const CHAT_ROOMS_PER_PAGE = 20

export const ChatMessageSchema = v.object({
  id: v.number(),
  room_id: v.string(),
  seq: v.number(),
  side: v.picklist(CHAT_SIDES),
  body: v.string(),
  /** The Idempotency-Key it was sent with: the sender's devices match it to their queued copy. */
  client_key: v.nullable(v.string()),
  created_at: v.string(),
})
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>

/** How far each side has received and read the room (seqs; 0 before anything). */
export const ChatPointersSchema = v.object({
  fan: v.object({ delivered_seq: v.number(), read_seq: v.number() }),
  creator: v.object({ delivered_seq: v.number(), read_seq: v.number() }),
})
export type ChatPointers = v.InferOutput<typeof ChatPointersSchema>

export const ChatPartySchema = v.object({
  name: v.string(),
  username: v.nullable(v.string()),
  picture: v.nullable(v.string()),
  /** The creator profile, when the other side is the creator. */
  model_id: v.nullable(v.number()),
  verified: v.boolean(),
})

export const ChatRoomSchema = v.object({
  id: v.string(),
  my_side: v.picklist(CHAT_SIDES),
  other: ChatPartySchema,
  last_message: v.nullable(ChatMessageSchema),
  /** Messages from the other side after what the viewer has read. */
  unread: v.number(),
  last_seq: v.number(),
  pointers: ChatPointersSchema,
  /**
   * What the viewer may do (enforced by the server on every message):
   * `open_chat` may post; `modal_subscription` must subscribe first (`subscription_plan_id` is the
   * plan the prompt offers); `hide_chat` the creator has closed their chat.
   */
  case: v.picklist(['open_chat', 'modal_subscription', 'hide_chat']),
  subscription_plan_id: v.nullable(v.number()),
  last_activity_at: v.string(),
})
export type ChatRoom = v.InferOutput<typeof ChatRoomSchema>

export const ChatRoomsQuerySchema = v.strictObject(listQueryEntries({ maxPerPage: 50 }))
export const ChatRoomsSchema = listEnvelope(ChatRoomSchema)
export type ChatRooms = v.InferOutput<typeof ChatRoomsSchema>

export const ChatRoomParamsSchema = v.strictObject({
  id: v.pipe(v.string('required'), v.trim(), v.uuid('invalid')),
})

export const ChatMessagesQuerySchema = v.strictObject({
  ...CommonQueryEntries,
  /** Messages older than this seq (the next page back); absent: the newest page. */
  before: v.optional(queryInt(1, WIDE_INT_MAX)),
})

export const ChatMessagesSchema = v.object({
  /** Oldest first within the page. */
  data: v.array(ChatMessageSchema),
  meta: v.object({
    /** The room's last event when the page was read: the seq to resume the realtime channel from. */
    last_seq: v.number(),
    has_more: v.boolean(),
  }),
})
export type ChatMessages = v.InferOutput<typeof ChatMessagesSchema>

export const ChatMessageBodySchema = v.strictObject({
  body: plainText(CHAT_MESSAGE_RULE.min, CHAT_MESSAGE_RULE.max),
})
export type ChatMessageBody = v.InferInput<typeof ChatMessageBodySchema>

/** "I have received / read everything up to this seq" (never moves back). */
export const ChatReceiptBodySchema = v.strictObject({
  kind: v.picklist(['delivered', 'read'], 'one_of'),
  seq: jsonInt(0, WIDE_INT_MAX),
})
export type ChatReceiptBody = v.InferInput<typeof ChatReceiptBodySchema>

/**
 * What the realtime channels of chat carry. On `room:<id>`: `message` and `receipt` (stored, with
 * a seq) and `typing` (not stored). On `user:<id>`: `inbox` (something changed in one of the
 * user's rooms, with the user's unread counts after it: lists are read again, counts need not be).
 */
export const ChatReceiptEventSchema = v.object({
  side: v.picklist(CHAT_SIDES),
  delivered_seq: v.number(),
  read_seq: v.number(),
})
export const ChatTypingEventSchema = v.object({ side: v.picklist(CHAT_SIDES) })
/**
 * `name` is the room event behind it; `side` the side that caused it (a message's writer);
 * `unread` the receiving user's unread totals once it happened (GET chat/unread's answer).
 */
export const ChatInboxEventSchema = v.object({
  room_id: v.string(),
  name: v.picklist(['message', 'receipt']),
  side: v.picklist(CHAT_SIDES),
  unread: v.object({ total: v.number(), rooms: v.number() }),
})

export const CHAT_EVENTS = { message: 'message', receipt: 'receipt', typing: 'typing', inbox: 'inbox' } as const
