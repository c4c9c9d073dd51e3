/**
 * `ccbill_flexform`: CCBill FlexForms with dynamic pricing. No API call to start: we build the
 * FlexForm URL with the price signed by formDigest (MD5 with the salt) and our payment's ids as
 * pass-through X- fields; the buyer pays on CCBill's page and comes back to /payment/{id}/result_ccbill.
 * The webhooks (NewSaleSuccess, NewSaleFailure; the others are acknowledged) finalise it.
 *
 * Live with the CCBILL_* variables; otherwise the sandbox processor plays CCBill at
 * /sandbox-processor/ccbill/… with the same URL shape, digest and webhook bodies.
 */
import * as v from 'valibot'
import type { CcbillConfig } from '../../../config'
import { AppError } from '../../../lib/app-error'
import { CCBILL_CURRENCIES, ccbillFormDigest, isInRanges } from '../../../lib/processor-wire/ccbill-signature'
import { safeEqual } from '../../../lib/processor-wire/crypto'
import { formatMinor } from '../../../lib/processor-wire/decimal-amount'
import { sandboxCcbillSalt } from '../../../lib/processor-wire/sandbox-keys'
import { safeJson } from './sandbox-card'
import type { SandboxClient } from './sandbox-client'
import { answerData, type CallbackStatus, HOSTED_PAGE_CAPABILITIES, type PaymentDriver } from './types'

type Account = Pick<CcbillConfig, 'clientAccnum' | 'clientSubacc' | 'flexId' | 'salt' | 'webhookKey'> & {
  baseUrl: string
  /** Null: no address check (the sandbox calls from inside the server). */
  webhookRanges: string[] | null
}

const LIVE_BASE = 'https://api.ccbill.com/wap-frontflex/flexforms'

/** CCBill's minimum initial period is 2 days; token packs and other one-offs use it. */
const MIN_PERIOD_DAYS = 2
/** "Rebill until cancelled". */
const UNLIMITED_REBILLS = 99

const WebhookSchema = v.object({
  transactionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  billedInitialPrice: v.optional(v.string()),
  billedCurrencyCode: v.optional(v.string()),
  'X-payment_reference': v.optional(v.string()),
  failureReason: v.optional(v.string()),
  cardType: v.optional(v.string()),
  last4: v.optional(v.string()),
})

const EVENTS: Record<string, CallbackStatus> = { NewSaleSuccess: 'approved', NewSaleFailure: 'failed' }

export function createCcbillDriver(
  options: { live: CcbillConfig } | { sandbox: SandboxClient; serverKey: string },
): PaymentDriver {
  const sandbox = 'sandbox' in options ? options.sandbox : undefined
  const account: Account =
    'live' in options
      ? { ...options.live, baseUrl: LIVE_BASE }
      : {
          clientAccnum: '900000',
          clientSubacc: '0000',
          flexId: 'sandbox-flexform',
          salt: sandboxCcbillSalt(options.serverKey),
          webhookKey: options.sandbox.secret,
          baseUrl: options.sandbox.page('/ccbill/wap-frontflex/flexforms'),
          webhookRanges: null,
        }

  return {
    key: 'ccbill_flexform',
    mode: sandbox ? 'sandbox' : 'live',
    capabilities: HOSTED_PAGE_CAPABILITIES,
    async start(_ctx, request) {
      if (!CCBILL_CURRENCIES[request.currency.numericCode]) {
        throw new AppError('payment_not_possible', { detail: `CCBill cannot charge ${request.payment.currency}` })
      }
      const decimals = request.currency.decimals
      const initialPeriod = Math.max(MIN_PERIOD_DAYS, request.plan.periodDays)
      const recurring =
        request.plan.isRecurrent && request.recurringMinor !== null
          ? {
              recurringPrice: formatMinor(request.recurringMinor, decimals),
              recurringPeriod: initialPeriod,
              numRebills: UNLIMITED_REBILLS,
            }
          : undefined
      const price = {
        initialPrice: formatMinor(request.payment.chargedMinor, decimals),
        initialPeriod,
        currencyCode: request.currency.numericCode,
        ...(recurring ? { recurring } : {}),
      }
      const query = new URLSearchParams({
        clientSubacc: account.clientSubacc,
        initialPrice: price.initialPrice,
        initialPeriod: String(price.initialPeriod),
        currencyCode: price.currencyCode,
        ...(recurring
          ? {
              recurringPrice: recurring.recurringPrice,
              recurringPeriod: String(recurring.recurringPeriod),
              numRebills: String(recurring.numRebills),
            }
          : {}),
        formDigest: ccbillFormDigest(price, account.salt),
        email: request.payment.email,
        'X-payment_id': String(request.payment.id),
        'X-payment_reference': request.payment.operationNumber,
        ...(sandbox ? { lang: request.payment.locale } : {}),
      })
      return {
        redirect: { method: 'get', url: `${account.baseUrl}/${account.flexId}?${query.toString()}` },
        processorReference: null,
        outcome: null,
      }
    },
    async verifyCallback(_ctx, request) {
      const key = typeof request.query.key === 'string' ? request.query.key : ''
      if (!key || !safeEqual(key, account.webhookKey))
        throw new AppError('invalid_signature', { detail: 'webhook key' })
      if (account.webhookRanges && !isInRanges(request.ip, account.webhookRanges)) {
        throw new AppError('invalid_signature', { detail: 'webhook from outside CCBill ranges' })
      }
      const eventType = typeof request.query.eventType === 'string' ? request.query.eventType : ''
      const raw = safeJson(request.rawBody) ?? Object.fromEntries(new URLSearchParams(request.rawBody))
      const parsed = v.safeParse(WebhookSchema, raw)
      if (!parsed.success) throw new AppError('callback_rejected', { detail: 'CCBill webhook of an unknown shape' })
      const body = parsed.output
      const status = EVENTS[eventType] ?? 'ignored'
      const currency = CCBILL_CURRENCIES[body.billedCurrencyCode ?? '']
      const price = Number(body.billedInitialPrice)
      return {
        eventId: `${eventType}:${body.transactionId}`,
        operationNumber: body['X-payment_reference'] ?? null,
        processorReference: body.transactionId,
        status,
        amountMinor: currency && Number.isFinite(price) ? Math.round(price * 10 ** currency.decimals) : null,
        currency: currency?.code ?? null,
        data: answerData(
          status === 'approved' ? 'APPROVED' : 'DECLINED',
          body.transactionId,
          body.failureReason ?? (status === 'approved' ? 'Approved.' : 'Declined.'),
        ),
        card: body.last4 ? { token: null, brand: body.cardType ?? '', last4: body.last4, fingerprint: null } : null,
      }
    },
    async refund(_ctx, payment) {
      // Live refunds go through CCBill's DataLink (or its admin); the sandbox takes them over its API.
      return sandbox && payment.transactionId ? sandbox.refund(payment.transactionId) : false
    },
  }
}
