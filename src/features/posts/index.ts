export { creatorHref, PostCard } from './post-card'
export { PostFeed } from './post-feed'
export { celebritiesQuery, postKeys } from './queries'
