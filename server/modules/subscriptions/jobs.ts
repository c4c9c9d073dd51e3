/**
 * The subscription jobs on the durable queue (modules/jobs): a scan every minute queues one job per
 * subscription that is due; each is retried with backoff when it fails (a processor down, the
 * database restarting) and re-checks its subscription before doing anything.
 */
import type { JobQueue } from '../jobs/queue'
import type { SubscriptionsContext } from './context'
import { expireSubscription, remindSubscription, SUBSCRIPTION_JOBS, scanSubscriptions } from './lifecycle'
import { renewSubscription } from './renewals'

type ForSubscription = { subscriptionId: number }

function subscriptionIdOf(data: Partial<ForSubscription>): number {
  if (typeof data.subscriptionId !== 'number') throw new Error('job without a subscriptionId')
  return data.subscriptionId
}

export function defineSubscriptionJobs(jobs: JobQueue, ctx: SubscriptionsContext): void {
  jobs.define({
    name: SUBSCRIPTION_JOBS.scan,
    cron: '* * * * *',
    handler: async () => {
      const queued = await scanSubscriptions(ctx)
      if (queued.reminders + queued.renewals + queued.ends > 0) ctx.log.info(queued, 'subscription jobs queued')
    },
    // The next scan comes a minute later anyway.
    retryLimit: 0,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    policy: 'stately',
  })
  jobs.define<Partial<ForSubscription>>({
    name: SUBSCRIPTION_JOBS.remind,
    handler: async (data) => {
      await remindSubscription(ctx, subscriptionIdOf(data))
    },
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    policy: 'stately',
  })
  jobs.define<Partial<ForSubscription>>({
    name: SUBSCRIPTION_JOBS.renew,
    handler: async (data) => {
      const id = subscriptionIdOf(data)
      const result = await renewSubscription(ctx, id)
      if (result !== 'skipped') ctx.log.info({ subscriptionId: id, result }, 'subscription renewal')
    },
    retryLimit: 5,
    retryDelaySeconds: 60,
    // A processor that takes long to answer: the job is held this long before it counts as dead.
    expireInSeconds: 300,
    policy: 'stately',
  })
  jobs.define<Partial<ForSubscription>>({
    name: SUBSCRIPTION_JOBS.expire,
    handler: async (data) => {
      await expireSubscription(ctx, subscriptionIdOf(data))
    },
    retryLimit: 5,
    retryDelaySeconds: 60,
    expireInSeconds: 120,
    policy: 'stately',
  })
}
