/**
 * Processor callbacks and buyers' returns. Each verified event is claimed by
 * its processor event id first (a replay or a second delivery stops there), must name one of our
 * payments made with that driver, and must state the payment's own amount and currency before it
 * may settle it; then finalize.ts settles it once, in the same transaction as the fulfilment. A
 * refund or chargeback of an approved payment is checked the same way, then reversed (refunds.ts).
 * Rejections are kept (payment_callbacks) with their reason; the payment stays as it was.
 */
import type { DriverFrontKey } from '../../../contract/schemas/purchase'
import { AppError } from '../../lib/app-error'
import { findMethod } from '../purchase/index'
import type { CallbackEvent, CallbackRequest } from './drivers/types'
import { finalize } from './finalize'
import { applyRefund } from './refunds'
import {
  claimCallback,
  findPaymentByOperation,
  insertRejectedCallback,
  notePendingData,
  noteProcessorAnswer,
  type PaymentRow,
  recordCallbackOutcome,
} from './repository'
import type { PaymentsContext } from './service'

export type CallbackResult = {
  outcome: 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'rejected'
  paymentId: number | null
}

function driverOf(ctx: PaymentsContext, key: string) {
  const driver = ctx.drivers[key as DriverFrontKey]
  if (!driver) throw new AppError('not_found')
  return driver
}

/**
 * A server-to-server callback: verified by the driver (403 when forged), then applied. A callback
 * the driver refuses is kept with its reason too, like the ones refused once read.
 */
export async function handleCallback(
  ctx: PaymentsContext,
  key: string,
  request: CallbackRequest,
): Promise<CallbackResult> {
  const driver = driverOf(ctx, key)
  let event: CallbackEvent
  try {
    event = await driver.verifyCallback({ now: ctx.clock() }, request)
  } catch (error) {
    const reason = refusalReason(error)
    if (reason) {
      await insertRejectedCallback(ctx.db, { driver: key, reason, now: ctx.clock() })
      ctx.log.warn({ driver: key, reason }, 'payment callback rejected')
    }
    throw error
  }
  return applyEvent(ctx, key, event, 'callback')
}

/** Why a driver refused a callback, or undefined when it failed for another reason (a processor down). */
function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof AppError)) return undefined
  if (error.code === 'invalid_signature') {
    return error.message === error.code ? 'invalid signature' : `invalid signature: ${error.message}`
  }
  if (error.code === 'callback_rejected') return error.message
  return undefined
}

/** The buyer back from the processor: asks it how the payment went. Null when it cannot say. */
export async function handleReturn(
  ctx: PaymentsContext,
  key: string,
  query: Record<string, unknown>,
): Promise<CallbackResult | null> {
  const driver = driverOf(ctx, key)
  const event = driver.verifyReturn ? await driver.verifyReturn({ now: ctx.clock() }, query) : null
  return event ? applyEvent(ctx, key, event, 'return') : null
}

function matches(event: CallbackEvent, payment: PaymentRow): boolean {
  return event.amountMinor === payment.chargedMinor && event.currency === payment.currency
}

export async function applyEvent(
  ctx: PaymentsContext,
  key: string,
  event: CallbackEvent,
  source: 'callback' | 'return',
): Promise<CallbackResult> {
  const result = await ctx.db.transaction(async (tx): Promise<CallbackResult> => {
    const now = ctx.clock()
    const claim = await claimCallback(tx, { driver: key, eventId: event.eventId, now })
    if (claim === undefined) return { outcome: 'duplicate', paymentId: null }
    const payment = event.operationNumber ? await findPaymentByOperation(tx, event.operationNumber) : undefined
    const done = async (outcome: CallbackResult['outcome'], reason: string | null = null): Promise<CallbackResult> => {
      await recordCallbackOutcome(tx, claim, { paymentId: payment?.id ?? null, outcome, reason })
      return { outcome, paymentId: payment?.id ?? null }
    }
    if (!payment) return done('rejected', 'no payment with this reference')
    const method = payment.paymentMethodId === null ? undefined : await findMethod(tx, payment.paymentMethodId)
    if (method?.driverFrontKey !== key) return done('rejected', `payment was not made with ${key}`)
    await noteProcessorAnswer(tx, payment.id, { reference: event.processorReference, now })
    if (event.status === 'ignored') return done('ignored')
    if (event.status === 'pending') {
      // A crypto invoice's progress (what arrived so far) is kept for the result page to show.
      if (event.data.crypto && matches(event, payment)) await notePendingData(tx, payment.id, event.data, now)
      return done('unchanged', 'still pending at the processor')
    }
    if (!matches(event, payment)) {
      return done(
        'rejected',
        `amount or currency mismatch: ${event.amountMinor ?? '?'} ${event.currency ?? '?'} for ${payment.chargedMinor} ${payment.currency}`,
      )
    }
    if (event.status === 'refunded') {
      const refund = await applyRefund(tx, payment, now)
      return done(refund.outcome, refund.reason)
    }
    const settled = await finalize(
      tx,
      ctx,
      payment,
      {
        status: event.status,
        data: event.data,
        processorReference: event.processorReference,
        card: event.card,
        ...(event.storeCard ? { saveCard: true } : {}),
      },
      source,
      now,
    )
    return done(settled ? 'applied' : 'unchanged')
  })
  if (result.outcome === 'rejected')
    ctx.log.warn({ driver: key, event: event.eventId, paymentId: result.paymentId }, 'payment callback rejected')
  return result
}
