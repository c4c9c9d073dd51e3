/**
 * Following creators (POST and DELETE follows): feeds the follows table behind the `following`
 * flags, the webstars tab and the feeds tab, and the per-follow `notify` choice for new-post push
 * notifications. Both set a state, so repeats and replays converge.
 */
import type { Follow } from '../../../contract/schemas/social'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { SignedInViewer } from '../../plugins/auth'
import type { Once, Outcome } from '../idempotency/index'
import { creatorExists, deleteFollow, upsertFollow } from './repository'

export type FollowsContext = { db: Db; clock: Clock }

export async function followCreator(
  ctx: FollowsContext,
  viewer: SignedInViewer,
  input: { creatorId: number; notify?: boolean },
  once: Once,
): Promise<Outcome<Follow>> {
  if (!(await creatorExists(ctx.db, input.creatorId))) throw new AppError('not_found')
  return once(async (tx) => {
    const notify = await upsertFollow(tx, {
      userId: viewer.userId,
      creatorId: input.creatorId,
      notify: input.notify,
      now: ctx.clock(),
    })
    return { status: 200, body: { data: { model_id: input.creatorId, following: true, notify } } }
  })
}

export async function unfollowCreator(
  ctx: FollowsContext,
  viewer: SignedInViewer,
  input: { creatorId: number },
  once: Once,
): Promise<Outcome<Follow>> {
  if (!(await creatorExists(ctx.db, input.creatorId))) throw new AppError('not_found')
  return once(async (tx) => {
    await deleteFollow(tx, viewer.userId, input.creatorId)
    return { status: 200, body: { data: { model_id: input.creatorId, following: false, notify: false } } }
  })
}
