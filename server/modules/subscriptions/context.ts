import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RegionConfig } from '../../lib/region'
import type { JobQueue } from '../jobs/index'
import type { Mailer } from '../mail/index'

/** What the subscription services need: the database, time, mail and their keys. */
export type SubscriptionsContext = {
  db: Db
  clock: Clock
  mailer: Mailer
  jobs: JobQueue
  log: FastifyBaseLogger
  publicUrl: string
  /** Signs the one-click cancel links. */
  cancelKey: string
  /** Keys the unsubscribe codes' HMAC. */
  codeKey: string
  /** Derives guests' tokens (payment receipts). */
  guestKey: string
  /** Where a request comes from, and the regions where offers come without a countdown (decline-countdown.ts). */
  region: RegionConfig
  noCancelCountdownRegions: string[]
}

export function siteUrl(ctx: Pick<SubscriptionsContext, 'publicUrl'>, path: string): string {
  return `${ctx.publicUrl.replace(/\/+$/, '')}${path}`
}
