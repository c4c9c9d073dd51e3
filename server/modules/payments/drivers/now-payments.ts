/**
 * `now_payments`: NOWPayments crypto invoices. We create an invoice (price in USD, our operation
 * number as order_id, the IPN URL), the buyer pays on the invoice page; IPN callbacks carry
 * x-nowpayments-sig (HMAC-SHA512 over the sorted JSON). Only `finished` grants what was bought;
 * failed, expired and refunded fail it; every other status (waiting, confirming, confirmed,
 * sending, partially_paid) leaves it pending. Each IPN's amounts in the coin (asked, arrived) are
 * kept with the payment, so the buyer can be told what is missing.
 *
 * Live with NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET (NOWPAYMENTS_API_URL for their sandbox);
 * otherwise the same code talks to the sandbox processor's NOWPayments API.
 */
import * as v from 'valibot'
import type { CryptoAmounts } from '../../../../contract/schemas/payment'
import type { NowPaymentsConfig } from '../../../config'
import { AppError } from '../../../lib/app-error'
import { isValidNowPaymentsSignature } from '../../../lib/processor-wire/now-payments-signature'
import { safeJson } from './sandbox-card'
import {
  answerData,
  type CallbackStatus,
  callbackPath,
  HOSTED_PAGE_CAPABILITIES,
  header,
  type PaymentDriver,
} from './types'

const CoinAmount = v.nullish(v.union([v.number(), v.string()]))

const IpnSchema = v.object({
  payment_id: v.union([v.number(), v.string()]),
  payment_status: v.string(),
  price_amount: v.number(),
  price_currency: v.string(),
  order_id: v.nullish(v.string()),
  invoice_id: v.nullish(v.union([v.number(), v.string()])),
  pay_amount: CoinAmount,
  actually_paid: CoinAmount,
  pay_currency: v.nullish(v.string()),
  pay_address: v.nullish(v.string()),
})

/** Coin amounts are compared and shown to this many decimals (exact integer arithmetic on them). */
const COIN_DECIMALS = 12

/** An amount in the coin's smallest shown unit; null for anything that is not a non-negative number. */
function coinUnits(amount: number | string | null | undefined): bigint | null {
  const value = Number(amount ?? Number.NaN)
  return Number.isFinite(value) && value >= 0 ? BigInt(value.toFixed(COIN_DECIMALS).replace('.', '')) : null
}

function coinText(units: bigint): string {
  const digits = units.toString().padStart(COIN_DECIMALS + 1, '0')
  const fraction = digits.slice(-COIN_DECIMALS).replace(/0+$/, '')
  return fraction ? `${digits.slice(0, -COIN_DECIMALS)}.${fraction}` : digits.slice(0, -COIN_DECIMALS)
}

/** The invoice in its coin: asked, arrived, still missing (never below zero). */
export function cryptoAmountsOf(ipn: {
  pay_amount?: number | string | null | undefined
  actually_paid?: number | string | null | undefined
  pay_currency?: string | null | undefined
  pay_address?: string | null | undefined
}): CryptoAmounts | undefined {
  const due = coinUnits(ipn.pay_amount)
  const paid = coinUnits(ipn.actually_paid ?? 0) ?? 0n
  if (due === null || !ipn.pay_currency) return undefined
  return {
    currency: ipn.pay_currency.toUpperCase(),
    due: coinText(due),
    paid: coinText(paid),
    missing: coinText(due > paid ? due - paid : 0n),
    address: ipn.pay_address || null,
  }
}

const STATUS: Record<string, CallbackStatus> = {
  finished: 'approved',
  failed: 'failed',
  expired: 'failed',
  refunded: 'failed',
}

const ADVICE: Record<string, string> = {
  finished: 'The payment was received and confirmed.',
  failed: 'The crypto payment failed. Try again or use another payment method.',
  expired: 'The invoice expired before the payment arrived.',
  refunded: 'The payment was refunded.',
  partially_paid: 'Only part of the amount arrived. Send the rest or contact support.',
}

/**
 * The live account, or the sandbox processor's NOWPayments (same API, its base URL and keys):
 * one code path either way.
 */
type Options = { account: NowPaymentsConfig; mode: 'live' | 'sandbox'; publicUrl: string; fetch: typeof fetch }

export function createNowPaymentsDriver(options: Options): PaymentDriver {
  const { account, publicUrl } = options

  return {
    key: 'now_payments',
    mode: options.mode,
    // Crypto: the processor's own page, with no card. The catalogue still lists the usual brands.
    capabilities: { ...HOSTED_PAGE_CAPABILITIES, cardForm: 'none' },
    async start(_ctx, request) {
      const amount = request.payment.chargedMinor / 10 ** request.currency.decimals
      const response = await options
        .fetch(`${account.apiUrl}/v1/invoice`, {
          method: 'POST',
          headers: { 'x-api-key': account.apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({
            price_amount: amount,
            price_currency: request.payment.currency.toLowerCase(),
            order_id: request.payment.operationNumber,
            order_description: request.plan.title,
            ipn_callback_url: `${publicUrl}${callbackPath('now_payments')}`,
            success_url: `${publicUrl}${request.resultPath}`,
            cancel_url: `${publicUrl}${request.resultPath}`,
          }),
          signal: AbortSignal.timeout(10_000),
        })
        .catch((error: unknown) => {
          throw new AppError('payment_not_possible', { detail: 'NOWPayments unreachable', cause: error })
        })
      const invoice = (await response.json().catch(() => ({}))) as { id?: unknown; invoice_url?: unknown }
      if (!response.ok || typeof invoice.invoice_url !== 'string') {
        throw new AppError('payment_not_possible', { detail: `NOWPayments invoice failed (${response.status})` })
      }
      return {
        redirect: { method: 'get', url: invoice.invoice_url },
        processorReference: String(invoice.id ?? ''),
        outcome: null,
      }
    },
    async verifyCallback(_ctx, request) {
      if (!isValidNowPaymentsSignature(request.rawBody, header(request, 'x-nowpayments-sig'), account.ipnSecret)) {
        throw new AppError('invalid_signature')
      }
      const parsed = v.safeParse(IpnSchema, safeJson(request.rawBody))
      if (!parsed.success) throw new AppError('callback_rejected', { detail: 'IPN of an unknown shape' })
      const ipn = parsed.output
      const status = STATUS[ipn.payment_status] ?? 'pending'
      const paymentId = String(ipn.payment_id)
      const crypto = cryptoAmountsOf(ipn)
      return {
        eventId: `${paymentId}:${ipn.payment_status}`,
        operationNumber: ipn.order_id ?? null,
        processorReference: null,
        status,
        // Prices are USD with cents; the IPN repeats the invoice's price, which must be ours.
        amountMinor: Math.round(ipn.price_amount * 100),
        currency: ipn.price_currency.toUpperCase(),
        data: {
          ...answerData(
            ipn.payment_status.toUpperCase(),
            paymentId,
            ADVICE[ipn.payment_status] ?? 'Waiting for the payment.',
          ),
          ...(crypto ? { crypto } : {}),
        },
        card: null,
      }
    },
    // Crypto refunds are made by hand from the NOWPayments dashboard.
    refund: async () => false,
  }
}
