/**
 * A promotional code is used as promised, once. Its limits: every code once per
 * buyer (account, or a guest's e-mail), a free trial once per person whatever the code (account,
 * e-mail, card or connection), `first_payment_only` codes only before any approved payment, and
 * `max_redemptions` uses in all.
 *
 * The purchase options and the payment form check them ahead (`promotionRefusal`), so the buyer
 * learns before paying; the transaction that creates the payment checks them again and records the
 * use (`redeemPromotion`), under a lock on the buyer, so that no race of payments uses a code twice.
 * A trial refusal is the spec's 409 (pay without trial and promotion), any other a 410 (pay without
 * the promotion). A payment that fails or is canceled gives its use back (finalize.ts, `releaseRedemption`).
 */
import type { BuyerPromotionRefusal, PromotionRefusal } from '../../../contract/schemas/purchase'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import {
  countRedemption,
  countTrialsOf,
  findPromoById,
  hasPaidBefore,
  hasRedeemed,
  insertRedemption,
  lockPromotionBuyer,
  type PromoRow,
  type PromotionBuyer,
} from './repository'

export type { PromotionBuyer }

/** The address a trial is counted against; loopback (local runs and tests) never counts. */
export function trialAddress(ip: string): string | null {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1' ? null : ip
}

/** Why this buyer cannot have this promotion, or null when they can. */
export async function promotionRefusal(
  db: Executor,
  promo: PromoRow,
  buyer: PromotionBuyer,
  exceptPaymentId: number | null = null,
): Promise<BuyerPromotionRefusal | null> {
  if (promo.type === 'free_trial') {
    const trialTaken = (await countTrialsOf(db, buyer, exceptPaymentId)) > 0 || (await hasRedeemed(db, promo.id, buyer))
    if (trialTaken) return 'trial_used'
  } else if (await hasRedeemed(db, promo.id, buyer)) {
    return 'already_used'
  }
  if (promo.firstPaymentOnly && (await hasPaidBefore(db, buyer))) return 'first_payment_only'
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) return 'used_up'
  return null
}

/** The answer that asks the buyer to pay without the trial (409) or without the promotion (410). */
export function promotionRefused(reason: PromotionRefusal, planId: number): AppError {
  return new AppError(reason === 'trial_used' ? 'trial_not_available' : 'promotion_not_available', {
    detail: `promotion refused: ${reason}`,
    extra: { plan_id: planId, reason },
  })
}

/**
 * Uses the code for this payment, in the transaction that creates it (and, for a pre-paid code or a
 * card answered at once, grants it): checks every limit again under the buyer's lock, counts the use
 * only while uses are left and records it. Throws the 409 or 410 when a limit refuses it.
 */
export async function redeemPromotion(
  tx: Executor,
  input: { promo: PromoRow; buyer: PromotionBuyer & { email: string }; paymentId: number; planId: number; now: Date },
): Promise<void> {
  await lockPromotionBuyer(tx, input.buyer)
  const promo = (await findPromoById(tx, input.promo.id)) ?? input.promo
  const refusal = await promotionRefusal(tx, promo, input.buyer, input.paymentId)
  if (refusal) throw promotionRefused(refusal, input.planId)
  if (!(await countRedemption(tx, promo.id))) throw promotionRefused('used_up', input.planId)
  const recorded = await insertRedemption(tx, {
    promotionalCodeId: promo.id,
    paymentId: input.paymentId,
    userId: input.buyer.userId,
    email: input.buyer.email,
    now: input.now,
  })
  if (!recorded) throw promotionRefused(promo.type === 'free_trial' ? 'trial_used' : 'already_used', input.planId)
}
