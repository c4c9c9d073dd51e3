import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RegionConfig } from '../../lib/region'
import type { JobQueue } from '../jobs/index'
import type { Mailer } from '../mail/index'
import type { Drivers } from '../payments/index'

/** What the subscription services need: the database, time, payment drivers, mail and their keys. */
export type SubscriptionsContext = {
  db: Db
  clock: Clock
  drivers: Drivers
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
  /**
   * Fault injection for tests: called between a renewal's charge at the processor and its record
   * here; throwing from it stands for the process dying at that moment.
   */
  faults?: { afterCharge?: (paymentId: number) => void }
}

export function siteUrl(ctx: Pick<SubscriptionsContext, 'publicUrl'>, path: string): string {
  return `${ctx.publicUrl.replace(/\/+$/, '')}${path}`
}
