/**
 * `test`: the sandbox processor's hosted payment page. The buyer pays on its page (card, device
 * check, 3-D Secure challenge for the challenge card) and comes back to our result page; the
 * signed callback finalises the payment. Saved test cards are charged directly (one-click).
 */
import type { Sandbox } from '../../payment-sandbox/index'
import { chargeSavedSandboxCard, sandboxCardFacts, startHostedCheckout, verifySandboxCallback } from './sandbox-card'
import type { PaymentDriver } from './types'

export function createTestDriver(sandbox: Sandbox): PaymentDriver {
  const notifyUrl = '/api/payments/callbacks/test'
  return {
    key: 'test',
    mode: 'sandbox',
    start: (ctx, request) =>
      startHostedCheckout(sandbox, ctx, request, {
        flavour: 'test',
        notifyUrl,
        page: (checkout) => `/sandbox-processor/pay/${checkout.id}?lang=${request.payment.locale}`,
      }),
    chargeSavedCard: (ctx, request) => chargeSavedSandboxCard(sandbox, ctx, request, { flavour: 'test', notifyUrl }),
    cardFacts: (ctx, token) => sandboxCardFacts(sandbox, ctx, token),
    verifyCallback: async (ctx, request) => verifySandboxCallback(sandbox, 'test', ctx, request),
    refund: async (ctx, payment) =>
      payment.transactionId ? sandbox.refund(ctx.db, payment.transactionId, ctx.now) : false,
  }
}
