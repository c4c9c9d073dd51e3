/**
 * Changes one post wherever it is cached (every feed page, the profile lists, the single post),
 * so a like shows the same everywhere at once.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Post } from '../../../contract/schemas/post'
import type { Preferences } from '../../api/preferences'
import { itemWith, patchCachedItem } from '../../offline/cache-patch'
import { fetchPost, postKeys } from './queries'

const isPost = itemWith('interaction', 'likes')

export function updateCachedPost(queryClient: QueryClient, postId: number, update: (post: Post) => Post): void {
  patchCachedItem(queryClient, postKeys.all, isPost, postId, update)
}

/** The like state as the viewer wants it; the count moves by one and never below zero. */
export function withLike(post: Post, liked: boolean): Post {
  if (post.interaction.liked === liked) return post
  const likes = Math.max(0, post.likes + (liked ? 1 : -1))
  return { ...post, likes, interaction: { ...post.interaction, liked } }
}

/**
 * Fetches a post again and puts it in place everywhere it is cached: after an unlock its content
 * (with the signed picture URLs the server gives its viewer) replaces the blurred preview.
 * The fetch goes around the cache, so when it fails no cached copy turns into an error (the single
 * post's page keeps the post, and the unlock dialog on it); it throws, and the unlock modal says
 * the post did not load.
 */
export async function refreshPost(queryClient: QueryClient, postId: number, context: Preferences): Promise<void> {
  const post = await fetchPost(postId, context)
  updateCachedPost(queryClient, postId, () => post)
}
