/**
 * The chat button and the home chat link. `POST chat/model` says what the
 * button does for this viewer: `modal_login` (guest), `hide_chat` (creator without chat or
 * hidden-menu), `modal_subscription` (signed in without membership; `subscription_plans` holds
 * the plans the prompt offers, its button uses the first) or `open_chat` with the room URL
 * (`/room?rid=<room id>&mid=<model id>`). `POST chat/home` gives the chat host's conversation list,
 * or null before any chat exists. `POST chat/get_token` trades a room id for the chat host's address and a
 * short-lived token (the /room hand-off).
 */
import * as v from 'valibot'
import { CreatorChatSchema } from './creator'
import { IdParamSchema } from './fields'

export const ChatModelBodySchema = v.strictObject({ model_id: IdParamSchema })
export type ChatModelBody = v.InferInput<typeof ChatModelBodySchema>

export const ChatModelSchema = v.object({ success: v.literal(true), ...CreatorChatSchema.entries })
export type ChatModel = v.InferOutput<typeof ChatModelSchema>

export const ChatHomeSchema = v.object({ success: v.literal(true), url: v.nullable(v.string()) })
export type ChatHome = v.InferOutput<typeof ChatHomeSchema>

/** A room id as /room's `rid` carries it (a UUID). */
export const ChatTokenBodySchema = v.strictObject({
  room_id: v.pipe(v.string('required'), v.trim(), v.uuid('invalid')),
})
export type ChatTokenBody = v.InferInput<typeof ChatTokenBodySchema>

export const ChatTokenSchema = v.object({
  success: v.literal(true),
  chat_base_url: v.string(),
  token: v.string(),
})
export type ChatToken = v.InferOutput<typeof ChatTokenSchema>

/** Unread chat messages over the viewer's conversations (the header's count and the app badge). */
export const ChatUnreadSchema = v.object({
  data: v.object({
    /** Unread messages over all the viewer's conversations. */
    total: v.number(),
    /** Conversations with something unread. */
    rooms: v.number(),
  }),
})
export type ChatUnread = v.InferOutput<typeof ChatUnreadSchema>
