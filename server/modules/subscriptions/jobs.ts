/**
 * The subscription jobs on the durable queue (modules/jobs): a scan every minute queues one job per
 * subscription that is due; each is retried with backoff when it fails (a processor down, the
 * database restarting) and re-checks its subscription before doing anything. The renewal job, which
 * charges through payments, is defined by the renewals module on the same names.
 */
import type { JobQueue, JobSpec } from '../jobs/index'
import type { SubscriptionsContext } from './context'
import { expireSubscription, remindSubscription, SUBSCRIPTION_JOBS, scanSubscriptions } from './lifecycle'

type ForSubscription = { subscriptionId: number }

function subscriptionIdOf(data: Partial<ForSubscription>): number {
  if (typeof data.subscriptionId !== 'number') throw new Error('job without a subscriptionId')
  return data.subscriptionId
}

/** A job about one subscription: what it does, and how long it may run before it counts as dead. */
type PerSubscription = {
  name: string
  run: (ctx: SubscriptionsContext, subscriptionId: number) => Promise<void>
  expireInSeconds: number
}

const PER_SUBSCRIPTION: PerSubscription[] = [
  {
    name: SUBSCRIPTION_JOBS.remind,
    run: async (ctx, id) => {
      await remindSubscription(ctx, id)
    },
    expireInSeconds: 120,
  },
  {
    name: SUBSCRIPTION_JOBS.expire,
    run: async (ctx, id) => {
      await expireSubscription(ctx, id)
    },
    expireInSeconds: 120,
  },
]

function subscriptionJobSpecs(ctx: SubscriptionsContext): JobSpec<Partial<ForSubscription>>[] {
  const scan: JobSpec<Partial<ForSubscription>> = {
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
  }
  return [
    scan,
    ...PER_SUBSCRIPTION.map(
      (job): JobSpec<Partial<ForSubscription>> => ({
        name: job.name,
        handler: (data) => job.run(ctx, subscriptionIdOf(data)),
        retryLimit: 5,
        retryDelaySeconds: 60,
        expireInSeconds: job.expireInSeconds,
        policy: 'stately',
      }),
    ),
  ]
}

export function defineSubscriptionJobs(jobs: JobQueue, ctx: SubscriptionsContext): void {
  for (const spec of subscriptionJobSpecs(ctx)) jobs.define(spec)
}
