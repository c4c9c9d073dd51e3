import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  addons,
  countries,
  countrySubdivisions,
  creators,
  currencies,
  paymentLinks,
  paymentMethods,
  payments,
  promotionalCodeRedemptions,
  promotionalCodes,
  referralCodes,
  savedCards,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type CountryRow = typeof countries.$inferSelect & { hasSubdivisions: boolean }
export type CurrencyRow = typeof currencies.$inferSelect
export type MethodRow = typeof paymentMethods.$inferSelect
export type PromoRow = typeof promotionalCodes.$inferSelect
export type PlanRow = typeof subscriptionPlans.$inferSelect
export type SavedCardRow = typeof savedCards.$inferSelect
export type AddonRow = typeof addons.$inferSelect

const countryColumns = {
  id: countries.id,
  code: countries.code,
  name: countries.name,
  currencyCode: countries.currencyCode,
  payable: countries.payable,
  showCurrency: countries.showCurrency,
  vpnWarning: countries.vpnWarning,
  // Qualified by hand: inside a select list drizzle may print bare column names.
  hasSubdivisions: sql<boolean>`exists (select 1 from "country_subdivisions" as "s" where "s"."country_id" = "countries"."id")`,
}

export function listCountries(db: Executor, filter: { payableOnly: boolean }, limit: number, offset: number) {
  return db
    .select(countryColumns)
    .from(countries)
    .where(filter.payableOnly ? eq(countries.payable, true) : undefined)
    .orderBy(asc(countries.name))
    .limit(limit)
    .offset(offset)
}

export async function countCountries(db: Executor, filter: { payableOnly: boolean }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(countries)
    .where(filter.payableOnly ? eq(countries.payable, true) : undefined)
  return row?.total ?? 0
}

export async function findCountry(
  db: Executor,
  by: { id: number } | { code: string },
): Promise<CountryRow | undefined> {
  const [row] = await db
    .select(countryColumns)
    .from(countries)
    .where('id' in by ? eq(countries.id, by.id) : eq(countries.code, by.code))
  return row
}

export function listSubdivisions(db: Executor, countryId: number, limit: number, offset: number) {
  return db
    .select()
    .from(countrySubdivisions)
    .where(eq(countrySubdivisions.countryId, countryId))
    .orderBy(asc(countrySubdivisions.name))
    .limit(limit)
    .offset(offset)
}

export async function countSubdivisions(db: Executor, countryId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(countrySubdivisions)
    .where(eq(countrySubdivisions.countryId, countryId))
  return row?.total ?? 0
}

/** Subdivision codes of a country by its code; undefined for an unknown country. */
export async function subdivisionCodesOf(db: Executor, countryCode: string): Promise<string[] | undefined> {
  const country = await findCountry(db, { code: countryCode })
  if (!country) return undefined
  const rows = await db
    .select({ code: countrySubdivisions.code })
    .from(countrySubdivisions)
    .where(eq(countrySubdivisions.countryId, country.id))
  return rows.map((row) => row.code)
}

export function listCurrencies(db: Executor, filter: { defaultOnly: boolean }) {
  return db
    .select()
    .from(currencies)
    .where(filter.defaultOnly ? eq(currencies.isDefault, true) : undefined)
    .orderBy(asc(currencies.code))
}

export async function findCurrency(db: Executor, code: string): Promise<CurrencyRow | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code))
  return row
}

export async function findPlan(db: Executor, id: number): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id))
  return row
}

export function findPlansByIds(db: Executor, ids: number[]): Promise<PlanRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db.select().from(subscriptionPlans).where(inArray(subscriptionPlans.id, ids))
}

export function listActiveMethods(db: Executor): Promise<MethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.active, true))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id))
}

export async function findMethod(db: Executor, id: number): Promise<MethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id))
  return row
}

export async function findPromo(db: Executor, code: string): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promotionalCodes).where(eq(promotionalCodes.code, code.trim().toUpperCase()))
  return row
}

