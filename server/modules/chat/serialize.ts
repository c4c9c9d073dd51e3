import type { ChatMessage, ChatPointers, ChatRoom } from '../../../contract/schemas/conversation'
import { imagePaths } from '../../lib/image-paths'
import type { ChatCase } from '../creators/index'
import type { ChatMessageRow, ChatRoomRow, ChatSide, RoomView } from './repository'

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    room_id: row.roomId,
    seq: row.seq,
    side: row.side,
    body: row.body,
    client_key: row.clientKey,
    created_at: row.createdAt.toISOString(),
  }
}

export function toPointers(room: ChatRoomRow): ChatPointers {
  return {
    fan: { delivered_seq: room.fanDeliveredSeq, read_seq: room.fanReadSeq },
    creator: { delivered_seq: room.creatorDeliveredSeq, read_seq: room.creatorReadSeq },
  }
}

/** A room as one of its two people sees it: the other person, what is unread, what they may do. */
export function toChatRoom(
  view: RoomView,
  side: ChatSide,
  extra: { lastMessage: ChatMessageRow | undefined; unread: number; chatCase: ChatRoom['case']; planId: number | null },
): ChatRoom {
  const { room, creator, fan } = view
  const other =
    side === 'fan'
      ? {
          name: creator.name,
          username: creator.username,
          picture: imagePaths(creator.profileImagePath).small,
          model_id: creator.id,
          verified: creator.verified,
        }
      : { name: fan.username, username: fan.username, picture: fan.profilePic, model_id: null, verified: false }
  return {
    id: room.id,
    my_side: side,
    other,
    last_message: extra.lastMessage ? toChatMessage(extra.lastMessage) : null,
    unread: extra.unread,
    last_seq: room.lastSeq,
    pointers: toPointers(room),
    case: extra.chatCase,
    subscription_plan_id: extra.planId,
    last_activity_at: room.lastActivityAt.toISOString(),
  }
}

/** The case a side has in its room: the creator's side may always answer. */
export function roomCase(side: ChatSide, fanCase: ChatCase): ChatRoom['case'] {
  if (side === 'creator') return 'open_chat'
  return fanCase === 'modal_login' ? 'modal_subscription' : fanCase
}
