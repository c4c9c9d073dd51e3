/**
 * Our own chat host's conversations: the list, one conversation, its messages (sending is
 * idempotent, see social.ts) and receipts. Apart from social.ts, which the first load reads (the chat
 * button, chat/home, the unread count), so that these stay in the chat screens' chunks.
 *
 * Auth: all "user" (401 for guests; 404 for a room that is not the viewer's). Rate limited (429).
 */
import { endpoint } from '../endpoint'
import { CommonQuerySchema, itemEnvelope } from '../schemas/common'
import {
  ChatMessageBodySchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatMessagesSchema,
  ChatPointersSchema,
  ChatReceiptBodySchema,
  ChatRoomParamsSchema,
  ChatRoomSchema,
  ChatRoomsQuerySchema,
  ChatRoomsSchema,
} from '../schemas/conversation'

/**
 * user. The viewer's conversations (as a fan and, for a creator's user, with their fans), the most
 * recent activity first. `private, no-store`.
 */
export const chatRooms = endpoint({
  method: 'GET',
  path: '/api/chat/rooms',
  query: ChatRoomsQuerySchema,
  response: ChatRoomsSchema,
})
/** user. One conversation of the viewer's; 404 for another's room. */
export const chatRoom = endpoint({
  method: 'GET',
  path: '/api/chat/rooms/:id',
  params: ChatRoomParamsSchema,
  query: CommonQuerySchema,
  response: itemEnvelope(ChatRoomSchema),
})
/** user. A page of a conversation's messages, newest page first (`before` pages back); 404 as above. */
export const chatMessages = endpoint({
  method: 'GET',
  path: '/api/chat/rooms/:id/messages',
  params: ChatRoomParamsSchema,
  query: ChatMessagesQuerySchema,
  response: ChatMessagesSchema,
})
/**
 * user, idempotent. Sends a text message: 201 with the message. The chat cases are enforced here:
 * 403 `membership_required` for a fan without the subscription chat needs, 403 `chat_closed` when
 * the creator's chat is off; 404 for another's room.
 */
export const sendChatMessage = endpoint({
  method: 'POST',
  path: '/api/chat/rooms/:id/messages',
  params: ChatRoomParamsSchema,
  query: CommonQuerySchema,
  body: ChatMessageBodySchema,
  response: itemEnvelope(ChatMessageSchema),
})
/** user. The viewer received or read the room up to `seq` (never moves back): the room's pointers. */
export const chatReceipt = endpoint({
  method: 'POST',
  path: '/api/chat/rooms/:id/receipts',
  params: ChatRoomParamsSchema,
  query: CommonQuerySchema,
  body: ChatReceiptBodySchema,
  response: itemEnvelope(ChatPointersSchema),
})
