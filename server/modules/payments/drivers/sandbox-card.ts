/**
 * What the drivers share in sandbox mode: hosted checkouts, charging a (saved) card token, reading
 * the sandbox's own signed callback format and its checkouts' statuses, and card facts.
 */
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { AppError } from '../../../lib/app-error'
import type { SandboxFlavour } from '../../../lib/processor-wire/sandbox-keys'
import { isValidSandboxSignature, SANDBOX_SIGNATURE_HEADER } from '../../../lib/processor-wire/sandbox-signature'
import { ANSWERS, type ProcessorAnswer } from '../../../lib/processor-wire/sandbox-test-cards'
import type { Authorization, CheckoutRow, Sandbox, SandboxCardRow } from '../../payment-sandbox/index'
import {
  answerData,
  type CallbackEvent,
  type CallbackRequest,
  type CallbackStatus,
  type CardFacts,
  type ChargeRequest,
  type DriverContext,
  header,
  type PaymentOutcome,
  type StartResult,
} from './types'

export function factsOf(card: Pick<SandboxCardRow, 'token' | 'brand' | 'last4' | 'fingerprint'>): CardFacts {
  return { token: card.token, brand: card.brand, last4: card.last4, fingerprint: card.fingerprint }
}

export function checkoutInput(
  flavour: SandboxFlavour,
  request: ChargeRequest,
  urls: { returnUrl: string; notifyUrl: string },
) {
  return {
    flavour,
    reference: request.payment.operationNumber,
    amountMinor: request.payment.chargedMinor,
    currency: request.payment.currency,
    decimals: request.currency.decimals,
    description: request.plan.title,
    email: request.payment.email,
    locale: request.payment.locale,
    returnUrl: urls.returnUrl,
    notifyUrl: urls.notifyUrl,
  }
}

/** A direct authorisation's answer as a final outcome, or null while it is pending or challenged. */
export function outcomeOf(result: Authorization): PaymentOutcome | null {
  if (result.status !== 'approved' && result.status !== 'declined') return null
  return {
    status: result.status === 'approved' ? 'approved' : 'failed',
    data: answerData(result.answer.statusName, result.checkout.transactionId ?? '', result.answer.advice),
    processorReference: result.checkout.id,
    card: result.card ? factsOf(result.card) : null,
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
  sandbox: Sandbox,
  flavour: SandboxFlavour,
  ctx: DriverContext,
  request: CallbackRequest,
): CallbackEvent {
  const nowSeconds = Math.floor(ctx.now.getTime() / 1000)
  if (
    !isValidSandboxSignature(
      request.rawBody,
      header(request, SANDBOX_SIGNATURE_HEADER),
      sandbox.secret(flavour),
      nowSeconds,
    )
  ) {
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

export async function sandboxCardFacts(sandbox: Sandbox, ctx: DriverContext, token: string): Promise<CardFacts | null> {
  const card = await sandbox.findCard(ctx.db, token)
  return card ? factsOf(card) : null
}

/** A hosted checkout at the sandbox, and the page the buyer is sent to. */
export async function startHostedCheckout(
  sandbox: Sandbox,
  ctx: DriverContext,
  request: ChargeRequest,
  options: { flavour: SandboxFlavour; notifyUrl: string; page: (checkout: CheckoutRow) => string },
): Promise<StartResult> {
  const checkout = await sandbox.createCheckout(
    ctx.db,
    checkoutInput(options.flavour, request, { returnUrl: request.resultPath, notifyUrl: options.notifyUrl }),
    ctx.now,
  )
  return { redirect: { method: 'get', url: options.page(checkout) }, processorReference: checkout.id, outcome: null }
}

/**
 * One-click and renewals at the sandbox: the saved token charged directly; a challenged card goes
 * to the bank's page. One charge per payment, as a real processor's idempotency key gives: asked
 * again for the same payment (a renewal job run again after a crash, or two at once), it answers
 * the first charge. The sandbox serialises the charges of one payment in its own transaction.
 */
export async function chargeSavedSandboxCard(
  sandbox: Sandbox,
  ctx: DriverContext,
  request: ChargeRequest & { savedToken: string },
  options: { flavour: SandboxFlavour; notifyUrl: string },
): Promise<StartResult> {
  const reference = request.payment.operationNumber
  return ctx.db.transaction(async (db) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox charge ${options.flavour} ${reference}`}))`)
    const earlier = await sandbox.findOpenCheckoutByReference(db, options.flavour, reference)
    if (earlier) return earlierCharge(sandbox, { ...ctx, db }, earlier, request.resultPath)
    const checkout = await sandbox.createCheckout(
      db,
      checkoutInput(options.flavour, request, { returnUrl: request.resultPath, notifyUrl: options.notifyUrl }),
      ctx.now,
    )
    const result = await sandbox.authorize(db, { checkout, token: request.savedToken, saved: true }, ctx.now)
    const url =
      result.status === 'challenge'
        ? `/sandbox-processor/3ds/${checkout.id}?lang=${request.payment.locale}`
        : request.resultPath
    return { redirect: { method: 'get', url }, processorReference: checkout.id, outcome: outcomeOf(result) }
  })
}

async function earlierCharge(
  sandbox: Sandbox,
  ctx: DriverContext,
  checkout: CheckoutRow,
  resultPath: string,
): Promise<StartResult> {
  const { status, answer } = checkoutOutcome(checkout)
  const card = checkout.cardToken ? await sandbox.findCard(ctx.db, checkout.cardToken) : undefined
  const outcome: PaymentOutcome | null =
    status === 'approved' || status === 'failed' || status === 'canceled'
      ? {
          status,
          data: answerData(answer.statusName, checkout.transactionId ?? '', answer.advice),
          processorReference: checkout.id,
          card: card ? factsOf(card) : null,
        }
      : null
  return { redirect: { method: 'get', url: resultPath }, processorReference: checkout.id, outcome }
}

/** A sandbox checkout's status as a callback status, with the processor's words for it. */
export function checkoutOutcome(checkout: CheckoutRow): { status: CallbackStatus; answer: ProcessorAnswer } {
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
