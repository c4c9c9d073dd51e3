/**
 * Exactly-once writes. A write's effect runs in one transaction that first
 * inserts its key: a concurrent request with the same key waits on the unique constraint until
 * the first commits, then finds the stored answer and repeats it. A failed effect rolls the key
 * back with it, so a retry runs the write again; only answers are stored, never errors.
 */
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import { findKey, insertKey, type KeyClaim, type StoredKey, storeResult } from './repository'

/** A write's answer: the HTTP status and the body, stored as they are for replays. */
export type Outcome<T> = { status: number; body: T }

/**
 * Runs a write's effect in a transaction, at most once per idempotency key. Services receive it
 * and do their checks (existence, permissions) before calling it; a replay never reaches the effect.
 */
export type Once = <T>(effect: (tx: Executor) => Promise<Outcome<T>>) => Promise<Outcome<T>>

/** Thrown by `once` when the key was used before; the route answers with the stored outcome. */
export class Replay extends Error {
  readonly outcome: Outcome<unknown>

  constructor(outcome: Outcome<unknown>) {
    super('idempotent replay')
    this.name = 'Replay'
    this.outcome = outcome
  }
}

/** The stored outcome of a key, 422 when it was used for another request. */
export function storedOutcome(stored: StoredKey, claim: KeyClaim): Outcome<unknown> {
  if (stored.scope !== claim.scope || stored.requestHash !== claim.requestHash) {
    throw new AppError('idempotency_mismatch', { detail: `key reused on ${claim.scope}` })
  }
  // Answers are stored in the transaction that creates the row, so a visible row has one.
  if (stored.statusCode === null) throw new AppError('idempotency_in_flight')
  return { status: stored.statusCode, body: stored.responseBody }
}

/** The earlier outcome of this key, if it has one (checked before any work, outside a transaction). */
export async function findOutcome(db: Db, claim: KeyClaim): Promise<Outcome<unknown> | undefined> {
  const stored = await findKey(db, claim)
  return stored ? storedOutcome(stored, claim) : undefined
}

/** `once` for one keyed request. Everything inside the effect must use `tx`, never the pool. */
export function onceFor(deps: { db: Db; clock: Clock }, claim: KeyClaim): Once {
  return <T>(effect: (tx: Executor) => Promise<Outcome<T>>) =>
    deps.db.transaction(async (tx) => {
      const id = await insertKey(tx, claim, deps.clock())
      if (id === undefined) {
        const stored = await findKey(tx, claim)
        if (!stored) throw new AppError('idempotency_in_flight', { detail: 'key vanished' })
        throw new Replay(storedOutcome(stored, claim))
      }
      const outcome = await effect(tx)
      await storeResult(tx, id, outcome.status, outcome.body)
      return outcome
    })
}

/** `once` without a key: the effect in a plain transaction. */
export function onceWithoutKey(db: Db): Once {
  return (effect) => db.transaction(effect)
}
