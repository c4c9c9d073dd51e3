/**
 * `astropay`: AstroPay Checkout deposits. We start a deposit, the buyer completes it on AstroPay's
 * page; the callback (Signature: HMAC-SHA256 of the body) says the deposit's status, and we read
 * the deposit back from AstroPay for its amount and currency. Sandbox mode only.
 */
import * as v from 'valibot'
import { AppError } from '../../../lib/app-error'
import { isValidAstropaySignature } from '../../../lib/processor-wire/astropay-signature'
import { ANSWERS } from '../../../lib/processor-wire/sandbox-test-cards'
import { hostedSandboxDriver, safeJson } from './sandbox-card'
import type { SandboxClient } from './sandbox-client'
import { answerData, type CallbackStatus, header, type PaymentDriver } from './types'

const CallbackSchema = v.object({
  deposit_external_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  merchant_deposit_id: v.string(),
  status: v.picklist(['APPROVED', 'PENDING', 'CANCELLED']),
})

/** CANCELLED: the deposit was not completed (the buyer left AstroPay's page, or it timed out): not a decline. */
const STATUS: Record<string, CallbackStatus> = { APPROVED: 'approved', PENDING: 'pending', CANCELLED: 'canceled' }
const ANSWER = { approved: ANSWERS.approved, pending: ANSWERS.pending, canceled: ANSWERS.canceled } as const

export function createAstropayDriver(client: SandboxClient): PaymentDriver {
  return {
    ...hostedSandboxDriver(client, 'astropay', (deposit, request) =>
      client.page(`/astropay/deposit/${deposit.id}?lang=${request.payment.locale}`),
    ),
    async verifyCallback(_ctx, request) {
      if (!isValidAstropaySignature(request.rawBody, header(request, 'signature'), client.secret)) {
        throw new AppError('invalid_signature')
      }
      const parsed = v.safeParse(CallbackSchema, safeJson(request.rawBody))
      if (!parsed.success) throw new AppError('callback_rejected', { detail: 'AstroPay callback of an unknown shape' })
      const { deposit_external_id: depositId, status } = parsed.output
      // The callback carries no amount: the deposit's status call does.
      const deposit = await client.transaction(depositId)
      if (!deposit) throw new AppError('callback_rejected', { detail: 'unknown AstroPay deposit' })
      const outcome = STATUS[status] ?? 'pending'
      const answer = ANSWER[outcome as keyof typeof ANSWER] ?? ANSWERS.pending
      return {
        eventId: `${depositId}:${status}`,
        operationNumber: parsed.output.merchant_deposit_id,
        processorReference: deposit.id,
        status: outcome,
        amountMinor: deposit.amount_minor,
        currency: deposit.currency,
        data: answerData(status, depositId, answer.advice),
        card: null,
      }
    },
    refund: async (_ctx, payment) => (payment.transactionId ? client.refund(payment.transactionId) : false),
  }
}
