/**
 * What the drivers share in sandbox mode: hosted checkouts, charging a (saved) card token, reading
 * the sandbox's own signed callback format and its checkouts' statuses. Every question goes to the
 * sandbox processor over HTTP (sandbox-client.ts).
 */
import * as v from 'valibot'
import type { DriverFrontKey } from '../../../../contract/schemas/purchase'
import { AppError } from '../../../lib/app-error'
import { isValidSandboxSignature, SANDBOX_SIGNATURE_HEADER } from '../../../lib/processor-wire/sandbox-signature'
import { ANSWERS, type ProcessorAnswer } from '../../../lib/processor-wire/sandbox-test-cards'
import { factsOf, type SandboxCharge, type SandboxCheckout, type SandboxClient } from './sandbox-client'
import {
  answerData,
  type CallbackEvent,
  type CallbackRequest,
  type CallbackStatus,
  type ChargeRequest,
  callbackPath,
  type DriverContext,
  HOSTED_PAGE_CAPABILITIES,
  header,
  type PaymentDriver,
  type PaymentOutcome,
  type StartResult,
} from './types'

/** A direct charge's answer as a final outcome, or null while it is pending or challenged. */
export function outcomeOf(result: SandboxCharge): PaymentOutcome | null {
  if ('replayed' in result) return earlierOutcome(result.checkout)
  if (result.status !== 'approved' && result.status !== 'declined') return null
  return {
    status: result.status === 'approved' ? 'approved' : 'failed',
    data: answerData(result.answer.status_name, result.checkout.transaction_id ?? '', result.answer.advice),
    processorReference: result.checkout.id,
    card: result.checkout.card ? factsOf(result.checkout.card) : null,
  }
}

/** The outcome of a charge made before (a retried saved-card charge), from its checkout's status. */
function earlierOutcome(checkout: SandboxCheckout): PaymentOutcome | null {
  const { status, answer } = checkoutOutcome(checkout)
  if (status !== 'approved' && status !== 'failed' && status !== 'canceled') return null
  return {
    status,
    data: answerData(answer.statusName, checkout.transaction_id ?? '', answer.advice),
    processorReference: checkout.id,
    card: checkout.card ? factsOf(checkout.card) : null,
  }
}

const SandboxEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(4), v.maxLength(100)),
  type: v.string(),
  data: v.object({
    checkout_id: v.string(),
    reference: v.string(),
    status: v.picklist([
      'approved',
      'declined',
      'pending',
      'canceled',
      'expired',
      'confirming',
      'partially_paid',
      'refunded',
      'chargeback',
    ]),
    amount_minor: v.number(),
    currency: v.string(),
    transaction_id: v.string(),
    status_name: v.string(),
    advice: v.string(),
    card: v.nullable(v.object({ token: v.string(), brand: v.string(), last4: v.string(), fingerprint: v.string() })),
  }),
})

const STATUS: Record<v.InferOutput<typeof SandboxEventSchema>['data']['status'], CallbackStatus> = {
  approved: 'approved',
  declined: 'failed',
  canceled: 'canceled',
  expired: 'canceled',
  pending: 'pending',
  confirming: 'pending',
  partially_paid: 'pending',
  refunded: 'refunded',
  chargeback: 'refunded',
}

/** The sandbox's own callback: timestamped HMAC over the raw body, then the event itself. */
export function verifySandboxCallback(
  client: SandboxClient,
  ctx: DriverContext,
  request: CallbackRequest,
): CallbackEvent {
  const nowSeconds = Math.floor(ctx.now.getTime() / 1000)
  if (!isValidSandboxSignature(request.rawBody, header(request, SANDBOX_SIGNATURE_HEADER), client.secret, nowSeconds)) {
    throw new AppError('invalid_signature')
  }
  const parsed = v.safeParse(SandboxEventSchema, safeJson(request.rawBody))
  if (!parsed.success) throw new AppError('callback_rejected', { detail: 'sandbox event of an unknown shape' })
  const { id, data } = parsed.output
  return {
    eventId: id,
    operationNumber: data.reference,
    processorReference: data.checkout_id,
    status: STATUS[data.status],
    amountMinor: data.amount_minor,
    currency: data.currency,
    data: answerData(data.status_name, data.transaction_id, data.advice),
    card: data.card ? factsOf(data.card) : null,
  }
}

export function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** A hosted checkout at the sandbox, and the page the buyer is sent to. */
async function startHostedCheckout(
  client: SandboxClient,
  request: ChargeRequest,
  options: { notifyPath: string; page: (checkout: SandboxCheckout) => string },
): Promise<StartResult> {
  const checkout = await client.createCheckout(request, {
    returnUrl: request.resultPath,
    notifyPath: options.notifyPath,
  })
  return { redirect: { method: 'get', url: options.page(checkout) }, processorReference: checkout.id, outcome: null }
}

/**
 * What a hosted-page driver in sandbox mode is besides its callbacks: its key, the hosted page's
 * capabilities, and a start that opens a checkout at the sandbox and sends the buyer to its page.
 */
export function hostedSandboxDriver(
  client: SandboxClient,
  key: DriverFrontKey,
  page: (checkout: SandboxCheckout, request: ChargeRequest) => string,
): Pick<PaymentDriver, 'key' | 'mode' | 'capabilities' | 'start'> {
  return {
    key,
    mode: 'sandbox',
    capabilities: HOSTED_PAGE_CAPABILITIES,
    start: (_ctx, request) =>
      startHostedCheckout(client, request, {
        notifyPath: callbackPath(key),
        page: (checkout) => page(checkout, request),
      }),
  }
}

/**
 * One-click and renewals at the sandbox: the saved token charged directly; a challenged card goes
 * to the bank's page. One charge per payment: the operation number is the charge's idempotency
 * key, so asked again for the same payment (a renewal job run again after a crash, or two at
 * once), the sandbox answers the first charge.
 */
export async function chargeSavedSandboxCard(
  client: SandboxClient,
  request: ChargeRequest & { savedToken: string },
  options: { notifyPath: string },
): Promise<StartResult> {
  const result = await client.charge(
    request,
    { token: request.savedToken, saved: true },
    { returnUrl: request.resultPath, notifyPath: options.notifyPath, once: true },
  )
  const url =
    'status' in result && result.status === 'challenge'
      ? client.page(`/3ds/${result.checkout.id}?lang=${request.payment.locale}`)
      : request.resultPath
  return { redirect: { method: 'get', url }, processorReference: result.checkout.id, outcome: outcomeOf(result) }
}

/** A sandbox checkout's status as a callback status, with the processor's words for it. */
export function checkoutOutcome(checkout: Pick<SandboxCheckout, 'status'>): {
  status: CallbackStatus
  answer: ProcessorAnswer
} {
  const status = CHECKOUT_STATUS[checkout.status] ?? 'pending'
  const answer = status === 'approved' ? ANSWERS.approved : status === 'pending' ? ANSWERS.pending : ANSWERS.decline
  return { status, answer }
}

const CHECKOUT_STATUS: Record<string, CallbackStatus> = {
  approved: 'approved',
  declined: 'failed',
  canceled: 'canceled',
  expired: 'canceled',
  pending: 'pending',
  challenge: 'pending',
  open: 'pending',
}
