/**
 * Paying: POST payments and one-click record the payment (priced by prepare.ts) with the
 * Idempotency-Key, so one key is one payment whatever the retries, then ask its driver with no
 * transaction open, then settle it with the answer (startPayment). A direct answer (a card approved
 * or declined at once, a pre-paid code) settles it at once; otherwise the processor's callback will.
 * Reading a payment is for its buyer, or for the guest holding its token; anyone else gets 404.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { PAGE_SIZE } from '../../../contract/limits'
import type { Payment, PaymentStarted } from '../../../contract/schemas/payment'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import type { PageRequest } from '../../lib/pagination'
import type { Viewer } from '../../lib/viewer'
import { createUnfinishedUser, findOpenUnfinishedUser, hashToken } from '../auth/index'
import type { Once, Outcome } from '../idempotency/index'
import type { Mailer } from '../mail/index'
import type { PurchaseContext } from '../purchase/index'
import { findMethod, listSavedCards, redeemPromotion } from '../purchase/index'
import { chargeRequestFor, resultPath } from './charge-request'
import type { Drivers } from './drivers/index'
import type { DeviceData, PaymentDriver, StartResult } from './drivers/types'
import { finalize, outcomeWithoutProcessor } from './finalize'
import { finishPath, guestToken } from './guest-access'
import { localisedRefusal } from './messages'
import { type Buyer, type PaymentRequest, type Prepared, preparePayment } from './prepare'
import {
  countPayments,
  findPayment,
  findPaymentDetail,
  insertPayment,
  insertPaymentEvent,
  listPaymentDetails,
  noteProcessorAnswer,
  type PaymentDetailRow,
  type PaymentListFilter,
  type PaymentRow,
} from './repository'
import { toPayment } from './serialize'

export type PaymentsContext = PurchaseContext<Drivers> & {
  mailer: Mailer
  log: FastifyBaseLogger
  publicUrl: string
  /** Derives guests' tokens (guest-access.ts). */
  guestKey: string
}

/** VLV-<date>-<8 random characters>: what support and the processor know the payment by. */
export function newOperationNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  const random = randomBytes(6).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')
  return `VLV-${day}-${random}`
}

/**
 * Starts a payment; 201 with where to send the buyer. It reads top to bottom: the pending payment is
 * recorded and committed with the Idempotency-Key (and the promotional code's use); the processor is
 * asked with no transaction open; its answer is recorded and the payment settled, with what it
 * grants, in one transaction that also stores the HTTP answer and queues the receipt. A pre-paid
 * code asks no one and settles in the recording transaction.
 *
 * If the process dies after the commit and before the answer is recorded, the payment stays
 * pending: the processor's callback (every processor notifies its final answer, callbacks.ts)
 * settles it and grants, or fails it and gives the promotion's use back. A processor never reached
 * sends nothing: that payment, having charged and granted nothing, is canceled as expired by the
 * payments' expiry job (expiry.ts). A retry of the same request waits for the answer (route.ts) and
 * then gets 409, never a second payment.
 */
export async function startPayment(
  ctx: PaymentsContext,
  buyer: Buyer,
  request: PaymentRequest,
  once: Once,
): Promise<Outcome<{ data: PaymentStarted }>> {
  const prepared = await preparePayment(ctx, buyer, request)
  const source = request.kind === 'one_click' ? 'one_click' : 'api'
  const driver = prepared.driver
  if (!driver) {
    // A pre-paid code: nothing to charge, settled as it is recorded.
    return once(async (tx) => {
      const now = ctx.clock()
      const { payment, token } = await recordPendingPayment(ctx, tx, prepared, request, buyer, now)
      const settled = await finalize(
        tx,
        ctx,
        payment,
        outcomeWithoutProcessor(payment, 'approved', 'APPROVED', 'Paid with a pre-paid code.'),
        source,
        now,
      )
      return started(payment, token, settled?.status ?? payment.status, {
        method: 'get',
        url: resultPath(payment.id),
      })
    })
  }
  if (request.kind === 'one_click' && (!driver.chargeSavedCard || !prepared.savedCard)) {
    throw new AppError('validation_failed', { issues: { card: [{ message: 'invalid' }] } })
  }

  const staged = once.staged()
  const { payment, token } = await staged.record((tx) =>
    recordPendingPayment(ctx, tx, prepared, request, buyer, ctx.clock()),
  )

  let answer: StartResult
  try {
    answer = await askProcessor(ctx, driver, prepared, payment, request)
  } catch (error) {
    // Refused before anything was charged (the processor unreachable, a currency it cannot take):
    // the payment is canceled, its promotion's use given back, and the key freed for a retry.
    // Anything else leaves it pending for the processor's callback.
    if (error instanceof AppError) {
      await ctx.db.transaction(async (tx) => {
        const refused = outcomeWithoutProcessor(
          payment,
          'canceled',
          'NOT_STARTED',
          'The payment processor did not take it; nothing was charged.',
        )
        await finalize(tx, ctx, payment, refused, source, ctx.clock())
        await staged.release(tx)
      })
    }
    throw localisedRefusal(error, buyer.locale, prepared.plan.id)
  }

  return staged.answer(async (tx) => {
    const now = ctx.clock()
    await noteProcessorAnswer(tx, payment.id, { reference: answer.processorReference, now })
    const settled = answer.outcome ? await finalize(tx, ctx, payment, answer.outcome, source, now) : null
    // A callback may have settled it while the processor was being asked.
    const status = settled?.status ?? (await findPayment(tx, payment.id))?.status ?? payment.status
    return started(payment, token, status, answer.redirect)
  })
}

