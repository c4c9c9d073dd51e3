/**
 * Failed-login throttling (AUTH_POLICY.lockout). Two counters per attempt: the account from this
 * address, and this address over every account. An account is never locked as such, so nobody can
 * lock its owner out: an address that fails too often is locked out of that account (or, for
 * credential stuffing, out of logging in at all), and from a network the owner signed in from
 * the lock becomes a captcha to solve. Unknown identifiers get counters too and lock the same way,
 * so a lock reveals nothing about which accounts exist. Keys are hashes: no identifier or address
 * is stored in clear.
 */
import { createHash } from 'node:crypto'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import { clearLoginAttempts, findLoginAttempts, recordLoginFailure } from './lockout-repository'
import { AUTH_POLICY } from './policy'

export type LoginGate = {
  /** The account (or unknown identifier) from this address. */
  accountKey: string
  /** This address, whatever the account. */
  addressKey: string
  /** The address is on a network the account's owner has signed in from. */
  isOwnNetwork: boolean
}

function hashKey(raw: string): string {
  return createHash('sha256').update(raw).digest('hex')
}

export function lockoutKey(target: { userId: number } | { identifier: string }, ip: string): string {
  const subject = 'userId' in target ? `user:${target.userId}` : `identifier:${target.identifier}`
  return hashKey(`${subject}|address:${ip}`)
}

export function addressKey(ip: string): string {
  return hashKey(`address:${ip}`)
}

export function noticeKey(userId: number): string {
  return hashKey(`notice:user:${userId}`)
}

/**
 * Throws 429 while the address may not try: locked out of logins, or out of this account from a
 * network that is not the owner's. Answers 'captcha' when, on the owner's network, the next try
 * needs a solved captcha; 'open' otherwise.
 */
export async function checkGate(db: Executor, gate: LoginGate, now: Date): Promise<'open' | 'captcha'> {
  const [address, account] = await Promise.all([
    findLoginAttempts(db, gate.addressKey),
    findLoginAttempts(db, gate.accountKey),
  ])
  if (isLocked(address?.lockedUntil, now)) throw lockedError(address?.lockedUntil as Date, now)
  if (!account || !isLocked(account.lockedUntil, now)) return 'open'
  if (!gate.isOwnNetwork || account.failures >= AUTH_POLICY.ownNetworkMaxFailures) {
    throw lockedError(account.lockedUntil as Date, now)
  }
  return 'captcha'
}

function isLocked(lockedUntil: Date | null | undefined, now: Date): boolean {
  return lockedUntil !== null && lockedUntil !== undefined && lockedUntil.getTime() > now.getTime()
}

/** Counts a failure on both counters; returns whether it just locked the address out of the account. */
export async function countFailure(db: Executor, gate: LoginGate, now: Date): Promise<boolean> {
  const [account] = await Promise.all([
    recordLoginFailure(db, gate.accountKey, AUTH_POLICY.lockout, now),
    recordLoginFailure(db, gate.addressKey, AUTH_POLICY.addressLockout, now),
  ])
  return account?.failures === AUTH_POLICY.lockout.maxFailures
}

/** A successful login clears the account's counter for this address (the address counter stays). */
export function clearFailures(db: Executor, accountKey: string): Promise<void> {
  return clearLoginAttempts(db, accountKey)
}

export function lockedError(lockedUntil: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000))
  return new AppError('rate_limited', { extra: { retry_after: retryAfter }, detail: 'login locked' })
}
