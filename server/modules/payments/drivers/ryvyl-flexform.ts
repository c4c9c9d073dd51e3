/**
 * `ryvyl_flexform`: RYVYL's hosted card widget (COPYandPAY style). POST payments answers a
 * `script` redirect: the app embeds the widget script (with its SRI integrity) into a form whose
 * action is our return URL; the widget sends the card to the processor and the buyer comes back
 * through /api/payments/return/ryvyl_flexform, where we ask the processor how the checkout ended
 * (the callback settles it too). Sandbox mode only.
 */
import { chargeSavedSandboxCard, checkoutOutcome, verifySandboxCallback } from './sandbox-card'
import { factsOf, type SandboxClient } from './sandbox-client'
import { answerData, callbackPath, type PaymentDriver } from './types'

export function createRyvylDriver(client: SandboxClient): PaymentDriver {
  const notifyPath = callbackPath('ryvyl_flexform')
  return {
    key: 'ryvyl_flexform',
    mode: 'sandbox',
    // The widget's own brand priority; it asks the buyer whether to store the card.
    capabilities: {
      cardForm: 'widget',
      brands: ['VISA', 'AMEX', 'MASTER'],
      storedCards: 'processor_asks',
      deviceData: false,
      freeTrials: false,
      blocksAfterFailures: true,
      legacyAddon: true,
      legacyBundle: true,
      taxId: false,
    },
    async start(_ctx, request) {
      const shopperResultUrl = `/api/payments/return/ryvyl_flexform?payment_id=${request.payment.id}`
      const checkout = await client.createCheckout(request, { returnUrl: shopperResultUrl, notifyPath })
      const url = client.page(`/ryvyl/v1/paymentWidgets.js?checkoutId=${checkout.id}`)
      return {
        redirect: {
          method: 'script',
          url,
          params: {
            checkoutId: checkout.id,
            url,
            integrity: checkout.integrity ?? '',
            shopperResultUrl,
            brands: 'VISA AMEX MASTER',
            locale: 'es',
          },
        },
        processorReference: checkout.id,
        outcome: null,
      }
    },
    /** A card stored through the widget ("store payment details") is charged server to server. */
    chargeSavedCard: (_ctx, request) => chargeSavedSandboxCard(client, request, { notifyPath }),
    async verifyReturn(_ctx, query) {
      const id = typeof query.id === 'string' ? query.id : ''
      const checkout = id ? await client.checkout(id) : null
      if (!checkout) return null
      const { status, answer } = checkoutOutcome(checkout)
      return {
        eventId: `return:${checkout.id}:${checkout.status}`,
        operationNumber: checkout.reference,
        processorReference: checkout.id,
        status,
        amountMinor: checkout.amount_minor,
        currency: checkout.currency,
        data: answerData(checkout.decline_code ?? answer.statusName, checkout.transaction_id ?? '', answer.advice),
        card: checkout.card ? factsOf(checkout.card) : null,
        storeCard: checkout.store,
      }
    },
    cardFacts: (_ctx, token) => client.card(token),
    verifyCallback: async (ctx, request) => verifySandboxCallback(client, ctx, request),
    refund: async (_ctx, payment) => (payment.transactionId ? client.refund(payment.transactionId) : false),
  }
}
