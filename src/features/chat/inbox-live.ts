/**
 * The signed-in user's inbox channel (`user:<id>`), loaded after the first render by the unread
 * badge, never for guests: whatever changes in one of their conversations, the unread count, the
 * list and "my chat" are read again, and a message from the other side is acknowledged as
 * delivered (the sender's single tick becomes two). The channel replays nothing: on every
 * (re)connection the counts are simply read again.
 */
import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ChatInboxEventSchema, type ChatRooms } from '../../../contract/schemas/conversation'
import { userChannel } from '../../../contract/schemas/realtime'
import { subscribeChannel } from '../../offline/realtime'
import { sendReceipt } from './conversation-queries'
import { conversationKeys } from './queries'

/** The viewer's side in a room, from the list they have loaded; a user without a creator profile is always the fan. */
function mySide(queryClient: QueryClient, roomId: string, hasCreatorProfile: boolean): 'fan' | 'creator' | undefined {
  if (!hasCreatorProfile) return 'fan'
  const list = queryClient.getQueryData<{ pages: ChatRooms[] }>(conversationKeys.list())
  return list?.pages.flatMap((page) => page.data).find((room) => room.id === roomId)?.my_side
}

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: conversationKeys.unread() })
  void queryClient.invalidateQueries({ queryKey: conversationKeys.list() })
  void queryClient.invalidateQueries({ queryKey: conversationKeys.home() })
}

export function startInbox(queryClient: QueryClient, user: { id: number; model_id: number | null }): () => void {
  return subscribeChannel(userChannel(user.id), {
    after: null,
    // Joined at start and after every reconnection: what changed meanwhile is read again.
    onJoined: () => refresh(queryClient),
    onEvent: (event) => {
      const parsed = v.safeParse(ChatInboxEventSchema, event.data)
      if (!parsed.success) return
      const inbox = parsed.output
      refresh(queryClient)
      const side = mySide(queryClient, inbox.room_id, user.model_id !== null)
      if (inbox.name === 'message' && side !== undefined && inbox.side !== side) {
        // The server keeps it within the room's last seq: "everything so far reached this device".
        sendReceipt(inbox.room_id, 'delivered', Number.MAX_SAFE_INTEGER).catch(() => undefined)
      }
    },
  })
}