function started(
  payment: PaymentRow,
  guestToken: string | null,
  status: PaymentRow['status'],
  redirect: StartResult['redirect'],
): Outcome<{ data: PaymentStarted }> {
  return {
    status: 201,
    body: {
      data: { id: payment.id, status, operation_number: payment.operationNumber, redirect, guest_token: guestToken },
    },
  }
}

/** The pending payment, its audit entry, the guest's unfinished registration and the promotion's use. */
async function recordPendingPayment(
  ctx: PaymentsContext,
  tx: Executor,
  prepared: Prepared,
  request: PaymentRequest,
  buyer: Buyer,
  now: Date,
): Promise<{ payment: PaymentRow; token: string | null }> {
  const operationNumber = newOperationNumber(now)
  const token = prepared.userId === null ? guestToken(ctx.guestKey, operationNumber) : null
  const unfinished = token ? await createUnfinishedUser(tx, { email: prepared.email, now, token }) : null
  const payment = await insertPayment(tx, {
    operationNumber,
    userId: prepared.userId,
    unfinishedUserId: unfinished?.id ?? null,
    email: prepared.email,
    locale: buyer.locale,
    planId: prepared.plan.id,
    addonId: prepared.addon?.id ?? null,
    promotionalCodeId: prepared.promo?.id ?? null,
    referralCodeId: prepared.referralId,
    paymentMethodId: prepared.method?.id ?? null,
    paymentLinkId: prepared.paymentLinkId,
    savedCardId: prepared.savedCard?.id ?? null,
    countryId: prepared.country?.id ?? null,
    amountCents: prepared.price.amountCents,
    chargedMinor: prepared.chargedMinor,
    currency: prepared.currency.code,
    isPreapproval: prepared.price.isPreapproval,
    isTrial: prepared.price.isTrial,
    isOneClick: request.kind === 'one_click',
    cardToken: prepared.card?.token ?? null,
    cardBrand: prepared.card?.facts?.brand ?? null,
    cardLast4: prepared.card?.facts?.last4 ?? null,
    cardFingerprint: prepared.card?.facts?.fingerprint ?? null,
    saveCard: prepared.saveCard,
    ip: buyer.ip,
    createdAt: now,
    updatedAt: now,
  })
  await insertPaymentEvent(tx, {
    paymentId: payment.id,
    fromStatus: null,
    toStatus: 'pending',
    source: request.kind === 'one_click' ? 'one_click' : 'api',
    detail: { method: prepared.method?.key ?? null, promotion: prepared.promo?.code ?? null },
    createdAt: now,
  })
  // The promotion's use is taken with the payment and given back if it fails (finalize.ts).
  if (prepared.promo) {
    await redeemPromotion(tx, {
      promo: prepared.promo,
      buyer: prepared.promotionBuyer,
      paymentId: payment.id,
      planId: prepared.basePlanId,
      now,
    })
  }
  return { payment, token }
}

/** The processor asked to start (or charge the saved card of) the recorded payment, outside any transaction. */
async function askProcessor(
  ctx: PaymentsContext,
  driver: PaymentDriver,
  prepared: Prepared,
  payment: PaymentRow,
  request: PaymentRequest,
): Promise<StartResult> {
  if (!prepared.method) throw new Error('a payment with a driver but no method')
  const charge = chargeRequestFor(payment, {
    plan: prepared.plan,
    currency: prepared.currency,
    method: prepared.method,
    recurringMinor: prepared.recurringMinor,
    ddcReference: prepared.ddcReference,
  })
  const driverCtx = { now: ctx.clock() }
  if (request.kind === 'one_click' && driver.chargeSavedCard && prepared.savedCard) {
    return driver.chargeSavedCard(driverCtx, { ...charge, savedToken: prepared.savedCard.processorToken })
  }
  return driver.start(driverCtx, charge)
}

