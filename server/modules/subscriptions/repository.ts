import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm'
import {
  creators,
  payments,
  retentionOffers,
  savedCards,
  subscriptionPlans,
  subscriptions,
  unsubscriptionRequests,
  users,
} from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type RequestRow = typeof unsubscriptionRequests.$inferSelect
export type OfferRow = typeof retentionOffers.$inferSelect

/** When access ends: the paid end, or the grace end while a failed renewal is retried. */
export const accessEnd = sql<Date>`coalesce(${subscriptions.graceEndsAt}, ${subscriptions.endsAt})`

export function isActiveAt(now: Date) {
  return and(eq(subscriptions.status, 'approved'), gt(accessEnd, now))
}

export async function findSubscription(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id))
  return row
}

/** The row, locked until the transaction ends: renewals, cancels and offers of one subscription take turns. */
export async function lockSubscription(tx: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update')
  return row
}

/**
 * The row locked, or nothing when another transaction holds it. A renewal worker that finds the
 * subscription busy leaves it to the worker holding it (the scan queues it again if that one
 * fails): a worker never waits on a connection while the holder needs another from the same pool.
 */
export async function lockSubscriptionUnlessBusy(tx: Executor, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('update', { skipLocked: true })
  return row
}

export async function updateSubscription(
  tx: Executor,
  id: number,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning()
  if (!row) throw new Error(`subscription ${id} vanished`)
  return row
}

/** The companions granted with a subscription (bundle, add-on): they follow it. */
export async function updateCompanions(
  tx: Executor,
  mainId: number,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow[]> {
  return tx.update(subscriptions).set(values).where(eq(subscriptions.bundledWithId, mainId)).returning()
}

/** A newer subscription of the same owner to the same target that already covers the time after `sub` ends. */
export async function findSuccessor(tx: Executor, sub: SubscriptionRow): Promise<SubscriptionRow | undefined> {
  if (sub.userId === null) return undefined
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, sub.userId),
        sub.creatorId === null ? isNull(subscriptions.creatorId) : eq(subscriptions.creatorId, sub.creatorId),
        ne(subscriptions.id, sub.id),
        eq(subscriptions.status, 'approved'),
        gt(subscriptions.endsAt, sub.endsAt),
        gte(subscriptions.startsAt, sub.startsAt),
      ),
    )
    .limit(1)
  return row
}

export type SubscriptionListFilter = { userId: number; active: boolean | undefined; now: Date }

function listWhere(filter: SubscriptionListFilter) {
  const active = isActiveAt(filter.now)
  return and(
    eq(subscriptions.userId, filter.userId),
    filter.active === undefined ? undefined : filter.active ? active : sql`not (${active})`,
  )
}

export type SubscriptionDetailRow = {
  subscription: SubscriptionRow
  plan: typeof subscriptionPlans.$inferSelect
  creator: { id: number; name: string; username: string | null } | null
  card: { id: number; last4: string; brand: string } | null
  latestPaymentStatus: (typeof payments.$inferSelect)['status'] | null
  /** The currency of the last approved payment: what renewals charge. */
  chargeCurrency: string | null
  /** The add-on bought with the first payment (renewals charge it too). */
  addonId: number | null
}

// Qualified by hand: inside a select list drizzle may print bare column names.
const detailColumns = {
  subscription: subscriptions,
  plan: subscriptionPlans,
  creatorId: creators.id,
  creatorName: creators.name,
  creatorUsername: creators.username,
  cardId: savedCards.id,
  cardLast4: savedCards.last4,
  cardBrand: savedCards.brand,
  latestPaymentStatus: sql<
    (typeof payments.$inferSelect)['status'] | null
  >`(select "p"."status" from "payments" as "p" where "p"."subscription_id" = "subscriptions"."id" order by "p"."id" desc limit 1)`,
  chargeCurrency: sql<
    string | null
  >`(select "p"."currency" from "payments" as "p" where "p"."subscription_id" = "subscriptions"."id" and "p"."status" = 'approved' order by "p"."id" desc limit 1)`,
  addonId: sql<
    number | null
  >`(select "p"."addon_id" from "payments" as "p" where "p"."subscription_id" = "subscriptions"."id" and "p"."addon_id" is not null order by "p"."id" limit 1)`,
}

function detailsQuery(db: Executor) {
  return db
    .select(detailColumns)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(creators, eq(creators.id, subscriptions.creatorId))
    .leftJoin(savedCards, eq(savedCards.id, subscriptions.savedCardId))
}

type RawDetail = Awaited<ReturnType<ReturnType<typeof detailsQuery>['execute']>>[number]

