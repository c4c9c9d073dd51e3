import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import type { Post } from '../../../contract/schemas/post'
import { PostLikeSchema } from '../../../contract/schemas/social'
import { onOutboxEvent } from '../../offline/outbox'
import { applyNowAndAfterLoads } from '../../offline/query-client'
import { useOutboxToggle } from '../session'
import { updateCachedPost, withLike } from './post-cache'
import { postKeys } from './queries'

export const likeTarget = (postId: number) => `post:${postId}`

/**
 * Liking a post: the heart and the count change at once, the change is
 * queued (sent at once when online, later when not), a like then unlike made offline sends nothing,
 * and the server's answer settles the count. `isPending` marks a change still waiting to be sent.
 */
export function usePostLike(post: Post): {
  liked: boolean
  likes: number
  press: (askLogin: () => void) => void
  isPending: boolean
} {
  const like = useOutboxToggle({
    kind: 'post_like',
    target: likeTarget(post.id),
    baseline: post.interaction.liked,
    requestFor: (liked) => ({ method: 'POST', path: api.postLikes.path, body: { post_id: post.id, liked } }),
    patch: (queryClient, liked) => updateCachedPost(queryClient, post.id, (cached) => withLike(cached, liked)),
  })
  const shown = withLike(post, like.on)
  return { liked: shown.interaction.liked, likes: shown.likes, isPending: like.isPending, press: like.press }
}

/** Settles the cached posts with the server's answers, and rolls back likes the server refused. */
export function usePostLikeSync(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'outbox:done' && event.kind === 'post_like') {
          const parsed = v.safeParse(PostLikeSchema, event.body)
          if (!parsed.success) return
          const { post_id, liked, likes } = parsed.output.data
          applyNowAndAfterLoads(queryClient, postKeys.all, () =>
            updateCachedPost(queryClient, post_id, (post) => ({
              ...post,
              likes,
              interaction: { ...post.interaction, liked },
            })),
          )
        }
        if (event.type === 'outbox:failed' && event.kind === 'post_like') {
          // The answer we showed was not accepted: ask the server what is true.
          void queryClient.invalidateQueries({ queryKey: postKeys.all })
        }
      }),
    [queryClient],
  )
}