export async function findPromoById(db: Executor, id: number): Promise<PromoRow | undefined> {
  const [row] = await db.select().from(promotionalCodes).where(eq(promotionalCodes.id, id))
  return row
}

/** Who is paying, as the promotion rules know them: an account, an e-mail, a card, a connection. */
export type PromotionBuyer = {
  userId: number | null
  /** Lowercased; null when not known yet (a guest before the payment form). */
  email: string | null
  fingerprint: string | null
  /** Null for loopback addresses (local runs and tests). */
  ip: string | null
}

/**
 * Holds this buyer's promotion checks until the transaction ends, so two payments of one buyer
 * (however concurrent) check and record their codes one after the other.
 */
export async function lockPromotionBuyer(tx: Executor, buyer: PromotionBuyer): Promise<void> {
  const key = buyer.userId !== null ? `promotion-buyer:user:${buyer.userId}` : `promotion-buyer:email:${buyer.email}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
}

/** Counts one use of a code, only while uses are left (a conditional update). */
export async function countRedemption(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(promotionalCodes)
    .set({ redemptions: sql`${promotionalCodes.redemptions} + 1` })
    .where(
      and(
        eq(promotionalCodes.id, id),
        sql`(${promotionalCodes.maxRedemptions} is null or ${promotionalCodes.redemptions} < ${promotionalCodes.maxRedemptions})`,
      ),
    )
    .returning({ id: promotionalCodes.id })
  return rows.length > 0
}

/** Records that this buyer used this code; false when they had already (the unique indexes). */
export async function insertRedemption(
  tx: Executor,
  values: { promotionalCodeId: number; paymentId: number; userId: number | null; email: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(promotionalCodeRedemptions)
    .values({ ...values, createdAt: values.now })
    .onConflictDoNothing()
    .returning({ id: promotionalCodeRedemptions.id })
  return rows.length > 0
}

/** Gives back the use a payment made of its code (it failed or was canceled): the record and the count. */
export async function releaseRedemption(tx: Executor, paymentId: number): Promise<void> {
  const [released] = await tx
    .delete(promotionalCodeRedemptions)
    .where(eq(promotionalCodeRedemptions.paymentId, paymentId))
    .returning({ promotionalCodeId: promotionalCodeRedemptions.promotionalCodeId })
  if (!released) return
  await tx
    .update(promotionalCodes)
    .set({ redemptions: sql`${promotionalCodes.redemptions} - 1` })
    .where(and(eq(promotionalCodes.id, released.promotionalCodeId), gt(promotionalCodes.redemptions, 0)))
}

/** A guest's uses of codes become their account's when they finish registering. */
export async function moveRedemptionsToUser(tx: Executor, paymentIds: number[], userId: number): Promise<void> {
  if (paymentIds.length === 0) return
  await tx
    .update(promotionalCodeRedemptions)
    .set({ userId })
    .where(and(inArray(promotionalCodeRedemptions.paymentId, paymentIds), isNull(promotionalCodeRedemptions.userId)))
}

/** Rows of this buyer: by account or by e-mail (a guest's earlier purchases). */
function buyerMatches(buyer: PromotionBuyer, columns: { userId: PgColumn; email: PgColumn }): SQL | undefined {
  const matches = [
    ...(buyer.userId === null ? [] : [eq(columns.userId, buyer.userId)]),
    ...(buyer.email === null ? [] : [eq(columns.email, buyer.email)]),
  ]
  return matches.length === 0 ? undefined : or(...matches)
}

/** Whether this buyer (by account or e-mail) used this code before. */
export async function hasRedeemed(db: Executor, promotionalCodeId: number, buyer: PromotionBuyer): Promise<boolean> {
  const who = buyerMatches(buyer, promotionalCodeRedemptions)
  if (!who) return false
  const [row] = await db
    .select({ id: promotionalCodeRedemptions.id })
    .from(promotionalCodeRedemptions)
    .where(and(eq(promotionalCodeRedemptions.promotionalCodeId, promotionalCodeId), who))
    .limit(1)
  return row !== undefined
}

/** Whether this buyer (by account or e-mail) ever had a payment of some money approved. */
export async function hasPaidBefore(db: Executor, buyer: PromotionBuyer): Promise<boolean> {
  const who = buyerMatches(buyer, payments)
  if (!who) return false
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(who, eq(payments.status, 'approved'), gt(payments.amountCents, 0)))
    .limit(1)
  return row !== undefined
}

/**
 * Free trials taken (approved) or under way (pending) by this account, e-mail, card or address,
 * leaving out the payment `except` (the one being checked).
 */
export async function countTrialsOf(
  db: Executor,
  buyer: PromotionBuyer,
  except: number | null = null,
): Promise<number> {
  const matches = [
    ...(buyer.email === null ? [] : [eq(payments.email, buyer.email)]),
    ...(buyer.userId === null ? [] : [eq(payments.userId, buyer.userId)]),
    ...(buyer.fingerprint === null ? [] : [eq(payments.cardFingerprint, buyer.fingerprint)]),
    ...(buyer.ip === null ? [] : [eq(payments.ip, buyer.ip)]),
  ]
  if (matches.length === 0) return 0
  const [row] = await db
    .select({ total: count() })
    .from(payments)
    .where(
      and(
        eq(payments.isTrial, true),
        inArray(payments.status, ['approved', 'pending']),
        or(...matches),
        except === null ? undefined : ne(payments.id, except),
      ),
    )
  return row?.total ?? 0
}

export async function findReferral(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code.trim().toUpperCase()), eq(referralCodes.active, true)))
  return row
}

export async function findPaylink(db: Executor, by: { hash: string } | { id: number }) {
  const [row] = await db
    .select({ link: paymentLinks, creator: { id: creators.id, name: creators.name, username: creators.username } })
    .from(paymentLinks)
    .innerJoin(creators, eq(creators.id, paymentLinks.creatorId))
    .where('hash' in by ? eq(paymentLinks.hash, by.hash) : eq(paymentLinks.id, by.id))
  return row
}

/** An add-on with the plan it sells, by its key or its id. */
async function findAddonWhere(db: Executor, which: SQL): Promise<{ addon: AddonRow; plan: PlanRow } | undefined> {
  const [row] = await db
    .select({ addon: addons, plan: subscriptionPlans })
    .from(addons)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, addons.planId))
    .where(which)
  return row
}

export function findAddon(db: Executor, key: string) {
  return findAddonWhere(db, eq(addons.key, key))
}

export function findAddonById(db: Executor, id: number) {
  return findAddonWhere(db, eq(addons.id, id))
}

/** A user's saved cards: good ones first, then banned; newest first within each. */
export function listSavedCards(db: Executor, userId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(sql`${savedCards.bannedAt} is not null`, desc(savedCards.createdAt), desc(savedCards.id))
}

export async function findSavedCard(db: Executor, id: number): Promise<SavedCardRow | undefined> {
  const [row] = await db.select().from(savedCards).where(eq(savedCards.id, id))
  return row
}

/** The creators among `creatorIds` the user has an active subscription to (null: the site membership). */
export async function activeSubscriptionTargets(
  db: Executor,
  userId: number,
  now: Date,
): Promise<{ creatorId: number | null; premium: boolean }[]> {
  return db
    .select({ creatorId: subscriptions.creatorId, premium: subscriptions.premium })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'approved'), gt(subscriptions.endsAt, now)))
}

/** Methods this buyer failed with since `since` (a user by id, a guest by e-mail), with how often. */
export async function recentFailures(
  db: Executor,
  buyer: { userId: number } | { email: string },
  since: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ methodId: payments.paymentMethodId, failures: count() })
    .from(payments)
    .where(
      and(
        'userId' in buyer
          ? eq(payments.userId, buyer.userId)
          : and(isNull(payments.userId), eq(payments.email, buyer.email)),
        eq(payments.status, 'failed'),
        gt(payments.createdAt, since),
      ),
    )
    .groupBy(payments.paymentMethodId)
  return new Map(rows.flatMap((row) => (row.methodId === null ? [] : [[row.methodId, row.failures] as const])))
}
