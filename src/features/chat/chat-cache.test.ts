import { describe, expect, it } from 'vitest'
import type { OutboxAction } from '../../../contract/outbox/action'
import type { ChatMessage, ChatRoom } from '../../../contract/schemas/conversation'
import {
  addMessage,
  type MessagePages,
  mergeMessages,
  pendingMessagesOf,
  roomAfterMessage,
  roomAfterReceipt,
  stateOf,
} from './chat-cache'

const ROOM = '11111111-2222-4333-8444-555555555555'

function message(
  id: number,
  seq: number,
  side: 'fan' | 'creator' = 'fan',
  clientKey: string | null = null,
): ChatMessage {
  return { id, room_id: ROOM, seq, side, body: `m${id}`, client_key: clientKey, created_at: '2026-01-01T10:00:00.000Z' }
}

function pages(...lists: ChatMessage[][]): MessagePages {
  return {
    pages: lists.map((data) => ({ data, meta: { last_seq: Math.max(0, ...data.map((m) => m.seq)), has_more: false } })),
    pageParams: lists.map(() => undefined),
  }
}

const room: ChatRoom = {
  id: ROOM,
  my_side: 'fan',
  other: { name: 'Luna', username: 'luna', picture: null, model_id: 4, verified: true },
  last_message: null,
  unread: 0,
  last_seq: 3,
  pointers: { fan: { delivered_seq: 3, read_seq: 3 }, creator: { delivered_seq: 2, read_seq: 1 } },
  case: 'open_chat',
  subscription_plan_id: null,
  last_activity_at: '2026-01-01T10:00:00.000Z',
}

function action(id: string, body: unknown, createdAt: number, roomId = ROOM): OutboxAction {
  return {
    id,
    userId: 1,
    kind: 'chat_message',
    target: `chat_message:${id}`,
    method: 'POST',
    path: `/api/chat/rooms/${roomId}/messages?lang=en&site_type=divas`,
    body,
    createdAt,
    attempts: 0,
    status: 'pending',
  }
}

describe('the conversation from pages, live events and the queue', () => {
  it('shows every loaded message once, in seq order, across pages', () => {
    const merged = mergeMessages(pages([message(3, 5), message(4, 6)], [message(1, 1), message(2, 3), message(3, 5)]))
    expect(merged.map((m) => m.seq)).toEqual([1, 3, 5, 6])
  })

  it('adds a live message to the newest page once, and moves its last seq', () => {
    const start = pages([message(1, 1), message(2, 2)])
    const once = addMessage(start, message(3, 3))
    expect(addMessage(once, message(3, 3))).toBe(once)
    expect(once?.pages[0]?.data.map((m) => m.id)).toEqual([1, 2, 3])
    expect(once?.pages[0]?.meta.last_seq).toBe(3)
  })

  it("counts the other side's message as unread and as read by its writer; pointers never go back", () => {
    const after = roomAfterMessage(room, message(9, 4, 'creator'))
    expect(after?.unread).toBe(1)
    expect(after?.pointers.creator).toEqual({ delivered_seq: 4, read_seq: 4 })
    expect(roomAfterMessage(after, message(9, 4, 'creator'))).toBe(after)
    const receipt = roomAfterReceipt(after, { side: 'creator', delivered_seq: 2, read_seq: 0 }, 5)
    expect(receipt?.pointers.creator).toEqual({ delivered_seq: 4, read_seq: 4 })
    expect(roomAfterReceipt(after, { side: 'fan', delivered_seq: 4, read_seq: 4 }, 6)?.unread).toBe(0)
  })

  it('ticks a message sent, delivered or read from the other side’s pointers', () => {
    expect(stateOf(message(1, 1), room)).toBe('read')
    expect(stateOf(message(2, 2), room)).toBe('delivered')
    expect(stateOf(message(3, 3), room)).toBe('sent')
  })

  it("lists the room's queued messages in the order written, without those the server has confirmed", () => {
    const actions = [
      action('key-b', { body: 'second' }, 20),
      action('key-a', { body: 'first' }, 10),
      action('key-c', { body: 'elsewhere' }, 15, '99999999-2222-4333-8444-555555555555'),
      action('key-d', { nonsense: true }, 30),
      action('key-e', { body: 'confirmed' }, 5),
    ]
    const pending = pendingMessagesOf(actions, ROOM, [message(7, 7, 'fan', 'key-e')])
    expect(pending.map((p) => p.body)).toEqual(['first', 'second'])
  })
})
