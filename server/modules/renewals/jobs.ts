/**
 * The renewal job on the durable queue: the subscriptions scan queues one per subscription that is
 * due; each is retried with backoff when it fails (a processor down, the database restarting) and
 * re-checks its subscription before charging anything.
 */
import type { JobQueue } from '../jobs/index'
import { ForSubscriptionSchema, SUBSCRIPTION_JOBS } from '../subscriptions/index'
import type { RenewalsContext } from './context'
import { renewSubscription } from './service'

export function defineRenewalJobs(jobs: JobQueue, ctx: RenewalsContext): void {
  jobs.define({
    name: SUBSCRIPTION_JOBS.renew,
    payload: ForSubscriptionSchema,
    handler: async (data) => {
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
