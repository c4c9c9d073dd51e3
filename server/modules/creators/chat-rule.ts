/**
 * Who may chat: one rule for
 * the chat button (creator payloads, POST chat/model), the conversation screen and every message
 * the server accepts. Hidden-menu creators and creators without chat have none; a guest must log
 * in; a member may open it; anyone else is offered a subscription. A creator's own button is hidden:
 * nobody chats with themselves (their user answers their fans from the conversation list).
 */
import type { Viewer } from '../../lib/viewer'

export type ChatCase = 'open_chat' | 'modal_login' | 'modal_subscription' | 'hide_chat'

export type ChatCreatorFlags = { id: number; hiddenMenu: boolean; chatEnabled: boolean }

export function chatCaseFor(creator: ChatCreatorFlags, viewer: Viewer): ChatCase {
  if (creator.hiddenMenu || !creator.chatEnabled) return 'hide_chat'
  if (viewer.userId === null) return 'modal_login'
  if (viewer.modelId === creator.id) return 'hide_chat'
  if (viewer.isMember) return 'open_chat'
  return 'modal_subscription'
}
