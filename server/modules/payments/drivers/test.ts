/**
 * `test`: the sandbox processor's hosted payment page. The buyer pays on its page (card, device
 * check, 3-D Secure challenge for the challenge card) and comes back to our result page; the
 * signed callback finalises the payment. Saved test cards are charged directly (one-click).
 */
import type { Sandbox } from '../sandbox/service'
import { checkoutInput, outcomeOf, sandboxCardFacts, verifySandboxCallback } from './sandbox-card'
import type { PaymentDriver } from './types'

export function createTestDriver(sandbox: Sandbox): PaymentDriver {
  const notifyUrl = '/api/payments/callbacks/test'
  return {
    key: 'test',
    mode: 'sandbox',
    async start(ctx, request) {
      const checkout = await sandbox.createCheckout(
        ctx.db,
        checkoutInput('test', request, { returnUrl: request.resultPath, notifyUrl }),
        ctx.now,
      )
      return {
        redirect: { method: 'get', url: `/sandbox-processor/pay/${checkout.id}?lang=${request.payment.locale}` },
        processorReference: checkout.id,
        outcome: null,
      }
    },
    async chargeSavedCard(ctx, request) {
      const checkout = await sandbox.createCheckout(
        ctx.db,
        checkoutInput('test', request, { returnUrl: request.resultPath, notifyUrl }),
        ctx.now,
      )
      const result = await sandbox.authorize(ctx.db, { checkout, token: request.savedToken, saved: true }, ctx.now)
      const redirect =
        result.status === 'challenge'
          ? { method: 'get' as const, url: `/sandbox-processor/3ds/${checkout.id}?lang=${request.payment.locale}` }
          : { method: 'get' as const, url: request.resultPath }
      return { redirect, processorReference: checkout.id, outcome: outcomeOf(result) }
    },
    cardFacts: (ctx, token) => sandboxCardFacts(sandbox, ctx, token),
    verifyCallback: async (ctx, request) => verifySandboxCallback(sandbox, 'test', ctx, request),
    refund: async (ctx, payment) =>
      payment.transactionId ? sandbox.refund(ctx.db, payment.transactionId, ctx.now) : false,
  }
}
