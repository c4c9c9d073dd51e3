import { isLocale, type Locale } from '../../../contract/languages'
import { AppError } from '../../lib/app-error'
import type { UserRow } from '../users/index'
import type { AuditLog } from './audit'

/** Banned and disabled accounts cannot start sessions (403 with their own codes). */
export function assertCanSignIn(user: UserRow): void {
  if (user.bannedAt) throw new AppError('banned')
  if (user.disabledAt) throw new AppError('account_disabled')
}

/**
 * What a sign-in with proven credentials (a password, a passkey) must still pass: 403 for banned
 * and disabled accounts, 423 while the account's e-mail is unverified. Refusals are logged.
 */
export function admitSignIn(user: UserRow, audit: AuditLog): void {
  try {
    assertCanSignIn(user)
  } catch (error) {
    audit('auth.login_blocked', { userId: user.id })
    throw error
  }
  // Accounts made through a social provider may have no e-mail at all: nothing to verify there.
  if (user.email && !user.emailVerifiedAt) {
    audit('auth.login_unverified', { userId: user.id })
    throw new AppError('email_unverified')
  }
}

/** Mail goes out in the user's own language when known, else the language of the request. */
export function mailLocale(user: UserRow, requestLocale: Locale): Locale {
  return isLocale(user.lastLangCode) ? user.lastLangCode : requestLocale
}

export function invalidTokenError(field: string, detail: string): AppError {
  return new AppError('validation_failed', { issues: { [field]: [{ message: 'invalid' }] }, detail })
}
