/**
 * The conversation as the screen shows it, from three sources that overlap: the pages read over
 * HTTP, the live events of the room's channel and the messages still waiting in the outbox. A
 * message is shown once (by id; a queued copy by the Idempotency-Key the message keeps), in seq
 * order, the queued ones after the sent ones in the order they were written.
 */
import type { InfiniteData } from '@tanstack/react-query'
import * as v from 'valibot'
import type { OutboxAction } from '../../../contract/outbox/action'
import {
  type ChatMessage,
  ChatMessageBodySchema,
  type ChatMessages,
  type ChatPointers,
  type ChatRoom,
  type ChatSide,
} from '../../../contract/schemas/conversation'

export type MessagePages = InfiniteData<ChatMessages, unknown>

/** Every loaded message once, oldest first. */
export function mergeMessages(data: MessagePages | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const page of data?.pages ?? []) for (const message of page.data) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/** Adds a message to the newest page (once), keeping the page in seq order. */
export function addMessage(data: MessagePages | undefined, message: ChatMessage): MessagePages | undefined {
  if (!data) return data
  if (data.pages.some((page) => page.data.some((item) => item.id === message.id))) return data
  const [newest, ...older] = data.pages
  if (!newest) return data
  const merged = [...newest.data, message].sort((a, b) => a.seq - b.seq)
  const meta = { ...newest.meta, last_seq: Math.max(newest.meta.last_seq, message.seq) }
  return { ...data, pages: [{ ...newest, data: merged, meta }, ...older] }
}

/** The room after a message: its last seq, and its writer has now read the room up to it. */
export function roomAfterMessage(room: ChatRoom | undefined, message: ChatMessage): ChatRoom | undefined {
  if (!room || message.seq <= room.last_seq) return room
  const writer = room.pointers[message.side]
  const pointers = {
    ...room.pointers,
    [message.side]: {
      delivered_seq: Math.max(writer.delivered_seq, message.seq),
      read_seq: Math.max(writer.read_seq, message.seq),
    },
  }
  return {
    ...room,
    last_seq: message.seq,
    last_message: message,
    unread: message.side === room.my_side ? 0 : room.unread + 1,
    pointers,
  }
}

/** The room after a receipt event (pointers never move back). */
export function roomAfterReceipt(
  room: ChatRoom | undefined,
  receipt: { side: ChatSide; delivered_seq: number; read_seq: number },
  seq: number,
): ChatRoom | undefined {
  if (!room) return room
  const current = room.pointers[receipt.side]
  const pointers: ChatPointers = {
    ...room.pointers,
    [receipt.side]: {
      delivered_seq: Math.max(current.delivered_seq, receipt.delivered_seq),
      read_seq: Math.max(current.read_seq, receipt.read_seq),
    },
  }
  return {
    ...room,
    last_seq: Math.max(room.last_seq, seq),
    pointers,
    unread: receipt.side === room.my_side ? 0 : room.unread,
  }
}

export type MessageState = 'sent' | 'delivered' | 'read'

/** How far the other side got with one of the viewer's messages (the ticks under it). */
export function stateOf(message: ChatMessage, room: ChatRoom): MessageState {
  const other = room.pointers[room.my_side === 'fan' ? 'creator' : 'fan']
  if (other.read_seq >= message.seq) return 'read'
  if (other.delivered_seq >= message.seq) return 'delivered'
  return 'sent'
}

/** A message written on this device that the server has not confirmed yet. */
export type PendingMessage = { key: string; body: string; createdAt: number; action: OutboxAction }

const ROOM_OF_PATH = /\/api\/chat\/rooms\/([0-9a-f-]{36})\/messages(?:\?|$)/

/** The room a queued message goes to, read back from its path. */
export function roomOfAction(action: OutboxAction): string | null {
  return action.kind === 'chat_message' ? (ROOM_OF_PATH.exec(action.path)?.[1] ?? null) : null
}

/**
 * The queued messages of a room, in the order they were written, minus those already among the
 * loaded messages (matched by the key they keep). Bodies come from IndexedDB, so they are parsed.
 */
export function pendingMessagesOf(
  actions: readonly OutboxAction[],
  roomId: string,
  loaded: readonly ChatMessage[],
): PendingMessage[] {
  const confirmed = new Set(loaded.flatMap((message) => (message.client_key ? [message.client_key] : [])))
  const pending: PendingMessage[] = []
  for (const action of actions) {
    if (roomOfAction(action) !== roomId || confirmed.has(action.id)) continue
    const body = v.safeParse(ChatMessageBodySchema, action.body)
    if (!body.success) continue
    pending.push({ key: action.id, body: body.output.body, createdAt: action.createdAt, action })
  }
  return pending.sort((a, b) => a.createdAt - b.createdAt)
}

/** Rooms with messages waiting to be sent (the list marks them). */
export function roomsWithPending(actions: readonly OutboxAction[]): Set<string> {
  return new Set(actions.flatMap((action) => roomOfAction(action) ?? []))
}
