/**
 * Account lockout: 5 failed logins within 15 minutes lock the account for 15 minutes. Unknown
 * identifiers get a counter too and lock the same way, so a lock reveals nothing about which
 * accounts exist. Keys are hashes: no identifier is stored in clear.
 */
import { createHash } from 'node:crypto'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import { clearLoginAttempts, findLoginAttempts, recordLoginFailure } from './lockout-repository'
import { AUTH_POLICY } from './policy'

export function lockoutKey(target: { userId: number } | { identifier: string }): string {
  const raw = 'userId' in target ? `user:${target.userId}` : `identifier:${target.identifier}`
  return createHash('sha256').update(raw).digest('hex')
}

/** Throws 429 while the key is locked, with the seconds left for the retry-after header. */
export async function assertNotLocked(db: Executor, key: string, now: Date): Promise<void> {
  const attempts = await findLoginAttempts(db, key)
  const lockedUntil = attempts?.lockedUntil
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
    throw lockedError(lockedUntil, now)
  }
}

/** Counts a failure; returns whether this failure locked the key. */
export async function countFailure(db: Executor, key: string, now: Date): Promise<boolean> {
  const row = await recordLoginFailure(db, key, AUTH_POLICY.lockout, now)
  return row?.failures === AUTH_POLICY.lockout.maxFailures
}

export function clearFailures(db: Executor, key: string): Promise<void> {
  return clearLoginAttempts(db, key)
}

export function lockedError(lockedUntil: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000))
  return new AppError('rate_limited', { extra: { retry_after: retryAfter }, detail: 'account locked' })
}
