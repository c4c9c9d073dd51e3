import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { DriverFrontKey, FailedCardDetails } from '../../../contract/schemas/purchase'
import {
  currencies,
  paymentCallbacks,
  paymentEvents,
  paymentMethods,
  payments,
  savedCards,
  subscriptionPlans,
} from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type PaymentRow = typeof payments.$inferSelect
type PaymentData = NonNullable<PaymentRow['data']>
export type PaymentStatus = PaymentRow['status']

export async function insertPayment(tx: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning()
  if (!row) throw new Error('insertPayment: no row returned')
  return row
}

export async function findPayment(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id))
  return row
}

export async function findPaymentByOperation(db: Executor, operationNumber: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.operationNumber, operationNumber))
  return row
}

/**
 * The processor answered about a payment (to starting it, or in a callback): the first answer's time
 * is kept, and its id for the payment when it gave one and none was known.
 */
export async function noteProcessorAnswer(
  tx: Executor,
  id: number,
  values: { reference: string | null; now: Date },
): Promise<void> {
  await tx
    .update(payments)
    .set({
      processorAnsweredAt: sql`coalesce(${payments.processorAnsweredAt}, ${values.now.toISOString()}::timestamptz)`,
      processorReference: sql`coalesce(${payments.processorReference}, ${values.reference}::text)`,
    })
    .where(eq(payments.id, id))
}

/**
 * Ids of payments pending since before `before` that no processor ever answered about (renewals
 * excepted), after `afterId`, in id order.
 */
export async function findUnansweredPayments(
  db: Executor,
  query: { before: Date; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(unanswered(), lt(payments.createdAt, query.before), gt(payments.id, query.afterId)))
    .orderBy(payments.id)
    .limit(query.limit)
  return rows.map((row) => row.id)
}

/** Locks a payment still pending and unanswered; undefined when it is not, or another transaction holds it. */
export async function lockUnansweredPayment(tx: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), unanswered()))
    .for('update', { skipLocked: true })
  return row
}

function unanswered() {
  return and(eq(payments.status, 'pending'), isNull(payments.processorAnsweredAt), isNull(payments.renewalPeriodEnd))
}

/**
 * The state machine's only transition: pending → approved | failed | canceled, taken once. Returns
 * the payment as it became, or undefined when it was no longer pending (another callback won).
 */
export async function settlePayment(
  tx: Executor,
  id: number,
  values: {
    status: Exclude<PaymentStatus, 'pending'>
    data: PaymentData
    processorReference: string | null
    card: { token: string | null; brand: string; last4: string; fingerprint: string | null } | null
    saveCard?: boolean
    now: Date
  },
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      status: values.status,
      data: values.data,
      finalizedAt: values.now,
      updatedAt: values.now,
      processorReference: sql`coalesce(${payments.processorReference}, ${values.processorReference})`,
      ...(values.card
        ? {
            cardToken: sql`coalesce(${payments.cardToken}, ${values.card.token})`,
            cardBrand: values.card.brand,
            cardLast4: values.card.last4,
            cardFingerprint: sql`coalesce(${payments.cardFingerprint}, ${values.card.fingerprint})`,
          }
        : {}),
      ...(values.saveCard ? { saveCard: true } : {}),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning()
  return row
}

/** What the processor says about a payment still pending (a crypto invoice's progress); final ones are left alone. */
export async function notePendingData(tx: Executor, id: number, data: PaymentData, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ data, updatedAt: now })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
}

export async function insertPaymentEvent(tx: Executor, values: typeof paymentEvents.$inferInsert): Promise<void> {
  await tx.insert(paymentEvents).values(values)
}

export function listPaymentEvents(db: Executor, paymentId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)).orderBy(paymentEvents.id)
}

