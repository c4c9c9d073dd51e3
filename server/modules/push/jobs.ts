/**
 * The new-post fan-out as a durable job (modules/jobs): queued in the transaction that publishes
 * the post, so a post that commits always notifies its followers, even if the process restarts
 * right after, and a replayed publish request queues nothing. A job that dies half-way runs again:
 * devices may then get the same notification twice, which their push service shows once (same
 * `tag` and `topic`).
 */
import type { Executor } from '../../lib/executor'
import type { JobQueue } from '../jobs/index'
import { type NewPost, NewPostSchema, type NotifyDeps, notifyFollowers } from './notify'

export const NEW_POST_JOB = 'push.new-post'

export function defineNewPostJob(jobs: JobQueue, deps: NotifyDeps): void {
  jobs.define({
    name: NEW_POST_JOB,
    payload: NewPostSchema,
    handler: async (post) => {
      await notifyFollowers(deps, post)
    },
    retryLimit: 3,
    retryDelaySeconds: 60,
    // Each message is retried inside the job (up to about 30 s); a fan-out to many followers takes a while.
    expireInSeconds: 15 * 60,
    policy: 'stately',
  })
}

export async function queueNewPostNotifications(jobs: JobQueue, tx: Executor, post: NewPost): Promise<void> {
  await jobs.send(NEW_POST_JOB, post, { tx, singletonKey: `post:${post.id}` })
}