/** The device-data step of the card forms: a session at the processor for the card's token. */
export async function retrieveDeviceData(
  ctx: PaymentsContext,
  request: { methodId: number; cardToken: string | undefined },
): Promise<DeviceData> {
  const method = await findMethod(ctx.db, request.methodId)
  const driver = method ? ctx.drivers[method.driverFrontKey] : undefined
  if (!method?.ddc || !driver?.capabilities.deviceData || !driver.deviceData) {
    throw new AppError('validation_failed', { issues: { payment_method_id: [{ message: 'one_of' }] } })
  }
  if (!request.cardToken)
    throw new AppError('validation_failed', { issues: { 'form_data.card_token': [{ message: 'required' }] } })
  const data = await driver.deviceData({ now: ctx.clock() }, request.cardToken)
  if (!data) throw new AppError('validation_failed', { issues: { 'form_data.card_token': [{ message: 'invalid' }] } })
  return data
}

/** The guest behind a token (their open unfinished registration), if it is one. */
async function guestOf(ctx: PaymentsContext, token: string | undefined) {
  return token ? findOpenUnfinishedUser(ctx.db, hashToken(token), ctx.clock()) : undefined
}

async function serializeDetail(
  ctx: PaymentsContext,
  detail: PaymentDetailRow,
  includes: ReadonlySet<string>,
  guestTokenHeld: string | null,
): Promise<Payment> {
  const payment = detail.payment
  const cards =
    includes.has('user_credit_card') && payment.userId !== null ? await listSavedCards(ctx.db, payment.userId) : []
  const card =
    cards.find((row) => row.id === payment.savedCardId) ??
    (payment.cardFingerprint ? cards.find((row) => row.fingerprint === payment.cardFingerprint) : undefined)
  const loginToken =
    guestTokenHeld && payment.status === 'approved'
      ? { type: 'finish_registration' as const, token: guestTokenHeld, url: finishPath(guestTokenHeld, payment.id) }
      : null
  return toPayment(detail, {
    ...(includes.has('user_credit_card') ? { card: card ?? null } : {}),
    ...(includes.has('login_token') ? { loginToken } : {}),
  })
}

/** One payment for its buyer, or the guest holding its token; 404 for anyone else. */
export async function readPayment(
  ctx: PaymentsContext,
  viewer: Viewer,
  request: { id: number; include: string[] | undefined; userFinishToken: string | undefined },
): Promise<Payment> {
  const detail = await findPaymentDetail(ctx.db, request.id)
  if (!detail) throw new AppError('not_found')
  const isBuyer = viewer.userId !== null && detail.payment.userId === viewer.userId
  const guest = isBuyer ? undefined : await guestOf(ctx, request.userFinishToken)
  const isGuest = guest !== undefined && detail.payment.unfinishedUserId === guest.id
  if (!isBuyer && !isGuest) throw new AppError('not_found')
  return serializeDetail(
    ctx,
    detail,
    new Set(request.include ?? []),
    isGuest ? (request.userFinishToken ?? null) : null,
  )
}

/** The caller's payments, newest first; a guest's by token. Another user's id is refused. */
export async function listPayments(
  ctx: PaymentsContext,
  viewer: Viewer,
  request: {
    page: number
    perPage: number | undefined
    include: string[] | undefined
    userFinishToken: string | undefined
    userId: number | undefined
    subscriptionId: number | undefined
  },
): Promise<{ payments: Payment[]; total: number; page: PageRequest }> {
  const page = { page: request.page, perPage: request.perPage ?? PAGE_SIZE.moneyTable }
  let filter: PaymentListFilter
  let guestTokenHeld: string | null = null
  if (request.userFinishToken) {
    const guest = await guestOf(ctx, request.userFinishToken)
    if (!guest) throw new AppError('not_found')
    filter = { unfinishedUserId: guest.id, subscriptionId: request.subscriptionId }
    guestTokenHeld = request.userFinishToken
  } else {
    if (viewer.userId === null) throw new AppError('unauthenticated')
    if (request.userId !== undefined && request.userId !== viewer.userId) throw new AppError('forbidden')
    filter = { userId: viewer.userId, subscriptionId: request.subscriptionId }
  }
  const [rows, total] = await Promise.all([
    listPaymentDetails(ctx.db, filter, page.perPage, (page.page - 1) * page.perPage),
    countPayments(ctx.db, filter),
  ])
  const includes = new Set(request.include ?? [])
  const payments = await Promise.all(rows.map((row) => serializeDetail(ctx, row, includes, guestTokenHeld)))
  return { payments, total, page }
}
