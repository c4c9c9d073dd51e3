/**
 * Payments whose processor never answered. A payment is committed pending before its processor is
 * asked (service.ts); if the process stops in between, no processor knows of it, so no callback will
 * ever settle it. Once PURCHASE.unansweredPaymentExpiryMinutes have passed with no answer (neither
 * to starting it nor a callback naming it), it is canceled as expired through finalize.ts, like any
 * other settlement: conditionally, with its audit entry and its promotion's use given back, nothing
 * charged and nothing granted, so the buyer's payments list and the ledger agree. Renewal payments
 * are left to their own job, which asks the processor again.
 */
import { PURCHASE } from '../../../contract/limits'
import { finalize, outcomeWithoutProcessor } from './finalize'
import { findUnansweredPayments, lockUnansweredPayment } from './repository'
import type { PaymentsContext } from './service'

const PAGE = 100
const NEVER_REACHED = 'The payment processor was never reached; nothing was charged.'

/** Cancels every payment left unanswered past the deadline; how many it canceled. */
export async function expireUnansweredPayments(ctx: PaymentsContext): Promise<number> {
  const now = ctx.clock()
  const before = new Date(now.getTime() - PURCHASE.unansweredPaymentExpiryMinutes * 60_000)
  let canceled = 0
  let afterId = 0
  for (;;) {
    const ids = await findUnansweredPayments(ctx.db, { before, afterId, limit: PAGE })
    for (const id of ids) {
      afterId = id
      // Each in its own transaction; one locked by a late answer or callback is theirs to settle.
      const settled = await ctx.db.transaction(async (tx) => {
        const payment = await lockUnansweredPayment(tx, id)
        if (!payment) return null
        const expired = outcomeWithoutProcessor(payment, 'canceled', 'EXPIRED', NEVER_REACHED)
        return finalize(tx, ctx, payment, expired, 'expiry', now)
      })
      if (settled) canceled += 1
    }
    if (ids.length < PAGE) return canceled
  }
}
