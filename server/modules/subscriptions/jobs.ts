/**
 * The subscription jobs on the durable queue (modules/jobs): a scan every minute queues one job per
 * subscription that is due; each is retried with backoff when it fails (a processor down, the
 * database restarting) and re-checks its subscription before doing anything. The renewal job, which
 * charges through payments, is defined by the renewals module on the same names.
 */
import * as v from 'valibot'
import { type JobQueue, scheduledJob } from '../jobs/index'
import type { SubscriptionsContext } from './context'
import { expireSubscription, remindSubscription, SUBSCRIPTION_JOBS, scanSubscriptions } from './lifecycle'

/** The payload of a job about one subscription (reminder, renewal, end). */
export const ForSubscriptionSchema = v.object({ subscriptionId: v.pipe(v.number(), v.integer()) })

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

export function defineSubscriptionJobs(jobs: JobQueue, ctx: SubscriptionsContext): void {
  jobs.define(
    scheduledJob({
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
    }),
  )
  for (const job of PER_SUBSCRIPTION) {
    jobs.define({
      name: job.name,
      payload: ForSubscriptionSchema,
      handler: (data) => job.run(ctx, data.subscriptionId),
      retryLimit: 5,
      retryDelaySeconds: 60,
      expireInSeconds: job.expireInSeconds,
      policy: 'stately',
    })
  }
}
