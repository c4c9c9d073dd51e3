/**
 * The server messages a 413 carries (the app shows them as they are), from the server's catalog.
 * The error body's `message` is replaced by the one that says why.
 */
import type { Locale } from '../../../contract/languages'
import { AppError } from '../../lib/app-error'
import { serverText } from '../../lib/i18n'

const REASONS = {
  own_plan: /*i18n*/ { id: 'This is your own plan: creators cannot subscribe to themselves.' },
  processor_unavailable: /*i18n*/ { id: 'This payment method is not available right now. Please choose another one.' },
}

export type PaymentRefusal = keyof typeof REASONS

export function paymentRefused(reason: PaymentRefusal, locale: Locale, planId: number | null): AppError {
  return new AppError('payment_not_possible', {
    detail: reason,
    extra: { message: serverText(locale)(REASONS[reason]), redirect: 'home', plan_id: planId },
  })
}

/** A driver's own 413 (e.g. the processor did not answer) gets the localised message too. */
export function localisedRefusal(error: unknown, locale: Locale, planId: number): unknown {
  if (error instanceof AppError && error.code === 'payment_not_possible' && !error.extra?.message) {
    return new AppError('payment_not_possible', {
      detail: error.message,
      cause: error,
      extra: { message: serverText(locale)(REASONS.processor_unavailable), redirect: 'home', plan_id: planId },
    })
  }
  return error
}
