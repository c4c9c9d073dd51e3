/**
 * `test`: the sandbox processor's hosted payment page. The buyer pays on its page (card, device
 * check, 3-D Secure challenge for the challenge card) and comes back to our result page; the
 * signed callback finalises the payment. Saved test cards are charged directly (one-click).
 */
import { chargeSavedSandboxCard, hostedSandboxDriver, verifySandboxCallback } from './sandbox-card'
import type { SandboxClient } from './sandbox-client'
import { callbackPath, HOSTED_PAGE_CAPABILITIES, type PaymentDriver } from './types'

export function createTestDriver(client: SandboxClient): PaymentDriver {
  return {
    ...hostedSandboxDriver(client, 'test', (checkout, request) =>
      client.page(`/pay/${checkout.id}?lang=${request.payment.locale}`),
    ),
    // A hosted page that keeps cards and takes trials; a playground, where failing on purpose blocks nothing.
    capabilities: { ...HOSTED_PAGE_CAPABILITIES, storedCards: 'kept', freeTrials: true, blocksAfterFailures: false },
    chargeSavedCard: (_ctx, request) => chargeSavedSandboxCard(client, request, { notifyPath: callbackPath('test') }),
    cardFacts: (_ctx, token) => client.card(token),
    verifyCallback: async (ctx, request) => verifySandboxCallback(client, ctx, request),
    refund: async (_ctx, payment) => (payment.transactionId ? client.refund(payment.transactionId) : false),
  }
}
