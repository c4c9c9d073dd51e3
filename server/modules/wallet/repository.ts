import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm'
import {
  creators,
  ledgerEntries,
  ledgerTransactions,
  payments,
  posts,
  postUnlocks,
  spendingLimits,
} from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import { anyOf, type Bound } from '../../lib/prepared'
import { CALL_TIME_KINDS, SPEND_KINDS, TIP_KINDS } from './kinds'

/** The sum of an account's ledger entries that `which` picks (by the entry or its transaction). */
async function entriesTotal(db: Executor, accountId: number, which: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), which))
  return Number(row?.total ?? 0)
}

/** Tokens a wallet spent (tips, unlocks, calls) since `since`. */
export async function spentSince(db: Executor, walletId: number, since: Date): Promise<number> {
  const moved = await entriesTotal(
    db,
    walletId,
    and(gte(ledgerEntries.createdAt, since), inArray(ledgerTransactions.kind, SPEND_KINDS)),
  )
  return 0 - moved
}

export type WalletLine = {
  entryId: number
  amount: number
  createdAt: Date
  kind: string
  memo: string | null
  message: string | null
  postId: number | null
  paymentId: number | null
  paymentStatus: (typeof payments.$inferSelect)['status'] | null
  creator: { id: number; name: string; username: string | null } | null
}

/** A wallet's movements, page by page (newest first unless `ascending`). */
export async function listWalletLines(
  db: Executor,
  walletId: number,
  page: { limit: number; offset: number; ascending: boolean },
): Promise<WalletLine[]> {
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      message: ledgerTransactions.message,
      postId: ledgerTransactions.postId,
      paymentId: ledgerTransactions.paymentId,
      paymentStatus: payments.status,
      creatorId: creators.id,
      creatorName: creators.name,
      creatorUsername: creators.username,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(payments, eq(payments.id, ledgerTransactions.paymentId))
    .leftJoin(creators, eq(creators.id, ledgerTransactions.creatorId))
    .where(eq(ledgerEntries.accountId, walletId))
    .orderBy(page.ascending ? asc(ledgerEntries.id) : desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset)
  return rows.map(({ creatorId, creatorName, creatorUsername, ...line }) => ({
    ...line,
    creator: creatorId === null ? null : { id: creatorId, name: creatorName ?? '', username: creatorUsername },
  }))
}

export async function countWalletLines(db: Executor, walletId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, walletId))
  return row?.total ?? 0
}

export type CreatorSpendingRow = {
  creator: { id: number; name: string; username: string | null }
  tokens: number
  tips: number
  unlocks: number
  calls: number
  lastSpentAt: Date
}

const spendingColumns = {
  creatorId: ledgerTransactions.creatorId,
  tokens: sql<string>`-sum(${ledgerEntries.amount})`,
  tips: sql<string>`-sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerTransactions.kind, TIP_KINDS)})`,
  unlocks: sql<string>`-sum(${ledgerEntries.amount}) filter (where ${ledgerTransactions.kind} = 'unlock')`,
  calls: sql<string>`-sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerTransactions.kind, CALL_TIME_KINDS)})`,
  lastSpentAt: sql<Date>`max(${ledgerEntries.createdAt})`,
}

function spendingWhere(walletId: number, since: Date | null, until: Date | null) {
  return and(
    eq(ledgerEntries.accountId, walletId),
    inArray(ledgerTransactions.kind, SPEND_KINDS),
    since ? gte(ledgerEntries.createdAt, since) : undefined,
    until ? lt(ledgerEntries.createdAt, until) : undefined,
  )
}

/** Tokens a wallet spent per creator (tips, unlocks and calls), largest first. */
export async function listCreatorSpending(
  db: Executor,
  walletId: number,
  window: { since: Date | null; until: Date | null },
  page: { limit: number; offset: number },
): Promise<CreatorSpendingRow[]> {
  const rows = await db
    .select({ ...spendingColumns, name: creators.name, username: creators.username })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(creators, eq(creators.id, ledgerTransactions.creatorId))
    .where(spendingWhere(walletId, window.since, window.until))
    .groupBy(ledgerTransactions.creatorId, creators.name, creators.username)
    .orderBy(sql`-sum(${ledgerEntries.amount}) desc`, ledgerTransactions.creatorId)
    .limit(page.limit)
    .offset(page.offset)
  return rows.map((row) => ({
    creator: { id: row.creatorId ?? 0, name: row.name, username: row.username },
    tokens: Number(row.tokens ?? 0),
    tips: Number(row.tips ?? 0),
    unlocks: Number(row.unlocks ?? 0),
    calls: Number(row.calls ?? 0),
    lastSpentAt: new Date(row.lastSpentAt),
  }))
}

