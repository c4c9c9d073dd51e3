/**
 * The wallet's daily job (cron 03:30 UTC): purchased tokens unused for `months` expire to the
 * platform (reversals.ts). Each wallet moves in its own transaction under an idempotency key per
 * wallet and day, so a run that dies half-way and runs again expires nothing twice.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { type JobQueue, scheduledJob } from '../jobs/index'
import { walletsWithExpiringTokens } from './repository'
import { expireWalletTokens, expiryCutoff } from './reversals'

export const TOKEN_EXPIRY_JOB = 'wallet.expire-tokens'

const PAGE = 200

export type ExpiryDeps = { db: Db; clock: Clock; months: number }

/** Expires every wallet's due tokens; how many wallets and tokens moved. */
export async function expireUnusedTokens(deps: ExpiryDeps): Promise<{ wallets: number; tokens: number }> {
  const now = deps.clock()
  const cutoff = expiryCutoff(now, deps.months)
  let wallets = 0
  let tokens = 0
  let afterId = 0
  for (;;) {
    const due = await walletsWithExpiringTokens(deps.db, cutoff, afterId, PAGE)
    for (const wallet of due) {
      afterId = wallet.id
      const moved = await deps.db.transaction((tx) => expireWalletTokens(tx, wallet, { now, months: deps.months }))
      if (moved > 0) {
        wallets += 1
        tokens += moved
      }
    }
    if (due.length < PAGE) return { wallets, tokens }
  }
}

export function defineWalletJobs(jobs: JobQueue, deps: ExpiryDeps & { log: FastifyBaseLogger }): void {
  jobs.define(
    scheduledJob({
      name: TOKEN_EXPIRY_JOB,
      cron: '30 3 * * *',
      handler: async () => {
        const expired = await expireUnusedTokens(deps)
        if (expired.wallets > 0) deps.log.info(expired, 'unused tokens expired')
      },
      retryLimit: 5,
      retryDelaySeconds: 300,
      expireInSeconds: 3600,
    }),
  )
}
