/**
 * Chat data. The chat button's answer (`POST chat/model`) is asked once per creator and kept, so
 * every button of that creator can hide itself on `hide_chat` and act at once on a click. The
 * conversations of our own chat host (`conversations` keys, saved on the device so past
 * conversations read offline) come from the chat API and are kept current by the realtime
 * channels (use-room-live.ts, inbox-live.ts). Messages are sent through the offline outbox: written
 * offline, they leave once, in order, when the server can be reached.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { ChatMessages, ChatModel, ChatRooms } from '../../../contract/schemas/chat'
import { buildUrl, request } from '../../api/client'
import { queueAction } from '../../offline/outbox'
import { STALE } from '../../offline/stale-times'

export const chatKeys = {
  all: ['chat'] as const,
  model: (creatorId: number) => [...chatKeys.all, 'model', creatorId] as const,
}

/** The chat host's data: one root, saved on the device (offline/persisted-keys.ts). */
export const conversationKeys = {
  all: ['conversations'] as const,
  home: () => [...conversationKeys.all, 'home'] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  room: (roomId: string) => [...conversationKeys.all, 'room', roomId] as const,
  messages: (roomId: string) => [...conversationKeys.all, 'messages', roomId] as const,
}

export function chatModelQuery(creatorId: number) {
  return queryOptions({
    queryKey: chatKeys.model(creatorId),
    queryFn: () => request(api.chatModel, { body: { model_id: creatorId } }),
    staleTime: STALE.minutes5,
  })
}

/** Where the subscription prompt's button leads: the first plan offered, for this creator (000 §4). */
export function subscribeHref(chat: Pick<ChatModel, 'subscription_plans'>, username: string | null): string {
  return subscribeHrefFor(chat.subscription_plans.data[0]?.id ?? null, username)
}

export function subscribeHrefFor(planId: number | null, username: string | null): string {
  const search = new URLSearchParams()
  if (planId !== null) search.set('plan', String(planId))
  if (username) search.set('webstar', username)
  const query = search.toString()
  return query ? `/subscribe?${query}` : '/subscribe'
}

/** "My chat" (000 §2 login menu, chat/home): the conversation list's address, null before any conversation. */
export function chatHomeQuery() {
  return queryOptions({
    queryKey: conversationKeys.home(),
    queryFn: () => request(api.chatHome),
    staleTime: STALE.minutes5,
  })
}

export function unreadQuery() {
  return queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) => request(api.chatUnread, { signal }),
    staleTime: STALE.seconds30,
  })
}

function nextListPage(page: ChatRooms): number | undefined {
  const { current_page, total_pages } = page.meta.pagination
  return current_page < total_pages ? current_page + 1 : undefined
}

export function conversationsQuery() {
  return infiniteQueryOptions({
    queryKey: conversationKeys.list(),
    queryFn: ({ pageParam, signal }) => request(api.chatRooms, { query: { page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextListPage,
    staleTime: STALE.seconds30,
  })
}

export function conversationQuery(roomId: string) {
  return queryOptions({
    queryKey: conversationKeys.room(roomId),
    queryFn: ({ signal }) => request(api.chatRoom, { params: { id: roomId }, signal }),
    staleTime: STALE.seconds30,
  })
}

/** Pages go back in time: the first page is the newest; `before` is the oldest seq loaded so far. */
export function messagesQuery(roomId: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(roomId),
    queryFn: ({ pageParam, signal }) =>
      request(api.chatMessages, { params: { id: roomId }, query: { before: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatMessages) => (page.meta.has_more ? page.data[0]?.seq : undefined),
    staleTime: STALE.seconds30,
  })
}

/** Queues a message (online or not); resolves to its Idempotency-Key, which the message keeps. */
export function queueChatMessage(userId: number, roomId: string, body: string): Promise<string> {
  return queueAction({
    userId,
    kind: 'chat_message',
    method: 'POST',
    path: buildUrl(api.sendChatMessage.path, { id: roomId }),
    body: { body },
  })
}

/** "Received / read up to seq": best effort, a later receipt says the same and more. */
export function sendReceipt(roomId: string, kind: 'delivered' | 'read', seq: number) {
  return request(api.chatReceipt, { params: { id: roomId }, body: { kind, seq } })
}
