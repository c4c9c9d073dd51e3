/** Lazily loaded screens of the posts feature. */
export { PostScreen } from './post-screen'
