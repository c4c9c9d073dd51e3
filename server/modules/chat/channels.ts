/**
 * The chat's realtime channels (contract/schemas/realtime.ts): `room:<id>` for the room's two
 * people, replayed from chat_events; `user:<id>` for one user's inbox hints (not stored: a
 * reconnecting client reads its lists again). Typing in a room is a whisper naming the side.
 */

import { CHAT_EVENTS } from '../../../contract/schemas/conversation'
import type { Db } from '../../db/client'
import type { Hub } from '../realtime/index'
import { eventsAfter, findRoom, findUser, lastSeqOf } from './repository'
import { sideOf } from './service'

export function defineChatChannels(hub: Pick<Hub, 'defineChannel'>, db: Db): void {
  hub.defineChannel('room', {
    authorize: async (userId, roomId) => {
      const [room, user] = await Promise.all([findRoom(db, roomId), findUser(db, userId)])
      const side = room && user ? sideOf(room, { userId, modelId: user.modelId }) : undefined
      return side ? { whisper: { name: CHAT_EVENTS.typing, data: { side } } } : null
    },
    backlog: (roomId, after, limit, upTo) => eventsAfter(db, roomId, after, limit, upTo),
    lastSeq: (roomId) => lastSeqOf(db, roomId),
  })
  hub.defineChannel('user', {
    authorize: async (userId, id) => (String(userId) === id ? {} : null),
  })
}
