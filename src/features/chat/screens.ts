/** The feature's screens, loaded lazily by their routes (kept out of the first-load bundle). */
export { ChatListScreen } from './chat-list-screen'
export { ConversationScreen } from './conversation-screen'
export { RoomScreen } from './room-screen'