function toDetail(row: RawDetail): SubscriptionDetailRow {
  return {
    subscription: row.subscription,
    plan: row.plan,
    creator:
      row.creatorId === null ? null : { id: row.creatorId, name: row.creatorName ?? '', username: row.creatorUsername },
    card: row.cardId === null ? null : { id: row.cardId, last4: row.cardLast4 ?? '', brand: row.cardBrand ?? '' },
    latestPaymentStatus: row.latestPaymentStatus,
    chargeCurrency: row.chargeCurrency,
    addonId: row.addonId === null ? null : Number(row.addonId),
  }
}

export async function listSubscriptionDetails(
  db: Executor,
  filter: SubscriptionListFilter,
  page: { limit: number; offset: number; ascending: boolean },
): Promise<SubscriptionDetailRow[]> {
  const order = page.ascending
    ? [asc(subscriptions.createdAt), asc(subscriptions.id)]
    : [desc(subscriptions.createdAt), desc(subscriptions.id)]
  const rows = await detailsQuery(db)
    .where(listWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(toDetail)
}

export async function countSubscriptions(db: Executor, filter: SubscriptionListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(subscriptions).where(listWhere(filter))
  return row?.total ?? 0
}

export async function findSubscriptionDetail(db: Executor, id: number): Promise<SubscriptionDetailRow | undefined> {
  const [row] = await detailsQuery(db).where(eq(subscriptions.id, id))
  return row ? toDetail(row) : undefined
}

/** Main subscriptions whose next charge is due (renewals and their retries). */
export async function findDueRenewals(db: Executor, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'approved'),
        eq(subscriptions.autoRenew, true),
        isNull(subscriptions.bundledWithId),
        isNotNull(subscriptions.userId),
        lte(subscriptions.nextPaymentAt, now),
      ),
    )
    .orderBy(subscriptions.nextPaymentAt)
    .limit(limit)
}

/** Main subscriptions whose next first-attempt charge is within `horizon` and not yet announced. */
export async function findReminderCandidates(
  db: Executor,
  horizon: Date,
  limit: number,
): Promise<{ subscription: SubscriptionRow; plan: typeof subscriptionPlans.$inferSelect }[]> {
  return db
    .select({ subscription: subscriptions, plan: subscriptionPlans })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.status, 'approved'),
        eq(subscriptions.autoRenew, true),
        isNull(subscriptions.bundledWithId),
        isNotNull(subscriptions.userId),
        eq(subscriptions.renewalFailures, 0),
        lte(subscriptions.nextPaymentAt, horizon),
        or(isNull(subscriptions.remindedFor), ne(subscriptions.remindedFor, subscriptions.nextPaymentAt)),
      ),
    )
    .orderBy(subscriptions.nextPaymentAt)
    .limit(limit)
}

/** Main subscriptions whose access has ended and that nothing will renew any more, not yet handled. */
export async function findEnded(db: Executor, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        isNull(subscriptions.expiredAt),
        isNull(subscriptions.bundledWithId),
        lte(accessEnd, now),
        or(
          isNull(subscriptions.nextPaymentAt),
          eq(subscriptions.autoRenew, false),
          ne(subscriptions.status, 'approved'),
        ),
      ),
    )
    .orderBy(subscriptions.endsAt)
    .limit(limit)
}

/** The last approved payment of a subscription (what renewals are charged like). */
export async function findLastApprovedPayment(db: Executor, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.status, 'approved')))
    .orderBy(desc(payments.id))
    .limit(1)
  return row
}

export async function findOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, lastLangCode: users.lastLangCode })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

export async function closeOpenRequests(tx: Executor, subscriptionId: number, now: Date): Promise<void> {
  await tx
    .update(unsubscriptionRequests)
    .set({ closedAt: now })
    .where(and(eq(unsubscriptionRequests.subscriptionId, subscriptionId), isNull(unsubscriptionRequests.closedAt)))
}

export async function insertRequest(
  tx: Executor,
  values: typeof unsubscriptionRequests.$inferInsert,
): Promise<RequestRow> {
  const [row] = await tx.insert(unsubscriptionRequests).values(values).returning()
  if (!row) throw new Error('insertRequest: no row returned')
  return row
}

export async function setRequestCode(tx: Executor, id: number, codeHash: string): Promise<void> {
  await tx.update(unsubscriptionRequests).set({ codeHash }).where(eq(unsubscriptionRequests.id, id))
}

/** The subscription's newest request, locked (guesses of one code are counted one at a time). */
export async function lockLatestRequest(tx: Executor, subscriptionId: number): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(unsubscriptionRequests)
    .where(eq(unsubscriptionRequests.subscriptionId, subscriptionId))
    .orderBy(desc(unsubscriptionRequests.id))
    .limit(1)
    .for('update')
  return row
}

