/**
 * `ryvyl_flexform`: RYVYL's hosted card widget (COPYandPAY style). POST payments answers a
 * `script` redirect: the app embeds the widget script (with its SRI integrity) into a form whose
 * action is our return URL; the widget sends the card to the processor and the buyer comes back
 * through /api/payments/return/ryvyl_flexform, where we ask the processor how the checkout ended
 * (the callback settles it too). Sandbox mode only.
 */

import type { Sandbox } from '../../payment-sandbox/index'
import { WIDGET_INTEGRITY } from '../../payment-sandbox/index'
import {
  chargeSavedSandboxCard,
  checkoutInput,
  checkoutOutcome,
  factsOf,
  sandboxCardFacts,
  verifySandboxCallback,
} from './sandbox-card'
import { answerData, type PaymentDriver } from './types'

export function createRyvylDriver(sandbox: Sandbox): PaymentDriver {
  return {
    key: 'ryvyl_flexform',
    mode: 'sandbox',
    async start(ctx, request) {
      const shopperResultUrl = `/api/payments/return/ryvyl_flexform?payment_id=${request.payment.id}`
      const checkout = await sandbox.createCheckout(
        ctx.db,
        checkoutInput('ryvyl', request, {
          returnUrl: shopperResultUrl,
          notifyUrl: '/api/payments/callbacks/ryvyl_flexform',
        }),
        ctx.now,
      )
      const url = `/sandbox-processor/ryvyl/v1/paymentWidgets.js?checkoutId=${checkout.id}`
      return {
        redirect: {
          method: 'script',
          url,
          params: {
            checkoutId: checkout.id,
            url,
            integrity: WIDGET_INTEGRITY,
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
    chargeSavedCard: (ctx, request) =>
      chargeSavedSandboxCard(sandbox, ctx, request, {
        flavour: 'ryvyl',
        notifyUrl: '/api/payments/callbacks/ryvyl_flexform',
      }),
    async verifyReturn(ctx, query) {
      const id = typeof query.id === 'string' ? query.id : ''
      const checkout = id ? await sandbox.findCheckout(ctx.db, id) : undefined
      if (checkout?.flavour !== 'ryvyl') return null
      const card = checkout.cardToken ? await sandbox.findCard(ctx.db, checkout.cardToken) : undefined
      const { status, answer } = checkoutOutcome(checkout)
      return {
        eventId: `return:${checkout.id}:${checkout.status}`,
        operationNumber: checkout.merchantReference,
        processorReference: checkout.id,
        status,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
        data: answerData(checkout.declineCode ?? answer.statusName, checkout.transactionId ?? '', answer.advice),
        card: card ? factsOf(card) : null,
        storeCard: checkout.extra?.store === true,
      }
    },
    cardFacts: (ctx, token) => sandboxCardFacts(sandbox, ctx, token),
    verifyCallback: async (ctx, request) => verifySandboxCallback(sandbox, 'ryvyl', ctx, request),
    refund: async (ctx, payment) =>
      payment.transactionId ? sandbox.refund(ctx.db, payment.transactionId, ctx.now) : false,
  }
}
