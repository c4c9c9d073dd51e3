import type { ChatInfo } from '../../../contract/schemas/creator'
import type { Viewer } from '../../lib/viewer'
import type { CreatorRow } from './serialize'

/**
 * What the creator's chat button does for this viewer (000 §4 Chat): hidden for hidden-menu
 * creators and creators without chat, a login prompt for guests, a subscription prompt until the
 * viewer follows (is subscribed to) the creator, then the chat room. The room URL is the app's
 * /room route; the chat module replaces it with the chat host's when it exists (POST chat/model).
 */
export function chatInfoFor(creator: CreatorRow, viewer: Viewer, following: boolean): ChatInfo {
  if (creator.hiddenMenu || !creator.chatEnabled) return { case: 'hide_chat', url: null }
  if (viewer.userId === null) return { case: 'modal_login', url: null }
  if (following) return { case: 'open_chat', url: `/room?mid=${creator.id}` }
  return { case: 'modal_subscription', url: null }
}
