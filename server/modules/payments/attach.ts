/**
 * A guest who paid finishes their registration (/finish?token=…&payment_id=…): their payments, what
 * those granted and the promotional codes they used move to the new user, in the registration's
 * transaction (the subscriptions module moves what they granted); cards they asked to keep are
 * saved for one-click (and for the renewals of what they bought).
 */
import { and, eq, isNull } from 'drizzle-orm'
import { payments } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import { moveRedemptionsToUser } from '../purchase/index'
import { linkCardToSubscription, moveGuestGrants } from '../subscriptions/index'
import { keepCard } from './finalize'
import { findPayment } from './repository'

/** The payment named by the finish link must be one of this unfinished registration's (422 otherwise). */
export async function checkGuestPayment(db: Executor, paymentId: number, unfinishedUserId: number): Promise<void> {
  const payment = await findPayment(db, paymentId)
  if (payment?.unfinishedUserId !== unfinishedUserId || payment.userId !== null) {
    throw new AppError('validation_failed', { issues: { payment_id: [{ message: 'invalid' }] } })
  }
}

export async function attachGuestPurchases(
  tx: Executor,
  values: { unfinishedUserId: number; userId: number; now: Date },
): Promise<void> {
  const moved = await tx
    .update(payments)
    .set({ userId: values.userId, updatedAt: values.now })
    .where(and(eq(payments.unfinishedUserId, values.unfinishedUserId), isNull(payments.userId)))
    .returning()
  await moveRedemptionsToUser(
    tx,
    moved.map((payment) => payment.id),
    values.userId,
  )
  await moveGuestGrants(tx, values)
  for (const payment of moved) {
    if (payment.status !== 'approved') continue
    const cardId = await keepCard(tx, payment, values.now)
    if (cardId !== null) await linkCardToSubscription(tx, payment.id, cardId)
  }
}
