/**
 * Following a creator: the button changes at once, the change goes
 * through the offline outbox (exactly once, net result of quick toggles), a guest logs in first and
 * the follow then happens by itself, and the webstars sections are fetched again once the server
 * has it.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import * as v from 'valibot'
import { api } from '../../../contract/api'
import type { Creator } from '../../../contract/schemas/creator'
import { FollowSchema } from '../../../contract/schemas/social'
import { onOutboxEvent } from '../../offline/outbox'
import { applyNowAndAfterLoads } from '../../offline/query-client'
import { postKeys } from '../posts'
import { useOutboxToggle } from '../session'
import { updateCachedCreator } from './creator-cache'
import { creatorKeys } from './queries'

export const followTarget = (creatorId: number) => `follow:${creatorId}`

type Followable = Pick<Creator, 'id' | 'following'>

export function useFollow(creator: Followable) {
  const follow = useOutboxToggle({
    kind: 'follow',
    target: followTarget(creator.id),
    baseline: creator.following,
    requestFor: (following) => {
      const endpoint = following ? api.follow : api.unfollow
      return { method: endpoint.method as 'POST' | 'DELETE', path: endpoint.path, body: { model_id: creator.id } }
    },
    patch: (queryClient, following) =>
      updateCachedCreator(queryClient, creator.id, (cached) => ({ ...cached, following })),
    intent: 'follow',
  })
  return {
    /** Following as shown: with a change still waiting to be sent. */
    following: follow.on,
    isPending: follow.isPending,
    /** A tap: follows or unfollows a member's creator; a guest is asked to log in. */
    press: follow.press,
    rememberForLogin: follow.rememberForLogin,
  }
}

/** The server's answer settles the creator everywhere; the webstars sections are asked again. */
export function useFollowSync(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === 'outbox:done' && event.kind === 'follow') {
          const parsed = v.safeParse(FollowSchema, event.body)
          if (parsed.success) {
            const { model_id, following } = parsed.output.data
            applyNowAndAfterLoads(queryClient, creatorKeys.all, () =>
              updateCachedCreator(queryClient, model_id, (creator) => ({ ...creator, following })),
            )
          }
          // The followed section and the feeds tab (posts of followed creators) change with it.
          void queryClient.invalidateQueries({ queryKey: [...creatorKeys.lists(), 'webstars'] })
          void queryClient.invalidateQueries({ queryKey: [...postKeys.lists(), 'feeds'] })
        }
        if (event.type === 'outbox:failed' && event.kind === 'follow') {
          void queryClient.invalidateQueries({ queryKey: creatorKeys.all })
        }
      }),
    [queryClient],
  )
}
