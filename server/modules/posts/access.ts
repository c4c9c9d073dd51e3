/**
 * Everything that may open a paid post to a viewer beyond who they are (isPostAvailable): the
 * creators they subscribe to and the posts they unlocked with tokens. Looked up once per page of
 * posts (two queries), and again for each signed picture served, so an ended subscription ends
 * the pictures with it.
 */
import type { Executor } from '../../lib/executor'
import type { Viewer } from '../../lib/viewer'
import { subscribedCreatorsAmong } from '../subscriptions/index'
import { unlockedPostsAmong } from '../wallet/index'
import { isPostAvailable, type PostAccess, type PostRow } from './serialize'

export async function postAccessAmong(
  db: Executor,
  viewer: Viewer,
  posts: { id: number; creatorId: number }[],
  now: Date,
): Promise<PostAccess> {
  const [subscribedTo, unlocked] = await Promise.all([
    subscribedCreatorsAmong(
      db,
      viewer,
      posts.map((post) => post.creatorId),
      now,
    ),
    unlockedPostsAmong(
      db,
      viewer,
      posts.map((post) => post.id),
    ),
  ])
  return { subscribedTo, unlocked }
}

/** Whether the viewer may see this post now: a free post, their own, a membership, a subscription or an unlock. */
export async function canSeePost(db: Executor, viewer: Viewer, post: PostRow, now: Date): Promise<boolean> {
  return isPostAvailable(post, viewer, await postAccessAmong(db, viewer, [post], now))
}
