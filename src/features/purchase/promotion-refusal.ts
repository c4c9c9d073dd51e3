import type { PromotionalCode, PromotionRefusal } from '../../../contract/schemas/purchase'
import type { Acceptance } from './use-payment'

/** Paying without the promotion: the acceptance it needs, and why (the rule that refused it). */
export type Refusal = { acceptance: NonNullable<Acceptance>; reason: PromotionRefusal | null }

/** A promotion the purchase options already refused for this buyer: the 409 or 410 state from the start. */
export function refusalAhead(promo: PromotionalCode | null): Refusal | null {
  const reason = promo?.unavailable_reason ?? null
  if (!reason) return null
  return { acceptance: reason === 'trial_used' ? 'no_trial' : 'no_promo', reason }
}
