/**
 * Keeps an open conversation current: joins the room's realtime channel from the last seq the
 * screen has, puts each message and receipt into the cache once, shows the other side typing for a
 * few seconds, settles queued messages the server has answered, and says "read" while the screen is
 * in front. After a `reset` (too much missed to replay) the conversation is read again.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { itemEnvelope } from '../../../contract/schemas/common'
import {
  CHAT_EVENTS,
  type ChatMessage,
  ChatMessageSchema,
  ChatReceiptEventSchema,
  type ChatRoom,
  ChatTypingEventSchema,
} from '../../../contract/schemas/conversation'
import { roomChannel } from '../../../contract/schemas/realtime'
import { onOutboxEvent } from '../../offline/outbox'
import { type RealtimeEvent, sendTyping, subscribeChannel } from '../../offline/realtime'
import { addMessage, type MessagePages, roomAfterMessage, roomAfterReceipt } from './chat-cache'
import { receiptMutation } from './conversation-queries'
import { conversationKeys } from './queries'

/** How long "typing…" stays up after the last typing event. */
export const TYPING_SHOWN_MS = 4000

const SentSchema = itemEnvelope(ChatMessageSchema)

export function applyMessage(queryClient: QueryClient, roomId: string, message: ChatMessage): void {
  queryClient.setQueryData<MessagePages>(conversationKeys.messages(roomId), (data) => addMessage(data, message))
  queryClient.setQueryData<{ data: ChatRoom }>(conversationKeys.room(roomId), (room) =>
    room ? { data: roomAfterMessage(room.data, message) ?? room.data } : room,
  )
}

export function useRoomLive(roomId: string, options: { lastSeq: number | undefined; isReady: boolean }) {
  const queryClient = useQueryClient()
  const [typingUntil, setTypingUntil] = useState(0)
  const [, tick] = useState(0)
  const lastSeq = useRef(options.lastSeq)
  lastSeq.current = options.lastSeq

  useEffect(() => {
    if (!options.isReady) return
    const onEvent = (event: RealtimeEvent) => {
      if (event.name === CHAT_EVENTS.message) {
        const message = v.safeParse(ChatMessageSchema, event.data)
        if (!message.success) return
        applyMessage(queryClient, roomId, message.output)
        setTypingUntil(0)
      } else if (event.name === CHAT_EVENTS.receipt && event.seq !== undefined) {
        const receipt = v.safeParse(ChatReceiptEventSchema, event.data)
        if (!receipt.success) return
        const seq = event.seq
        queryClient.setQueryData<{ data: ChatRoom }>(conversationKeys.room(roomId), (room) =>
          room ? { data: roomAfterReceipt(room.data, receipt.output, seq) ?? room.data } : room,
        )
      } else if (event.name === CHAT_EVENTS.typing && v.is(ChatTypingEventSchema, event.data)) {
        setTypingUntil(Date.now() + TYPING_SHOWN_MS)
      }
    }
    const onReset = () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(roomId) })
      void queryClient.invalidateQueries({ queryKey: conversationKeys.room(roomId) })
    }
    // The seq of the screen's last HTTP read: the channel replays everything after it.
    return subscribeChannel(roomChannel(roomId), { after: lastSeq.current ?? null, onEvent, onReset })
  }, [roomId, options.isReady, queryClient])

  // A queued message the server has answered joins the conversation (and leaves the queue's copies).
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== 'outbox:done' || event.kind !== 'chat_message') return
        const sent = v.safeParse(SentSchema, event.body)
        if (sent.success && sent.output.data.room_id === roomId) applyMessage(queryClient, roomId, sent.output.data)
      }),
    [roomId, queryClient],
  )

  // "typing…" goes away by itself.
  useEffect(() => {
    if (typingUntil === 0) return
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(0, typingUntil - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [typingUntil])

  return {
    isOtherTyping: typingUntil > Date.now(),
    notifyTyping: () => sendTyping(roomChannel(roomId)),
  }
}

/**
 * Says "read up to here" while the conversation is in front of the user and something of the
 * other side is newer than what they have read; the room's unread counts follow.
 */
export function useReadReceipts(roomId: string, room: ChatRoom | undefined): void {
  const queryClient = useQueryClient()
  const { mutateAsync: sendReceipt } = useMutation(receiptMutation(queryClient))
  const sentUpTo = useRef(0)
  const otherSeq = room?.last_message && room.last_message.side !== room.my_side ? room.last_message.seq : 0
  const myRead = room ? room.pointers[room.my_side].read_seq : 0
  const lastSeq = room?.last_seq ?? 0

  useEffect(() => {
    if (!room || otherSeq <= myRead) return
    const markRead = () => {
      if (document.visibilityState !== 'visible' || sentUpTo.current >= lastSeq) return
      sentUpTo.current = lastSeq
      sendReceipt({ roomId, kind: 'read', seq: lastSeq }).catch(() => {
        // Offline or refused: the next change or the next visit says it again.
        sentUpTo.current = 0
      })
    }
    markRead()
    document.addEventListener('visibilitychange', markRead)
    return () => document.removeEventListener('visibilitychange', markRead)
  }, [room, roomId, otherSeq, myRead, lastSeq, sendReceipt])
}
