/**
 * The chat host's conversations (`conversations` keys, saved on the device so past conversations
 * read offline), kept current by the realtime channels (use-room-live.ts, inbox-live.ts), and the
 * conversation's writes as mutations. Messages are sent through the offline outbox: written
 * offline, they leave once, in order, when the server can be reached. Only the chat screens load
 * this module.
 */
import {
  infiniteQueryOptions,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
} from '@tanstack/react-query'
import { api } from '../../../contract/api'
import type { ChatMessages, ChatRoom, ChatRooms } from '../../../contract/schemas/conversation'
import { buildUrl, request } from '../../api/client'
import { queueAction } from '../../offline/outbox'
import { STALE } from '../../offline/stale-times'
import { conversationKeys } from './queries'

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
export function useSendChatMessageMutation() {
  return useMutation({
    mutationFn: ({ userId, roomId, body }: { userId: number; roomId: string; body: string }): Promise<string> =>
      queueAction({
        userId,
        kind: 'chat_message',
        method: 'POST',
        path: buildUrl(api.sendChatMessage.path, { id: roomId }),
        body: { body },
      }),
  })
}

/** A short-lived token that lets the chat host open the room for this user. */
export function useRoomTokenMutation() {
  return useMutation({
    mutationFn: (roomId: string) => request(api.chatToken, { body: { room_id: roomId } }),
  })
}

type Receipt = { roomId: string; kind: 'delivered' | 'read'; seq: number }

/**
 * "Received / read up to seq": best effort, a later receipt says the same and more. Once read, the
 * room shows the server's pointers and nothing unread, and the list is read again (the unread
 * count comes with the inbox channel's event for this receipt). Also used outside React (the inbox).
 */
export function receiptMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: ({ roomId, kind, seq }: Receipt) =>
      request(api.chatReceipt, { params: { id: roomId }, body: { kind, seq } }),
    onSuccess: (pointers, { roomId, kind }) => {
      if (kind !== 'read') return
      queryClient.setQueryData<{ data: ChatRoom }>(conversationKeys.room(roomId), (current) =>
        current ? { data: { ...current.data, pointers: pointers.data, unread: 0 } } : current,
      )
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() })
    },
  })
}
