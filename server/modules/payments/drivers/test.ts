/**
 * `test`: the sandbox processor's hosted payment page. The buyer pays on its page (card, device
 * check, 3-D Secure challenge for the challenge card) and comes back to our result page; the
 * signed callback finalises the payment. Saved test cards are charged directly (one-click).
 */
import { chargeSavedSandboxCard, startHostedCheckout, verifySandboxCallback } from './sandbox-card'
import type { SandboxClient } from './sandbox-client'
import { type PaymentDriver, USUAL_BRANDS } from './types'

export function createTestDriver(client: SandboxClient): PaymentDriver {
  const notifyPath = '/api/payments/callbacks/test'
  return {
    key: 'test',
    mode: 'sandbox',
    capabilities: {
      cardForm: 'hosted',
      brands: USUAL_BRANDS,
      storedCards: 'kept',
      deviceData: false,
      freeTrials: true,
      blocksAfterFailures: false,
    },
    start: (_ctx, request) =>
      startHostedCheckout(client, request, {
        notifyPath,
        page: (checkout) => client.page(`/pay/${checkout.id}?lang=${request.payment.locale}`),
      }),
    chargeSavedCard: (_ctx, request) => chargeSavedSandboxCard(client, request, { notifyPath }),
    cardFacts: (_ctx, token) => client.card(token),
    verifyCallback: async (ctx, request) => verifySandboxCallback(client, ctx, request),
    refund: async (_ctx, payment) => (payment.transactionId ? client.refund(payment.transactionId) : false),
  }
}
