import { IDEMPOTENCY_RETENTION_DAYS } from '../../../contract/schemas/idempotency'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { deleteKeysBefore } from './repository'

const DAY_MS = 24 * 3600 * 1000
const FIRST_SWEEP_MS = 60_000
const SWEEP_EVERY_MS = 6 * 3600 * 1000

/**
 * Deletes keys older than the retention (8 days, longer than any client queue keeps a request),
 * a minute after start and then every six hours. Returns a stop function that waits for a sweep
 * under way, so the pool is never used after it closes.
 */
export function startKeySweeper(deps: {
  db: Db
  clock: Clock
  log: (removed: number) => void
  onError: (error: unknown) => void
}): () => Promise<void> {
  let running: Promise<void> = Promise.resolve()
  const sweep = () => {
    const before = new Date(deps.clock().getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS)
    running = deleteKeysBefore(deps.db, before).then(
      (removed) => (removed > 0 ? deps.log(removed) : undefined),
      deps.onError,
    )
  }
  let interval: NodeJS.Timeout | undefined
  const first = setTimeout(() => {
    sweep()
    interval = setInterval(sweep, SWEEP_EVERY_MS).unref()
  }, FIRST_SWEEP_MS).unref()
  return async () => {
    clearTimeout(first)
    if (interval) clearInterval(interval)
    await running
  }
}
