import { isLocale, type Locale } from '../../../contract/languages'
import { AppError } from '../../lib/app-error'
import type { UserRow } from '../users/repository'

/** Banned and disabled accounts cannot start sessions (403 with their own codes, 001 §6). */
export function assertCanSignIn(user: UserRow): void {
  if (user.bannedAt) throw new AppError('banned')
  if (user.disabledAt) throw new AppError('account_disabled')
}

/** Mail goes out in the user's own language when known, else the language of the request. */
export function mailLocale(user: UserRow, requestLocale: Locale): Locale {
  return isLocale(user.lastLangCode) ? user.lastLangCode : requestLocale
}

export function invalidTokenError(field: string, detail: string): AppError {
  return new AppError('validation_failed', { issues: { [field]: [{ message: 'invalid' }] }, detail })
}
