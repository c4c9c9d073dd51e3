/**
 * How each processor the sandbox imitates shapes and signs its server-to-server callbacks: the
 * sandbox's own format (test, inovio, ryvyl), CCBill webhooks (NewSaleSuccess / NewSaleFailure,
 * unsigned, on a URL with our key), Mercado Pago (data.id notification, x-signature), AstroPay
 * (Signature over the body) and NOWPayments IPN (x-nowpayments-sig). Bodies are built when the
 * event happens; signatures when the callback is sent, as a processor signs every attempt.
 */
import { randomUUID } from 'node:crypto'
import { astropaySignature } from '../../lib/processor-wire/astropay-signature'
import { randomDigits, randomId } from '../../lib/processor-wire/crypto'
import { formatMinor } from '../../lib/processor-wire/decimal-amount'
import { mercadoPagoSignature } from '../../lib/processor-wire/mercadopago-signature'
import { nowPaymentsSignature } from '../../lib/processor-wire/now-payments-signature'
import type { SandboxFlavour } from '../../lib/processor-wire/sandbox-keys'
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureHeader } from '../../lib/processor-wire/sandbox-signature'
import type { ProcessorAnswer } from '../../lib/processor-wire/sandbox-test-cards'
import type { CheckoutRow, SandboxCardRow } from './repository'

export type SandboxStatus =
  | 'approved'
  | 'declined'
  | 'pending'
  | 'canceled'
  | 'expired'
  | 'confirming'
  | 'partially_paid'

export type NotificationDraft = { url: string; contentType: string; body: string; headers: Record<string, string> }

function decimalsOf(checkout: CheckoutRow): number {
  return Number(checkout.extra?.decimals ?? 2)
}

function withQuery(url: string, query: Record<string, string>): string {
  const separator = url.includes('?') ? '&' : '?'
  return `${url}${separator}${new URLSearchParams(query).toString()}`
}

function json(url: string, body: unknown, headers: Record<string, string> = {}): NotificationDraft {
  return { url, contentType: 'application/json', body: JSON.stringify(body), headers }
}

/** CCBill's timestamp format: 2012-08-05 15:18:17. */
function ccbillTime(now: Date): string {
  return now.toISOString().replace('T', ' ').slice(0, 19)
}

const NOWPAYMENTS_STATUS: Record<SandboxStatus, string> = {
  approved: 'finished',
  declined: 'failed',
  pending: 'waiting',
  confirming: 'confirming',
  partially_paid: 'partially_paid',
  canceled: 'expired',
  expired: 'expired',
}

const UPPER_STATUS: Record<SandboxStatus, string> = {
  approved: 'APPROVED',
  declined: 'CANCELLED',
  pending: 'PENDING',
  confirming: 'PENDING',
  partially_paid: 'PENDING',
  canceled: 'CANCELLED',
  expired: 'CANCELLED',
}

