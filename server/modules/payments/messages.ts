/**
 * The server messages a 413 carries (the app shows them as they are), in the four languages.
 * The error body's `message` is replaced by the one that says why.
 */
import type { Locale } from '../../../contract/languages'
import { AppError } from '../../lib/app-error'

const REASONS = {
  own_plan: {
    en: 'This is your own plan: creators cannot subscribe to themselves.',
    es: 'Este es tu propio plan: los creadores no pueden suscribirse a sí mismos.',
    pt: 'Este é o seu próprio plano: criadores não podem assinar a si mesmos.',
    tr: 'Bu sizin kendi planınız: içerik üreticileri kendilerine abone olamaz.',
  },
  processor_unavailable: {
    en: 'This payment method is not available right now. Please choose another one.',
    es: 'Este método de pago no está disponible en este momento. Elige otro.',
    pt: 'Este método de pagamento não está disponível agora. Escolha outro.',
    tr: 'Bu ödeme yöntemi şu anda kullanılamıyor. Lütfen başka bir yöntem seçin.',
  },
} satisfies Record<string, Record<Locale, string>>

export type PaymentRefusal = keyof typeof REASONS

export function paymentRefused(reason: PaymentRefusal, locale: Locale, planId: number | null): AppError {
  return new AppError('payment_not_possible', {
    detail: reason,
    extra: { message: REASONS[reason][locale], redirect: 'home', plan_id: planId },
  })
}

/** A driver's own 413 (e.g. the processor did not answer) gets the localised message too. */
export function localisedRefusal(error: unknown, locale: Locale, planId: number): unknown {
  if (error instanceof AppError && error.code === 'payment_not_possible' && !error.extra?.message) {
    return new AppError('payment_not_possible', {
      detail: error.message,
      cause: error,
      extra: { message: REASONS.processor_unavailable[locale], redirect: 'home', plan_id: planId },
    })
  }
  return error
}
