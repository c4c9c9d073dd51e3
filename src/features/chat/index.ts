export { ChatButton, type ChatCreator, canShowChat } from './chat-button'
