import type { ChatInfo } from '../../../contract/schemas/creator'
import type { Viewer } from '../../lib/viewer'
import type { CreatorRow } from './serialize'

/**
 * What the creator's chat button does for this viewer (000 §4 Chat: "chat and video call need
 * login, then subscription"), the same rule as POST chat/model: hidden for hidden-menu creators and
 * creators without chat, a login prompt for guests, a subscription prompt for non-members (following
 * is free, so it opens nothing), the room for members and the creator's own user. The room URL is
 * the app's /room route; chat/model gives the room itself.
 */
export function chatInfoFor(creator: CreatorRow, viewer: Viewer): ChatInfo {
  if (creator.hiddenMenu || !creator.chatEnabled) return { case: 'hide_chat', url: null }
  if (viewer.userId === null) return { case: 'modal_login', url: null }
  if (viewer.isMember || viewer.modelId === creator.id) return { case: 'open_chat', url: `/room?mid=${creator.id}` }
  return { case: 'modal_subscription', url: null }
}
