/**
 * `mercadopago_basic`: Mercado Pago Checkout Pro. We create a preference, the buyer pays on
 * Mercado Pago's page (init_point) and comes back to our result page. The webhook only names the
 * payment (data.id) and is signed (x-signature over id, request id and timestamp); we then ask
 * Mercado Pago for the payment (status, amount, currency, external_reference) before acting.
 * Sandbox mode only (a live adapter needs the merchant's access token).
 */
import { AppError } from '../../../lib/app-error'
import { isValidMercadoPagoSignature } from '../../../lib/processor-wire/mercadopago-signature'
import type { Sandbox } from '../../payment-sandbox/index'
import { checkoutOutcome, factsOf, safeJson, startHostedCheckout } from './sandbox-card'
import { answerData, header, type PaymentDriver } from './types'

export function createMercadoPagoDriver(sandbox: Sandbox): PaymentDriver {
  return {
    key: 'mercadopago_basic',
    mode: 'sandbox',
    start: (ctx, request) =>
      startHostedCheckout(sandbox, ctx, request, {
        flavour: 'mercadopago',
        notifyUrl: '/api/payments/callbacks/mercadopago_basic',
        page: (preference) => `/sandbox-processor/mercadopago/checkout/v1/redirect?pref_id=${preference.id}`,
      }),
    async verifyCallback(ctx, request) {
      const body = safeJson(request.rawBody) as { data?: { id?: unknown } } | undefined
      const dataId = String(request.query['data.id'] ?? body?.data?.id ?? '')
      const requestId = header(request, 'x-request-id')
      if (
        !dataId ||
        !isValidMercadoPagoSignature(
          { dataId, requestId, header: header(request, 'x-signature') },
          sandbox.secret('mercadopago'),
        )
      ) {
        throw new AppError('invalid_signature')
      }
      // The notification only names the payment: what it is worth comes from Mercado Pago itself.
      const found = await sandbox.findCheckoutByTransaction(ctx.db, dataId)
      if (!found) throw new AppError('callback_rejected', { detail: 'unknown Mercado Pago payment' })
      const card = found.cardToken ? await sandbox.findCard(ctx.db, found.cardToken) : undefined
      const { status, answer } = checkoutOutcome(found)
      return {
        eventId: `notification:${requestId}`,
        operationNumber: found.merchantReference,
        processorReference: found.id,
        status,
        amountMinor: found.amountMinor,
        currency: found.currency,
        data: answerData(found.status.toUpperCase(), dataId, answer.advice),
        card: card ? factsOf(card) : null,
      }
    },
    refund: async (ctx, payment) =>
      payment.transactionId ? sandbox.refund(ctx.db, payment.transactionId, ctx.now) : false,
  }
}
