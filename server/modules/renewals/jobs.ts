/**
 * The renewal job on the durable queue: the subscriptions scan queues one per subscription that is
 * due; each is retried with backoff when it fails (a processor down, the database restarting) and
 * re-checks its subscription before charging anything.
 */
import type { JobQueue } from '../jobs/index'
import { SUBSCRIPTION_JOBS } from '../subscriptions/index'
import type { RenewalsContext } from './context'
import { renewSubscription } from './service'

export function defineRenewalJobs(jobs: JobQueue, ctx: RenewalsContext): void {
  jobs.define<{ subscriptionId?: number }>({
    name: SUBSCRIPTION_JOBS.renew,
    handler: async (data) => {
      if (typeof data.subscriptionId !== 'number') throw new Error('job without a subscriptionId')
      const result = await renewSubscription(ctx, data.subscriptionId)
      if (result !== 'skipped') ctx.log.info({ subscriptionId: data.subscriptionId, result }, 'subscription renewal')
    },
    retryLimit: 5,
    retryDelaySeconds: 60,
    // A processor that takes long to answer: the job is held this long before it counts as dead.
    expireInSeconds: 300,
    policy: 'stately',
  })
}
