/**
 * The payments' job on the durable queue: every five minutes (once per slot across processes),
 * payments whose processor never answered are canceled as expired (expiry.ts).
 */
import { type JobQueue, scheduledJob } from '../jobs/index'
import { expireUnansweredPayments } from './expiry'
import type { PaymentsContext } from './service'

export const PAYMENT_JOBS = { expireUnanswered: 'payments.expire-unanswered' } as const

export function definePaymentJobs(jobs: JobQueue, ctx: PaymentsContext): void {
  jobs.define(
    scheduledJob({
      name: PAYMENT_JOBS.expireUnanswered,
      cron: '*/5 * * * *',
      handler: async () => {
        const canceled = await expireUnansweredPayments(ctx)
        if (canceled > 0) ctx.log.warn({ canceled }, 'payments never answered by their processor canceled as expired')
      },
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 600,
    }),
  )
}