export function draftNotification(
  checkout: CheckoutRow,
  event: { status: SandboxStatus; answer: ProcessorAnswer; card: SandboxCardRow | null },
  now: Date,
): NotificationDraft {
  const { status, answer, card } = event
  const decimals = decimalsOf(checkout)
  const transactionId = checkout.transactionId ?? ''
  switch (checkout.flavour as SandboxFlavour) {
    case 'ccbill': {
      const extra = checkout.extra ?? {}
      const passthrough = (extra.passthrough ?? {}) as Record<string, string>
      const common = {
        transactionId,
        clientAccnum: String(extra.clientAccnum ?? '900000'),
        clientSubacc: String(extra.clientSubacc ?? '0000'),
        timestamp: ccbillTime(now),
        email: checkout.email ?? '',
        billedInitialPrice: formatMinor(checkout.amountMinor, decimals),
        billedCurrencyCode: String(extra.currencyCode ?? ''),
        initialPeriod: String(extra.initialPeriod ?? ''),
        ...passthrough,
      }
      if (status === 'approved') {
        return json(withQuery(checkout.notifyUrl, { eventType: 'NewSaleSuccess', eventGroupType: 'Subscription' }), {
          ...common,
          subscriptionId: String(extra.subscriptionId ?? randomDigits(10)),
          billedRecurringPrice: String(extra.recurringPrice ?? ''),
          recurringPeriod: String(extra.recurringPeriod ?? ''),
          rebills: String(extra.numRebills ?? '0'),
          paymentType: 'CREDIT',
          cardType: card?.brand ?? '',
          last4: card?.last4 ?? '',
          expDate: card ? `${card.expMonth}${card.expYear}` : '',
        })
      }
      return json(withQuery(checkout.notifyUrl, { eventType: 'NewSaleFailure', eventGroupType: 'Subscription' }), {
        ...common,
        failureReason: answer.advice,
        failureCode: status === 'declined' ? 'BE-140' : 'BE-150',
      })
    }
    case 'mercadopago':
      return json(
        withQuery(checkout.notifyUrl, { 'data.id': transactionId, type: 'payment' }),
        {
          action: status === 'pending' ? 'payment.created' : 'payment.updated',
          api_version: 'v1',
          data: { id: transactionId },
          date_created: now.toISOString(),
          id: Number(randomDigits(11)),
          live_mode: false,
          type: 'payment',
          user_id: '0',
        },
        { 'x-request-id': randomUUID() },
      )
    case 'astropay':
      return json(checkout.notifyUrl, {
        deposit_external_id: transactionId,
        merchant_deposit_id: checkout.merchantReference,
        deposit_user_id: 'sbx-user',
        status: UPPER_STATUS[status],
        end_user: { email: checkout.email ?? '' },
      })
    case 'nowpayments': {
      const extra = checkout.extra ?? {}
      const price = Number(formatMinor(checkout.amountMinor, decimals))
      const payAmount = Number(extra.payAmount ?? 0)
      // What reached the address: all of it once sent in full, half for a partial payment, nothing otherwise.
      const paid =
        status === 'approved' || status === 'confirming'
          ? payAmount
          : status === 'partially_paid'
            ? Number((payAmount / 2).toFixed(8))
            : 0
      return json(checkout.notifyUrl, {
        payment_id: Number(transactionId),
        invoice_id: Number(extra.invoiceId ?? 0),
        payment_status: NOWPAYMENTS_STATUS[status],
        pay_address: String(extra.payAddress ?? ''),
        price_amount: price,
        price_currency: checkout.currency.toLowerCase(),
        pay_amount: extra.payAmount ?? 0,
        actually_paid: paid,
        pay_currency: String(extra.payCurrency ?? 'btc'),
        order_id: checkout.merchantReference,
        order_description: checkout.description,
        purchase_id: String(extra.purchaseId ?? ''),
        outcome_amount: price,
        outcome_currency: checkout.currency.toLowerCase(),
        created_at: checkout.createdAt.toISOString(),
        updated_at: now.toISOString(),
      })
    }
    default:
      return json(checkout.notifyUrl, {
        id: randomId('evt'),
        type: `payment.${status}`,
        created_at: now.toISOString(),
        data: {
          checkout_id: checkout.id,
          reference: checkout.merchantReference,
          status,
          amount_minor: checkout.amountMinor,
          currency: checkout.currency,
          transaction_id: transactionId,
          status_name: answer.statusName,
          advice: answer.advice,
          card: card
            ? {
                token: card.token,
                brand: card.brand,
                last4: card.last4,
                fingerprint: card.fingerprint,
                exp_month: card.expMonth,
                exp_year: card.expYear,
              }
            : null,
        },
      })
  }
}

/** The signature headers of one delivery attempt. */
export function signatureHeaders(
  flavour: SandboxFlavour,
  secret: string,
  draft: Pick<NotificationDraft, 'url' | 'body' | 'headers'>,
  now: Date,
): Record<string, string> {
  const seconds = Math.floor(now.getTime() / 1000)
  switch (flavour) {
    case 'ccbill':
      return {}
    case 'mercadopago': {
      const dataId = new URL(draft.url, 'http://sandbox.invalid').searchParams.get('data.id') ?? ''
      const requestId = draft.headers['x-request-id'] ?? ''
      return { 'x-signature': `ts=${seconds},v1=${mercadoPagoSignature(dataId, requestId, String(seconds), secret)}` }
    }
    case 'astropay':
      return { signature: astropaySignature(draft.body, secret) }
    case 'nowpayments':
      return { 'x-nowpayments-sig': nowPaymentsSignature(JSON.parse(draft.body), secret) }
    default:
      return { [SANDBOX_SIGNATURE_HEADER]: sandboxSignatureHeader(draft.body, secret, seconds) }
  }
}
