/**
 * The wallet as its member reads it (/tokens): balance, movements newest first,
 * the spending limits they set, and what they spent per creator. Always the caller's own.
 */
import type { Locale } from '../../../contract/languages'
import { WALLET } from '../../../contract/limits'
import type {
  CreatorSpending,
  SpendingLimits,
  SpendingLimitsBody,
  TokenOperation,
  TokenTransaction,
} from '../../../contract/schemas/wallet'
import type { Db } from '../../db/client'
import type { posts } from '../../db/schema/index'
import type { Clock } from '../../lib/clock'
import type { Executor } from '../../lib/executor'
import type { PageRequest } from '../../lib/pagination'
import type { Viewer } from '../../lib/viewer'
import { ACCOUNT_KINDS, findAccount } from './ledger'
import {
  countCreatorsSpentOn,
  countWalletLines,
  findSpendingLimits,
  listCreatorSpending,
  listWalletLines,
  saveSpendingLimits,
  spentSince,
  type WalletLine,
} from './repository'
import { describeMovement } from './texts'

/**
 * What the wallet is built with. `canSeePost` is the posts module's answer, given at startup: posts
 * read the wallet's unlocks to decide who sees them, so the wallet cannot import posts back.
 */
export type WalletContext = {
  db: Db
  clock: Clock
  creatorShareBps: number
  canSeePost: (db: Executor, viewer: Viewer, post: PostRow, now: Date) => Promise<boolean>
}

/** A post as the database holds it. */
export type PostRow = typeof posts.$inferSelect

const HOUR_MS = 3600 * 1000
const DAY_MS = 24 * HOUR_MS

/** Each ledger kind is its own operation (kinds.ts). */
const OPERATIONS: Record<string, TokenOperation> = {
  token_purchase: 'purchase',
  tip: 'tip',
  unlock: 'unlock',
  call_minute: 'call_minute',
  call_extra_minute: 'call_extra_minute',
  call_tip: 'call_tip',
  refund: 'refund',
  expiry: 'expiry',
}

function operationOf(line: WalletLine): TokenOperation {
  const operation = OPERATIONS[line.kind]
  if (!operation) throw new Error(`wallet: ledger kind ${line.kind} has no operation`)
  return operation
}

function walletOf(db: Db, userId: number) {
  return findAccount(db, { userId, creatorId: null }, ACCOUNT_KINDS.userTokens)
}

export async function balanceOf(ctx: WalletContext, userId: number): Promise<number> {
  return (await walletOf(ctx.db, userId))?.balance ?? 0
}

export async function listTransactions(
  ctx: WalletContext,
  userId: number,
  request: { page: PageRequest; ascending: boolean; locale: Locale },
): Promise<{ transactions: TokenTransaction[]; total: number }> {
  const wallet = await walletOf(ctx.db, userId)
  if (!wallet) return { transactions: [], total: 0 }
  const { page } = request
  const [lines, total] = await Promise.all([
    listWalletLines(ctx.db, wallet.id, {
      limit: page.perPage,
      offset: (page.page - 1) * page.perPage,
      ascending: request.ascending,
    }),
    countWalletLines(ctx.db, wallet.id),
  ])
  const transactions = lines.map((line): TokenTransaction => {
    const operation = operationOf(line)
    return {
      id: line.entryId,
      created_at: line.createdAt.toISOString(),
      description: describeMovement(request.locale, {
        operation,
        memo: line.memo,
        creatorName: line.creator?.name ?? null,
      }),
      operation,
      tokens: line.amount,
      latest_payment_status: line.paymentStatus,
      payment_id: line.paymentId,
      model: line.creator,
      post_id: line.postId,
      message: line.message || null,
    }
  })
  return { transactions, total }
}

/** What the member spent in the windows their caps count: the last 24 hours and the last 30 days. */
export async function spentInWindows(db: Db, walletId: number | undefined, now: Date) {
  if (walletId === undefined) return { day: 0, month: 0 }
  const [day, month] = await Promise.all([
    spentSince(db, walletId, new Date(now.getTime() - WALLET.dailyWindowHours * HOUR_MS)),
    spentSince(db, walletId, new Date(now.getTime() - WALLET.monthlyWindowDays * DAY_MS)),
  ])
  return { day, month }
}

export async function readSpendingLimits(ctx: WalletContext, userId: number): Promise<SpendingLimits> {
  const [limits, wallet] = await Promise.all([findSpendingLimits(ctx.db, userId), walletOf(ctx.db, userId)])
  const spent = await spentInWindows(ctx.db, wallet?.id, ctx.clock())
  return {
    daily_cap: limits?.dailyCap ?? null,
    monthly_cap: limits?.monthlyCap ?? null,
    confirm_above: limits?.confirmAbove ?? null,
    spent_last_24h: spent.day,
    spent_last_30d: spent.month,
  }
}

export async function updateSpendingLimits(
  ctx: WalletContext,
  userId: number,
  body: SpendingLimitsBody,
): Promise<SpendingLimits> {
  await saveSpendingLimits(ctx.db, {
    userId,
    dailyCap: body.daily_cap,
    monthlyCap: body.monthly_cap,
    confirmAbove: body.confirm_above,
    now: ctx.clock(),
  })
  return readSpendingLimits(ctx, userId)
}

export async function listSpendingByCreator(
  ctx: WalletContext,
  userId: number,
  request: { page: PageRequest; lastThirtyDays: boolean },
): Promise<{ spending: CreatorSpending[]; total: number }> {
  const wallet = await walletOf(ctx.db, userId)
  if (!wallet) return { spending: [], total: 0 }
  const since = request.lastThirtyDays ? new Date(ctx.clock().getTime() - 30 * DAY_MS) : null
  const { page } = request
  const [rows, total] = await Promise.all([
    listCreatorSpending(
      ctx.db,
      wallet.id,
      { since, until: null },
      { limit: page.perPage, offset: (page.page - 1) * page.perPage },
    ),
    countCreatorsSpentOn(ctx.db, wallet.id, since),
  ])
  return {
    spending: rows.map((row) => ({
      model: row.creator,
      tokens: row.tokens,
      tips: row.tips,
      unlocks: row.unlocks,
      calls: row.calls,
      last_spent_at: row.lastSpentAt.toISOString(),
    })),
    total,
  }
}