export async function updateRequest(
  tx: Executor,
  id: number,
  values: Partial<typeof unsubscriptionRequests.$inferInsert>,
): Promise<void> {
  await tx.update(unsubscriptionRequests).set(values).where(eq(unsubscriptionRequests.id, id))
}

export async function countAcceptedOffersSince(db: Executor, subscriptionId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(retentionOffers)
    .where(and(eq(retentionOffers.subscriptionId, subscriptionId), gte(retentionOffers.acceptedAt, since)))
  return row?.total ?? 0
}

export async function insertOffers(tx: Executor, values: (typeof retentionOffers.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(retentionOffers).values(values)
}

/** Unanswered, unexpired offers of the subscription's open request. */
export async function listOpenOffers(
  db: Executor,
  userId: number,
  subscriptionId: number,
  now: Date,
): Promise<OfferRow[]> {
  return db
    .select({ offer: retentionOffers })
    .from(retentionOffers)
    .innerJoin(unsubscriptionRequests, eq(unsubscriptionRequests.id, retentionOffers.requestId))
    .where(
      and(
        eq(retentionOffers.userId, userId),
        eq(retentionOffers.subscriptionId, subscriptionId),
        isNull(retentionOffers.acceptedAt),
        isNull(retentionOffers.declinedAt),
        gt(retentionOffers.expiresAt, now),
        isNull(unsubscriptionRequests.closedAt),
      ),
    )
    .orderBy(retentionOffers.id)
    .then((rows) => rows.map((row) => row.offer))
}

export async function lockOffer(tx: Executor, id: number): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(retentionOffers).where(eq(retentionOffers.id, id)).for('update')
  return row
}

export async function updateOffer(tx: Executor, id: number, values: Partial<typeof retentionOffers.$inferInsert>) {
  const [row] = await tx.update(retentionOffers).set(values).where(eq(retentionOffers.id, id)).returning()
  if (!row) throw new Error(`offer ${id} vanished`)
  return row
}

export async function findSubscriptionsByIds(db: Executor, ids: number[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return []
  return db.select().from(subscriptions).where(inArray(subscriptions.id, ids))
}

export async function findCreatorName(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: creators.name }).from(creators).where(eq(creators.id, id))
  return row?.name
}

export async function findRequest(db: Executor, id: number): Promise<RequestRow | undefined> {
  const [row] = await db.select().from(unsubscriptionRequests).where(eq(unsubscriptionRequests.id, id))
  return row
}

export type Owner = { userId: number } | { unfinishedUserId: number }

function ownerWhere(owner: Owner) {
  return 'userId' in owner
    ? eq(subscriptions.userId, owner.userId)
    : eq(subscriptions.unfinishedUserId, owner.unfinishedUserId)
}

/** When the owner's current access to a creator (or the site, creator null) ends; null without one. */
export async function currentAccessEnd(
  tx: Executor,
  owner: Owner,
  creatorId: number | null,
  now: Date,
): Promise<Date | null> {
  const [row] = await tx
    .select({ endsAt: sql<Date | null>`max(${subscriptions.endsAt})` })
    .from(subscriptions)
    .where(
      and(
        ownerWhere(owner),
        creatorId === null ? isNull(subscriptions.creatorId) : eq(subscriptions.creatorId, creatorId),
        eq(subscriptions.status, 'approved'),
        gt(subscriptions.endsAt, now),
      ),
    )
  return row?.endsAt ? new Date(row.endsAt) : null
}

export async function insertSubscription(tx: Executor, values: typeof subscriptions.$inferInsert): Promise<number> {
  const [row] = await tx.insert(subscriptions).values(values).returning({ id: subscriptions.id })
  if (!row) throw new Error('insertSubscription: no row returned')
  return row.id
}

/** The subscription a payment started (or renewed) is charged on this card from now on, if it had none. */
export async function linkCardToSubscription(tx: Executor, paymentId: number, cardId: number): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ savedCardId: cardId })
    .where(
      and(
        isNull(subscriptions.savedCardId),
        sql`${subscriptions.id} = (select "p"."subscription_id" from "payments" as "p" where "p"."id" = ${paymentId})`,
      ),
    )
}

/** Hands an unfinished registration's subscriptions to the user who finished it. */
export async function moveSubscriptionsToUser(tx: Executor, unfinishedUserId: number, userId: number) {
  return tx
    .update(subscriptions)
    .set({ userId })
    .where(eq(subscriptions.unfinishedUserId, unfinishedUserId))
    .returning({ creatorId: subscriptions.creatorId, endsAt: subscriptions.endsAt, status: subscriptions.status })
}
