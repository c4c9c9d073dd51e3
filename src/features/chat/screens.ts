/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle, words included). */
import { withBrowseCatalog } from '../language'
import { ChatListScreen as ChatList } from './chat-list-screen'
import { ConversationScreen as Conversation } from './conversation-screen'
import { RoomScreen as Room } from './room-screen'

export const ChatListScreen = withBrowseCatalog(ChatList)
export const ConversationScreen = withBrowseCatalog(Conversation)
export const RoomScreen = withBrowseCatalog(Room)
