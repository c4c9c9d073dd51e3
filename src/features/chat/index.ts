export { ChatButton, type ChatCreator, canShowChat } from './chat-button'
export { ChatShortcut } from './chat-shortcut'
export { chatHomeQuery } from './queries'