export async function countCreatorsSpentOn(db: Executor, walletId: number, since: Date | null): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`count(distinct ${ledgerTransactions.creatorId})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(spendingWhere(walletId, since, null))
  return Number(row?.total ?? 0)
}

/** The wallet's movements of a window summed by kind (statements). */
export async function sumByKind(
  db: Executor,
  walletId: number,
  window: { since: Date; until: Date },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: ledgerTransactions.kind, total: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerEntries.accountId, walletId),
        gte(ledgerEntries.createdAt, window.since),
        lt(ledgerEntries.createdAt, window.until),
      ),
    )
    .groupBy(ledgerTransactions.kind)
  return new Map(rows.map((row) => [row.kind, Number(row.total ?? 0)]))
}

/** A wallet's balance as it was just before `at` (the sum of its earlier entries). */
export function balanceBefore(db: Executor, walletId: number, at: Date): Promise<number> {
  return entriesTotal(db, walletId, lt(ledgerEntries.createdAt, at))
}

export type SpendingLimitsRow = typeof spendingLimits.$inferSelect

export async function findSpendingLimits(db: Executor, userId: number): Promise<SpendingLimitsRow | undefined> {
  const [row] = await db.select().from(spendingLimits).where(eq(spendingLimits.userId, userId))
  return row
}

export async function saveSpendingLimits(
  db: Executor,
  values: {
    userId: number
    dailyCap: number | null
    monthlyCap: number | null
    confirmAbove: number | null
    now: Date
  },
): Promise<void> {
  const { now, ...limits } = values
  await db
    .insert(spendingLimits)
    .values({ ...limits, updatedAt: now })
    .onConflictDoUpdate({
      target: spendingLimits.userId,
      set: {
        dailyCap: limits.dailyCap,
        monthlyCap: limits.monthlyCap,
        confirmAbove: limits.confirmAbove,
        updatedAt: now,
      },
    })
}

/** Records an unlock; false when the member had unlocked the post already (nothing is written). */
export async function insertUnlock(
  tx: Executor,
  values: { userId: number; postId: number; transactionId: number; createdAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(postUnlocks)
    .values(values)
    .onConflictDoNothing()
    .returning({ postId: postUnlocks.postId })
  return rows.length > 0
}

/**
 * The posts among these the user unlocked with tokens, as marks: one part of a page's viewer query
 * (posts/viewer-marks.ts) and of unlockedPostsAmong.
 */
export function unlockMarks(db: Executor, userId: Bound<number>, postIds: Bound<number[]>) {
  return db
    .select({ kind: sql<string>`'unlocked'`, id: sql<number>`${postUnlocks.postId}` })
    .from(postUnlocks)
    .where(and(eq(postUnlocks.userId, userId), anyOf(postUnlocks.postId, postIds)))
}

export async function findPostRow(db: Executor, id: number) {
  const [row] = await db.select().from(posts).where(eq(posts.id, id))
  return row
}

/** Tokens a payment put into a wallet (its token_purchase movements). */
export function tokensCreditedByPayment(db: Executor, walletId: number, paymentId: number): Promise<number> {
  return entriesTotal(
    db,
    walletId,
    and(eq(ledgerTransactions.paymentId, paymentId), eq(ledgerTransactions.kind, 'token_purchase')),
  )
}

/**
 * Purchased tokens of a wallet still unused at `cutoff`, first in first out: what it bought before
 * the cutoff (purchases later refunded left out) minus everything that ever left it except refunds
 * (spends, call minutes, earlier expiries take the oldest tokens first), never more than its balance.
 */
function expiringSql(walletId: SQL, cutoff: Date): SQL {
  return sql`least(
    (select balance from ledger_accounts where id = ${walletId}),
    greatest(0,
      (select coalesce(sum(e.amount), 0) from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = ${walletId} and e.amount > 0 and t.kind = 'token_purchase' and e.created_at < ${cutoff}
          and not exists (select 1 from ledger_transactions r where r.kind = 'refund' and r.payment_id = t.payment_id))
      + (select coalesce(sum(e.amount), 0) from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where e.account_id = ${walletId} and e.amount < 0 and t.kind <> 'refund')))`
}

export async function expiringTokens(db: Executor, walletId: number, cutoff: Date): Promise<number> {
  const result = await db.execute<{ tokens: string }>(sql`select ${expiringSql(sql`${walletId}`, cutoff)} as tokens`)
  return Number(result.rows[0]?.tokens ?? 0)
}

/** Wallets (id order, after `afterId`) holding purchased tokens unused since before `cutoff`. */
export async function walletsWithExpiringTokens(
  db: Executor,
  cutoff: Date,
  afterId: number,
  limit: number,
): Promise<{ id: number; userId: number }[]> {
  const result = await db.execute<{ id: number; user_id: number }>(sql`
    select a.id, a.user_id from ledger_accounts a
    where a.kind = 'user_tokens' and a.balance > 0 and a.id > ${afterId}
      and ${expiringSql(sql`a.id`, cutoff)} > 0
    order by a.id limit ${limit}`)
  return result.rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }))
}
