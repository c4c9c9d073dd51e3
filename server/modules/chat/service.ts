/**
 * The chat button (000 §4 Chat, 001 §7 chat/model) and the home chat link (chat/home). Chat needs a
 * login, then a membership (000 §4: "Chat and video call need login, then subscription"); a
 * creator's own user may always open their chat. Opening gives a room (one per user and creator)
 * whose id is the `rid` of /room; the chat host itself arrives with a later issue.
 */
import { createHmac } from 'node:crypto'
import type { ChatHome, ChatModel, ChatToken } from '../../../contract/schemas/chat'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Viewer } from '../../lib/viewer'
import type { SignedInViewer } from '../../plugins/auth'
import { profilePlans } from '../creators/service'
import { findChatCreator, findLatestRoom, findRoom, openRoom } from './repository'

export type ChatContext = {
  db: Db
  clock: Clock
  /** The chat host; undefined when none is configured (CHAT_BASE_URL). */
  chatBaseUrl: string | undefined
  /** Signs the hand-off tokens the chat host verifies. */
  tokenKey: string
}

/** How long the chat host accepts a hand-off token. */
export const CHAT_TOKEN_TTL_MS = 5 * 60_000

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

/**
 * The /room hand-off (000 §2 Account screens, 001 §7 chat/get_token): a token the chat host can
 * verify with the shared key, naming the user and the room, valid 5 minutes. Only the room's fan
 * or its creator's user may have one; another's room is a 404, as is a server without a chat host.
 */
export async function chatToken(ctx: ChatContext, viewer: SignedInViewer, roomId: string): Promise<ChatToken> {
  const room = await findRoom(ctx.db, roomId)
  const isMember = room !== undefined && (room.userId === viewer.userId || room.creatorId === viewer.modelId)
  if (!isMember || ctx.chatBaseUrl === undefined) throw new AppError('not_found')
  const payload = Buffer.from(
    JSON.stringify({ sub: viewer.userId, rid: room.id, exp: ctx.clock().getTime() + CHAT_TOKEN_TTL_MS }),
  ).toString('base64url')
  const signature = createHmac('sha256', ctx.tokenKey).update(`chat.${payload}`).digest('base64url')
  return { success: true, chat_base_url: ctx.chatBaseUrl, token: `${payload}.${signature}` }
}