/** Claims a processor event; false when it was handled before (a replay or a duplicate delivery). */
export async function claimCallback(
  tx: Executor,
  values: { driver: string; eventId: string; now: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(paymentCallbacks)
    .values({ driver: values.driver, eventId: values.eventId, outcome: 'received', receivedAt: values.now })
    .onConflictDoNothing()
    .returning({ id: paymentCallbacks.id })
  return row?.id
}

/**
 * A callback refused before it could be read as an event (a bad signature, an unreadable body): kept
 * under an event id of its own, since nothing in an unverified body can be trusted to name it.
 */
export async function insertRejectedCallback(
  db: Executor,
  values: { driver: string; reason: string; now: Date },
): Promise<void> {
  await db.insert(paymentCallbacks).values({
    driver: values.driver,
    eventId: `rejected:${randomUUID()}`,
    outcome: 'rejected',
    reason: values.reason.slice(0, 500),
    receivedAt: values.now,
  })
}

export async function recordCallbackOutcome(
  tx: Executor,
  id: number,
  values: { paymentId: number | null; outcome: string; reason: string | null },
): Promise<void> {
  await tx.update(paymentCallbacks).set(values).where(eq(paymentCallbacks.id, id))
}

export type PaymentDetailRow = {
  payment: PaymentRow
  plan: { id: number; title: string; description: string; isToken: boolean; amountCents: number }
  method: { id: number; key: string; driverFrontKey: DriverFrontKey } | null
  /** Decimals of the charge currency. */
  decimals: number | null
}

const detailColumns = {
  payment: payments,
  plan: {
    id: subscriptionPlans.id,
    title: subscriptionPlans.title,
    description: subscriptionPlans.description,
    isToken: subscriptionPlans.isToken,
    amountCents: subscriptionPlans.amountCents,
  },
  method: { id: paymentMethods.id, key: paymentMethods.key, driverFrontKey: paymentMethods.driverFrontKey },
  decimals: currencies.decimalPrecision,
}

/** Payments with their plan, their method and their currency's decimals, as one payment and the list show them. */
function detailsQuery(db: Executor) {
  return db
    .select(detailColumns)
    .from(payments)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .leftJoin(currencies, eq(currencies.code, payments.currency))
}

export async function findPaymentDetail(db: Executor, id: number): Promise<PaymentDetailRow | undefined> {
  const [row] = await detailsQuery(db).where(eq(payments.id, id))
  return row
}

export type PaymentListFilter =
  | { userId: number; subscriptionId?: number | undefined }
  | { unfinishedUserId: number; subscriptionId?: number | undefined }

function listWhere(filter: PaymentListFilter) {
  return and(
    'userId' in filter ? eq(payments.userId, filter.userId) : eq(payments.unfinishedUserId, filter.unfinishedUserId),
    filter.subscriptionId === undefined ? undefined : eq(payments.subscriptionId, filter.subscriptionId),
  )
}

export function listPaymentDetails(db: Executor, filter: PaymentListFilter, limit: number, offset: number) {
  return detailsQuery(db)
    .where(listWhere(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset)
}

export async function countPayments(db: Executor, filter: PaymentListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(listWhere(filter))
  return row?.total ?? 0
}

export async function findSavedCardsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return []
  return db.select().from(savedCards).where(inArray(savedCards.id, ids))
}

export async function setPaymentSubscription(tx: Executor, paymentId: number, subscriptionId: number): Promise<void> {
  await tx.update(payments).set({ subscriptionId }).where(eq(payments.id, paymentId))
}

/** Keeps (or refreshes) a card for one-click payments; a card that just paid is no longer banned. */
export async function saveCard(
  tx: Executor,
  values: {
    userId: number
    paymentMethodId: number
    token: string
    brand: string
    last4: string
    fingerprint: string
    now: Date
  },
): Promise<number> {
  const [row] = await tx
    .insert(savedCards)
    .values({
      userId: values.userId,
      paymentMethodId: values.paymentMethodId,
      processorToken: values.token,
      brand: values.brand,
      last4: values.last4,
      fingerprint: values.fingerprint,
      createdAt: values.now,
      lastUsedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [savedCards.userId, savedCards.paymentMethodId, savedCards.fingerprint],
      set: { processorToken: values.token, lastUsedAt: values.now, bannedAt: null, failure: null },
    })
    .returning({ id: savedCards.id })
  if (!row) throw new Error('saveCard: no row returned')
  return row.id
}

/** Bans the user's saved copies of a card that just failed (by id, or by its fingerprint). */
export async function banCards(
  tx: Executor,
  values: {
    userId: number
    savedCardId: number | null
    fingerprint: string | null
    failure: FailedCardDetails
    now: Date
  },
): Promise<void> {
  const which = [
    ...(values.savedCardId === null ? [] : [eq(savedCards.id, values.savedCardId)]),
    ...(values.fingerprint === null ? [] : [eq(savedCards.fingerprint, values.fingerprint)]),
  ]
  if (which.length === 0) return
  await tx
    .update(savedCards)
    .set({ bannedAt: values.now, failure: values.failure })
    .where(and(eq(savedCards.userId, values.userId), or(...which)))
}

export async function touchSavedCard(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.update(savedCards).set({ lastUsedAt: now }).where(eq(savedCards.id, id))
}

/** The pending or settled payment of one renewal attempt, if it was created. */
export async function findRenewalPayment(
  db: Executor,
  key: { subscriptionId: number; periodEnd: Date; attempt: number },
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, key.subscriptionId),
        eq(payments.renewalPeriodEnd, key.periodEnd),
        eq(payments.renewalAttempt, key.attempt),
      ),
    )
  return row
}

export async function insertRenewalPayment(tx: Executor, values: typeof payments.$inferInsert) {
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({
      target: [payments.subscriptionId, payments.renewalPeriodEnd, payments.renewalAttempt],
      where: sql`${payments.renewalPeriodEnd} is not null`,
    })
    .returning()
  return row
}

/**
 * Locks a payment unless another transaction holds it (undefined then): that one is charging or
 * settling it, so a second worker leaves it instead of queueing behind it with a pooled connection.
 */
export async function lockPaymentUnlessBusy(tx: Executor, id: number) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update', { skipLocked: true })
  return row
}
