export { CommentsButton } from './comments-button'
