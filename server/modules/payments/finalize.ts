/**
 * Settles a payment once and grants what it bought in the same transaction: the conditional
 * update (`where status = 'pending'`) decides which of several callbacks, returns or retries
 * wins; the others change nothing. Every transition goes to the audit trail. A failure bans the
 * buyer's saved copies of the card and gives back the use of its promotional code; an approval
 * keeps the card for one-click when asked, and queues the receipt (and a guest's finish link).
 */
import type { Executor } from '../../lib/executor'
import { findMethod, releaseRedemption } from '../purchase/index'
import { linkCardToSubscription } from '../subscriptions/index'
import { answerData, type PaymentOutcome } from './drivers/types'
import { fulfil } from './fulfilment'
import { queuePaymentMails, type ReceiptDeps } from './receipts'
import { banCards, insertPaymentEvent, type PaymentRow, saveCard, settlePayment, touchSavedCard } from './repository'

export type Settlement = PaymentOutcome & { saveCard?: boolean }

/**
 * An outcome decided here, with no word from a processor: a pre-paid code, or a payment refused,
 * canceled or expired before anything was charged. `statusName` and `advice` are what the buyer's
 * payment screen shows.
 */
export function outcomeWithoutProcessor(
  payment: Pick<PaymentRow, 'operationNumber'>,
  status: PaymentOutcome['status'],
  statusName: string,
  advice: string,
): PaymentOutcome {
  return { status, data: answerData(statusName, payment.operationNumber, advice), processorReference: null, card: null }
}

/** The payment as settled now, or null when it was already final. */
export async function finalize(
  tx: Executor,
  mail: ReceiptDeps,
  payment: PaymentRow,
  settlement: Settlement,
  source: string,
  now: Date,
): Promise<PaymentRow | null> {
  const settled = await settlePayment(tx, payment.id, {
    status: settlement.status,
    data: settlement.data,
    processorReference: settlement.processorReference,
    card: settlement.card,
    ...(settlement.saveCard ? { saveCard: true } : {}),
    now,
  })
  if (!settled) return null
  await insertPaymentEvent(tx, {
    paymentId: settled.id,
    fromStatus: 'pending',
    toStatus: settled.status,
    source,
    detail: { TRANS_STATUS_NAME: settlement.data.TRANS_STATUS_NAME, TRANS_ID: settlement.data.TRANS_ID },
    createdAt: now,
  })
  if (settled.status === 'approved') {
    await fulfil(tx, settled, now)
    const cardId = await keepCard(tx, settled, now)
    // Renewals charge the card the subscription was bought with.
    if (cardId !== null) await linkCardToSubscription(tx, settled.id, cardId)
    await queuePaymentMails(tx, mail, settled)
    return settled
  }
  if (settled.promotionalCodeId !== null) await releaseRedemption(tx, settled.id)
  if (settled.status === 'failed' && settled.userId !== null) {
    await banCards(tx, {
      userId: settled.userId,
      savedCardId: settled.savedCardId,
      fingerprint: settled.cardFingerprint,
      failure: settlement.data,
      now,
    })
  }
  return settled
}

/**
 * After an approval: the saved card used is touched; a new card is kept when the buyer asked.
 * Returns the saved card's id (null when no card is kept).
 */
export async function keepCard(tx: Executor, payment: PaymentRow, now: Date): Promise<number | null> {
  if (payment.savedCardId !== null) {
    await touchSavedCard(tx, payment.savedCardId, now)
    return payment.savedCardId
  }
  if (payment.userId === null || !payment.saveCard || !payment.cardToken || !payment.cardFingerprint) return null
  if (payment.paymentMethodId === null || !(await findMethod(tx, payment.paymentMethodId))?.supportsOneClick) {
    return null
  }
  return saveCard(tx, {
    userId: payment.userId,
    paymentMethodId: payment.paymentMethodId,
    token: payment.cardToken,
    brand: payment.cardBrand ?? 'OTHER',
    last4: payment.cardLast4 ?? '',
    fingerprint: payment.cardFingerprint,
    now,
  })
}
