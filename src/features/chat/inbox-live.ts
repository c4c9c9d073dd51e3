/**
 * The signed-in user's inbox channel (`user:<id>`), loaded after the first render by the unread
 * badge, never for guests. Each event carries the user's unread counts, which replace the cached
 * ones as they are; the conversation list is read again (when on screen) and "my chat" once a first
 * conversation gives it an address; a message from the other side is acknowledged as delivered
 * (the sender's single tick becomes two). The channel replays nothing: on every (re)connection the
 * counts are read again, and while the socket is down they are read every 30 s instead.
 */
import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { ChatHome, ChatUnread } from '../../../contract/schemas/chat'
import { ChatInboxEventSchema, type ChatRooms } from '../../../contract/schemas/conversation'
import { userChannel } from '../../../contract/schemas/realtime'
import { getRealtimeStatus, onRealtimeStatus, subscribeChannel } from '../../offline/realtime'
import { receiptMutation } from './conversation-queries'
import { conversationKeys } from './queries'

/** How often the counts are read while the socket is down. */
export const INBOX_POLL_MS = 30_000

/** The viewer's side in a room, from the list they have loaded; a user without a creator profile is always the fan. */
function mySide(queryClient: QueryClient, roomId: string, hasCreatorProfile: boolean): 'fan' | 'creator' | undefined {
  if (!hasCreatorProfile) return 'fan'
  const list = queryClient.getQueryData<{ pages: ChatRooms[] }>(conversationKeys.list())
  return list?.pages.flatMap((page) => page.data).find((room) => room.id === roomId)?.my_side
}

function refreshCounts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() })
  void queryClient.invalidateQueries({ queryKey: conversationKeys.home() })
}

export function startInbox(queryClient: QueryClient, user: { id: number; model_id: number | null }): () => void {
  const stopChannel = subscribeChannel(userChannel(user.id), {
    after: null,
    // Joined at start and after every reconnection: what changed meanwhile is read again.
    onJoined: () => {
      refreshCounts(queryClient)
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() })
    },
    onEvent: (event) => {
      const parsed = v.safeParse(ChatInboxEventSchema, event.data)
      if (!parsed.success) return
      const inbox = parsed.output
      queryClient.setQueryData<ChatUnread>(conversationKeys.unread(), { data: inbox.unread })
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() })
      if (!queryClient.getQueryData<ChatHome>(conversationKeys.home())?.url) {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.home() })
      }
      const side = mySide(queryClient, inbox.room_id, user.model_id !== null)
      if (inbox.name === 'message' && side !== undefined && inbox.side !== side) {
        // The server keeps it within the room's last seq: "everything so far reached this device".
        new MutationObserver(queryClient, receiptMutation(queryClient))
          .mutate({ roomId: inbox.room_id, kind: 'delivered', seq: Number.MAX_SAFE_INTEGER })
          .catch(() => undefined)
      }
    },
  })
  // Polled only while the socket is down: live, its events keep the counts.
  let poll: ReturnType<typeof setInterval> | undefined
  const followStatus = () => {
    if (getRealtimeStatus() === 'live') {
      clearInterval(poll)
      poll = undefined
    } else if (poll === undefined) {
      poll = setInterval(() => refreshCounts(queryClient), INBOX_POLL_MS)
    }
  }
  followStatus()
  const stopFollowing = onRealtimeStatus(followStatus)
  return () => {
    stopChannel()
    stopFollowing()
    clearInterval(poll)
  }
}
