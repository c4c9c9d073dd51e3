/**
 * The chat button (000 §4 Chat, 001 §7 chat/model) and the home chat link (chat/home). Chat needs a
 * login, then a membership (000 §4: "Chat and video call need login, then subscription"); a
 * creator's own user may always open their chat. Opening gives a room (one per user and creator)
 * whose id is the `rid` of /room; the chat host itself arrives with a later issue.
 */
import type { ChatHome, ChatModel } from '../../../contract/schemas/chat'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Viewer } from '../../lib/viewer'
import type { SignedInViewer } from '../../plugins/auth'
import { profilePlans } from '../creators/service'
import { findChatCreator, findLatestRoom, openRoom } from './repository'

export type ChatContext = { db: Db; clock: Clock }

export function roomUrl(roomId: string, creatorId: number): string {
  return `/room?rid=${encodeURIComponent(roomId)}&mid=${creatorId}`
}

export async function chatWithModel(ctx: ChatContext, viewer: Viewer, creatorId: number): Promise<ChatModel> {
  const creator = await findChatCreator(ctx.db, creatorId)
  if (!creator) throw new AppError('not_found')
  const none = { subscription_plans: { data: [] } }
  if (creator.hiddenMenu || !creator.chatEnabled) return { success: true, case: 'hide_chat', url: null, ...none }
  if (viewer.userId === null) return { success: true, case: 'modal_login', url: null, ...none }
  const isOwn = viewer.modelId === creator.id
  if (!viewer.isMember && !isOwn) {
    const plans = await profilePlans(ctx.db, creator.id)
    return { success: true, case: 'modal_subscription', url: null, subscription_plans: { data: plans } }
  }
  const roomId = await openRoom(ctx.db, viewer.userId, creator.id, ctx.clock())
  return { success: true, case: 'open_chat', url: roomUrl(roomId, creator.id), ...none }
}

export async function homeChat(ctx: ChatContext, viewer: SignedInViewer): Promise<ChatHome> {
  const room = await findLatestRoom(ctx.db, viewer.userId, viewer.modelId)
  return { success: true, url: room ? roomUrl(room.id, room.creatorId) : null }
}
