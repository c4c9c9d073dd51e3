import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import type { Post } from '../../../contract/schemas/post'
import { PostLikeSchema } from '../../../contract/schemas/social'
import { getSession } from '../../api/session'
import { useSession } from '../../api/use-session'
import { onOutboxEvent, pendingToggle, queueToggle, useOutbox } from '../../offline/outbox'
import { applyNowAndAfterLoads } from '../../offline/query-client'
import { updateCachedPost, withLike } from './post-cache'
import { postKeys } from './queries'

export const likeTarget = (postId: number) => `post:${postId}`

/**
 * Liking a post: the heart and the count change at once, the change is
 * queued (sent at once when online, later when not), a like then unlike made offline sends nothing,
 * and the server's answer settles the count. `isPending` marks a change still waiting to be sent.
 */
export function usePostLike(post: Post): { liked: boolean; likes: number; toggle: () => void; isPending: boolean } {
  const queryClient = useQueryClient()
  const session = useSession()
  const outbox = useOutbox(session.user?.id ?? null)
  const target = likeTarget(post.id)
  const pending = pendingToggle(outbox, target)
  const shown = pending === undefined ? post : withLike(post, pending)

  return {
    liked: shown.interaction.liked,
    likes: shown.likes,
    isPending: pending !== undefined,
    toggle: () => {
      // Read now, not from the render: a tap made while the session was being restored runs after it.
      const userId = getSession().user?.id
      if (userId === undefined) return
      const desired = !shown.interaction.liked
      updateCachedPost(queryClient, post.id, (cached) => withLike(cached, desired))
      void queueToggle({
        userId,
        kind: 'post_like',
        target,
        method: 'POST',
        path: api.postLikes.path,
        body: { post_id: post.id, liked: desired },
        desired,
        baseline: post.interaction.liked,
      })
    },
  }
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
