/**
 * Exactly-once writes. A write's effect runs in one transaction that first
 * inserts its key: a concurrent request with the same key waits on the unique constraint until
 * the first commits, then finds the stored answer and repeats it. A failed effect rolls the key
 * back with it, so a retry runs the write again; only answers are stored, never errors. A staged
 * write (a payment asking its processor) commits its key before its answer; a duplicate then waits
 * for that answer instead (route.ts).
 */
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import { deleteKey, findKey, insertKey, type KeyClaim, type StoredKey, storeResult } from './repository'

/** A write's answer: the HTTP status and the body, stored as they are for replays. */
export type Outcome<T> = { status: number; body: T }

/**
 * Runs a write's effect in a transaction, at most once per idempotency key. Services receive it
 * and do their checks (existence, permissions) before calling it; a replay never reaches the effect.
 */
export type Once = {
  <T>(effect: (tx: Executor) => Promise<Outcome<T>>): Promise<Outcome<T>>
  /** The same write in two transactions, for one that must ask someone outside in between. */
  staged: () => Staged
}

/**
 * A write that asks an outside party (a payment processor) between recording its intent and knowing
 * its answer, with no transaction open while it asks: `record` commits its first effect with the key
 * claimed but unanswered (a duplicate waits for the answer, route.ts); `answer` runs the second
 * effect and stores the answer with the key, in one transaction; `release`, inside the transaction
 * that records a refusal, frees the key so a retry runs the write again (only answers are stored).
 */
export type Staged = {
  record: <R>(effect: (tx: Executor) => Promise<R>) => Promise<R>
  answer: <T>(effect: (tx: Executor) => Promise<Outcome<T>>) => Promise<Outcome<T>>
  release: (tx: Executor) => Promise<void>
}

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
  // A staged write's key is visible before its answer: the caller waits for it (route.ts).
  if (stored.statusCode === null) throw new AppError('idempotency_in_flight')
  return { status: stored.statusCode, body: stored.responseBody }
}

/** The earlier outcome of this key, if it has one (checked before any work, outside a transaction). */
export async function findOutcome(db: Db, claim: KeyClaim): Promise<Outcome<unknown> | undefined> {
  const stored = await findKey(db, claim)
  return stored ? storedOutcome(stored, claim) : undefined
}

/** Inserts the claim's key in `tx`; a key used before ends the write as a replay. */
async function claimKey(tx: Executor, claim: KeyClaim, now: Date): Promise<number> {
  const id = await insertKey(tx, claim, now)
  if (id !== undefined) return id
  const stored = await findKey(tx, claim)
  if (!stored) throw new AppError('idempotency_in_flight', { detail: 'key vanished' })
  throw new Replay(storedOutcome(stored, claim))
}

/** `once` for one keyed request. Everything inside the effect must use `tx`, never the pool. */
export function onceFor(deps: { db: Db; clock: Clock }, claim: KeyClaim): Once {
  const once = <T>(effect: (tx: Executor) => Promise<Outcome<T>>) =>
    deps.db.transaction(async (tx) => {
      const id = await claimKey(tx, claim, deps.clock())
      const outcome = await effect(tx)
      await storeResult(tx, id, outcome.status, outcome.body)
      return outcome
    })
  const staged = (): Staged => {
    let keyId: number | undefined
    const claimed = () => {
      if (keyId === undefined) throw new Error('a staged write answered before it was recorded')
      return keyId
    }
    return {
      record: (effect) =>
        deps.db.transaction(async (tx) => {
          keyId = await claimKey(tx, claim, deps.clock())
          return effect(tx)
        }),
      answer: (effect) =>
        deps.db.transaction(async (tx) => {
          const outcome = await effect(tx)
          await storeResult(tx, claimed(), outcome.status, outcome.body)
          return outcome
        }),
      release: (tx) => deleteKey(tx, claimed()),
    }
  }
  return Object.assign(once, { staged })
}

/** `once` without a key: the effect in a plain transaction (staged: in two). */
export function onceWithoutKey(db: Db): Once {
  const once = <T>(effect: (tx: Executor) => Promise<Outcome<T>>) => db.transaction(effect)
  const staged = (): Staged => ({
    record: (effect) => db.transaction(effect),
    answer: (effect) => db.transaction(effect),
    release: async () => {},
  })
  return Object.assign(once, { staged })
}
