/** The posts module as other modules see it. */
export { canSeePost, postAccessAmong } from './access'
export type { PostRouteDeps } from './routes'
export { isPostAvailable, type PostRow, toPost } from './serialize'
export { listFeedPosts } from './service'
export { bumpCommentsCount, bumpPostLikes, insertElements, insertPost } from './writes'
