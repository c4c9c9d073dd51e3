/**
 * Paying: POST payments and one-click create the payment row (priced by prepare.ts)
 * and hand it to its driver, in one transaction with the Idempotency-Key, so one key is one
 * payment whatever the retries. A direct answer (a card approved or declined at once, a pre-paid
 * code) settles it in that same transaction; otherwise the processor's callback will. Reading a
 * payment is for its buyer, or for the guest holding its token; anyone else gets 404.
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
import { findMethod, listSavedCards, periodDays, redeemPromotion } from '../purchase/index'
import type { Drivers } from './drivers/index'
import type { ChargeRequest, DeviceData, StartResult } from './drivers/types'
import { finalize } from './finalize'
import { finishPath, guestToken } from './guest-access'
import { localisedRefusal } from './messages'
import { type Buyer, type PaymentRequest, type Prepared, preparePayment } from './prepare'
import { sendPaymentMails } from './receipts'
import {
  countPayments,
  findPaymentDetail,
  insertPayment,
  insertPaymentEvent,
  listPaymentDetails,
  type PaymentDetailRow,
  type PaymentListFilter,
  type PaymentRow,
  setProcessorReference,
} from './repository'
import { toPayment } from './serialize'

export type PaymentsContext = PurchaseContext<Drivers> & {
  mailer: Mailer
  log: FastifyBaseLogger
  publicUrl: string
  /** Derives guests' tokens (guest-access.ts). */
  guestKey: string
}

export function resultPath(paymentId: number): string {
  return `/payment/${paymentId}/result`
}

/** VLV-<date>-<8 random characters>: what support and the processor know the payment by. */
export function newOperationNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  const random = randomBytes(6).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')
  return `VLV-${day}-${random}`
}

function chargeRequest(prepared: Prepared, payment: PaymentRow, locale: string): ChargeRequest {
  const method = prepared.method
  if (!method) throw new Error('chargeRequest without a method')
  return {
    payment: {
      id: payment.id,
      operationNumber: payment.operationNumber,
      chargedMinor: payment.chargedMinor,
      currency: payment.currency,
      email: payment.email,
      locale,
      isPreapproval: payment.isPreapproval,
    },
    currency: { decimals: prepared.currency.decimalPrecision, numericCode: prepared.currency.numericCode },
    plan: {
      title: prepared.plan.title,
      description: prepared.plan.descriptionInvoice || prepared.plan.title,
      periodDays: periodDays(prepared.plan),
      isRecurrent: prepared.plan.isRecurrent,
    },
    recurringMinor: prepared.recurringMinor,
    method: { id: method.id, key: method.key, processor: method.processor, ddc: method.ddc },
    cardToken: prepared.card?.token ?? null,
    ddcReference: prepared.ddcReference,
    resultPath: resultPath(payment.id),
  }
}

/** Starts a payment; 201 with where to send the buyer. Mail goes out after the commit, once. */
export async function startPayment(
  ctx: PaymentsContext,
  buyer: Buyer,
  request: PaymentRequest,
  once: Once,
): Promise<Outcome<{ data: PaymentStarted }>> {
  const prepared = await preparePayment(ctx, buyer, request)
  let settled: PaymentRow | null = null
  const outcome = await once(async (tx) => {
    const now = ctx.clock()
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
    const source = request.kind === 'one_click' ? 'one_click' : 'api'
    await insertPaymentEvent(tx, {
      paymentId: payment.id,
      fromStatus: null,
      toStatus: 'pending',
      source,
      detail: { method: prepared.method?.key ?? null, promotion: prepared.promo?.code ?? null },
      createdAt: now,
    })
    if (prepared.promo) {
      await redeemPromotion(tx, {
        promo: prepared.promo,
        buyer: prepared.promotionBuyer,
        paymentId: payment.id,
        planId: prepared.basePlanId,
        now,
      })
    }
    const started = await startWithDriver(tx, prepared, payment, request, buyer, now)
    if (started.processorReference) await setProcessorReference(tx, payment.id, started.processorReference)
    settled = started.outcome ? await finalize(tx, payment, started.outcome, source, now) : null
    return {
      status: 201,
      body: {
        data: {
          id: payment.id,
          status: settled?.status ?? 'pending',
          operation_number: operationNumber,
          redirect: started.redirect,
          guest_token: token,
        },
      },
    }
  })
  const done: PaymentRow | null = settled
  if (done) await sendPaymentMails(mailDeps(ctx), done)
  return outcome
}

async function startWithDriver(
  tx: Executor,
  prepared: Prepared,
  payment: PaymentRow,
  request: PaymentRequest,
  buyer: Buyer,
  now: Date,
): Promise<StartResult> {
  if (!prepared.driver) {
    // A pre-paid code: settled here, nothing to charge.
    return {
      redirect: { method: 'get', url: resultPath(payment.id) },
      processorReference: null,
      outcome: {
        status: 'approved',
        data: {
          TRANS_STATUS_NAME: 'APPROVED',
          TRANS_ID: payment.operationNumber,
          SERVICE_ADVICE: 'Paid with a pre-paid code.',
        },
        processorReference: null,
        card: null,
      },
    }
  }
  const charge = chargeRequest(prepared, payment, buyer.locale)
  const driverCtx = { db: tx, now }
  try {
    if (request.kind === 'one_click') {
      if (!prepared.driver.chargeSavedCard || !prepared.savedCard)
        throw new AppError('validation_failed', { issues: { card: [{ message: 'invalid' }] } })
      return await prepared.driver.chargeSavedCard(driverCtx, {
        ...charge,
        savedToken: prepared.savedCard.processorToken,
      })
    }
    return await prepared.driver.start(driverCtx, charge)
  } catch (error) {
    throw localisedRefusal(error, buyer.locale, prepared.plan.id)
  }
}

export function mailDeps(ctx: PaymentsContext) {
  return { db: ctx.db, mailer: ctx.mailer, log: ctx.log, publicUrl: ctx.publicUrl, guestKey: ctx.guestKey }
}

/** The device-data step of the card forms: a session at the processor for the card's token. */
export async function retrieveDeviceData(
  ctx: PaymentsContext,
  request: { methodId: number; cardToken: string | undefined },
): Promise<DeviceData> {
  const method = await findMethod(ctx.db, request.methodId)
  const driver = method ? ctx.drivers[method.driverFrontKey] : undefined
  if (!method?.ddc || !driver?.deviceData) {
    throw new AppError('validation_failed', { issues: { payment_method_id: [{ message: 'one_of' }] } })
  }
  if (!request.cardToken)
    throw new AppError('validation_failed', { issues: { 'form_data.card_token': [{ message: 'required' }] } })
  const data = await driver.deviceData({ db: ctx.db, now: ctx.clock() }, request.cardToken)
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
