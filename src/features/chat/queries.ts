/**
 * Chat data read from the first load: the chat button's answer (`POST chat/model`, asked once per
 * creator and kept, so every button of that creator can hide itself on `hide_chat` and act at once
 * on a click), "my chat" (chat/home) and the unread count, and the keys of the chat host's data.
 * The conversations themselves are in conversation-queries.ts, loaded with the chat screens.
 */
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { ChatModel } from '../../../contract/schemas/chat'
import { request } from '../../api/client'
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

/** Where the subscription prompt's button leads: the first plan offered, for this creator. */
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

/*
 * "My chat" and the unread count are kept fresh by the inbox channel (inbox-live.ts: its events,
 * a read on each connection, a poll while the socket is down), not by age, focus or mounts.
 */

/** "My chat" (chat/home): the conversation list's address, null before any conversation. */
export function chatHomeQuery() {
  return queryOptions({
    queryKey: conversationKeys.home(),
    queryFn: () => request(api.chatHome),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function unreadQuery() {
  return queryOptions({
    queryKey: conversationKeys.unread(),
    queryFn: ({ signal }) => request(api.chatUnread, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
