import type { ChatInfo } from '../../../contract/schemas/creator'
import type { Viewer } from '../../lib/viewer'
import { chatCaseFor } from './chat-rule'
import type { CreatorRow } from './serialize'

/**
 * What the creator's chat button does for this viewer: the chat rule (chat-rule.ts) without
 * opening a room. The room URL is the app's /room route; chat/model gives the room itself.
 */
export function chatInfoFor(creator: CreatorRow, viewer: Viewer): ChatInfo {
  const chatCase = chatCaseFor(creator, viewer)
  return { case: chatCase, url: chatCase === 'open_chat' ? `/room?mid=${creator.id}` : null }
}
