/**
 * `mercadopago_basic`: Mercado Pago Checkout Pro. We create a preference, the buyer pays on
 * Mercado Pago's page (init_point) and comes back to our result page. The webhook only names the
 * payment (data.id) and is signed (x-signature over id, request id and timestamp); we then ask
 * Mercado Pago for the payment (status, amount, currency, external_reference) before acting.
 * Sandbox mode only (a live adapter needs the merchant's access token).
 */
import { AppError } from '../../../lib/app-error'
import { isValidMercadoPagoSignature } from '../../../lib/processor-wire/mercadopago-signature'
import { checkoutOutcome, hostedSandboxDriver, safeJson } from './sandbox-card'
import { factsOf, type SandboxClient } from './sandbox-client'
import { answerData, header, type PaymentDriver } from './types'

export function createMercadoPagoDriver(client: SandboxClient): PaymentDriver {
  return {
    ...hostedSandboxDriver(client, 'mercadopago_basic', (preference) =>
      client.page(`/mercadopago/checkout/v1/redirect?pref_id=${preference.id}`),
    ),
    async verifyCallback(_ctx, request) {
      const body = safeJson(request.rawBody) as { data?: { id?: unknown } } | undefined
      const dataId = String(request.query['data.id'] ?? body?.data?.id ?? '')
      const requestId = header(request, 'x-request-id')
      if (
        !dataId ||
        !isValidMercadoPagoSignature({ dataId, requestId, header: header(request, 'x-signature') }, client.secret)
      ) {
        throw new AppError('invalid_signature')
      }
      // The notification only names the payment: what it is worth comes from Mercado Pago itself.
      const found = await client.transaction(dataId)
      if (!found) throw new AppError('callback_rejected', { detail: 'unknown Mercado Pago payment' })
      const { status, answer } = checkoutOutcome(found)
      return {
        eventId: `notification:${requestId}`,
        operationNumber: found.reference,
        processorReference: found.id,
        status,
        amountMinor: found.amount_minor,
        currency: found.currency,
        data: answerData(found.status.toUpperCase(), dataId, answer.advice),
        card: found.card ? factsOf(found.card) : null,
      }
    },
    refund: async (_ctx, payment) => (payment.transactionId ? client.refund(payment.transactionId) : false),
  }
}
