/**
 * Token spends: a tip (send tokens) or a post
 * unlock, one balanced ledger movement each, in the transaction of its Idempotency-Key.
 *
 * Inside the transaction the member's wallet is locked first, so everything checked before tokens
 * move (an earlier unlock, the caps, the balance) holds until they have moved; the conditional
 * balance update and the table's CHECK make a negative balance impossible anyway.
 *
 * Rules: a creator cannot tip or unlock their own content; an unlock charges the post's own price
 * (a different `tokens` is 409 price_changed, never trusted); a viewer who may already see the
 * post is not charged; normal and premium posts open with a subscription, not tokens; the
 * member's caps refuse a spend above them, and a spend above their threshold needs `confirm`.
 */
import { randomUUID } from 'node:crypto'
import { WALLET } from '../../../contract/limits'
import type { SendTokensResult } from '../../../contract/schemas/wallet'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import type { SignedInViewer } from '../../plugins/auth'
import { findCreatorBrief } from '../creators/index'
import type { Once, Outcome } from '../idempotency/index'
import { lockWallet, spendTokens } from './ledger'
import { findPostRow, findSpendingLimits, insertUnlock, spentSince } from './repository'
import type { WalletContext } from './service'

export type SpendRequest =
  | { type: 'no_post_block'; modelId: number; tokens: number; message: string; postId: number | null; confirm: boolean }
  | { type: 'post_block'; modelId: number; postId: number; tokens: number; confirm: boolean }

const HOUR_MS = 3600 * 1000

/**
 * The member's caps (403 spending_limit_reached), then their confirmation threshold (409
 * confirmation_required). Video calls (modules/calls) apply the same caps to every call movement.
 */
export async function checkLimits(
  tx: Executor,
  member: { userId: number; walletId: number },
  tokens: number,
  confirmed: boolean,
  now: Date,
): Promise<void> {
  const limits = await findSpendingLimits(tx, member.userId)
  if (!limits) return
  const caps = [
    { limit: 'daily' as const, cap: limits.dailyCap, since: now.getTime() - WALLET.dailyWindowHours * HOUR_MS },
    {
      limit: 'monthly' as const,
      cap: limits.monthlyCap,
      since: now.getTime() - WALLET.monthlyWindowDays * 24 * HOUR_MS,
    },
  ]
  for (const { limit, cap, since } of caps) {
    if (cap === null) continue
    const spent = await spentSince(tx, member.walletId, new Date(since))
    if (spent + tokens > cap) throw new AppError('spending_limit_reached', { extra: { limit, cap, spent } })
  }
  if (limits.confirmAbove !== null && tokens > limits.confirmAbove && !confirmed) {
    throw new AppError('confirmation_required', { extra: { threshold: limits.confirmAbove } })
  }
}

function done(balance: number, charged: number, transactionId: number | null, unlockedPostId: number | null) {
  return {
    status: 201,
    body: {
      data: 'ok' as const,
      meta: { balance, charged, transaction_id: transactionId, unlocked_post_id: unlockedPostId },
    },
  }
}

export async function sendTokens(
  ctx: WalletContext,
  viewer: SignedInViewer,
  request: SpendRequest,
  once: Once,
): Promise<Outcome<SendTokensResult>> {
  const creator = await findCreatorBrief(ctx.db, { id: request.modelId })
  if (!creator) throw new AppError('not_found', { detail: 'unknown creator' })
  if (viewer.modelId === creator.id) throw new AppError('own_content')
  const post = request.postId === null ? undefined : await findPostRow(ctx.db, request.postId)
  if (request.postId !== null && post?.creatorId !== creator.id) {
    throw new AppError('not_found', { detail: 'unknown post, or a post of another creator' })
  }

  return once(async (tx) => {
    const now = ctx.clock()
    const wallet = await lockWallet(tx, viewer.userId)
    let tokens = request.tokens
    if (request.type === 'post_block' && post) {
      // Who may already see the post pays nothing (a member for a normal post, a subscriber, an earlier unlock).
      if (await ctx.canSeePost(tx, viewer, post, now)) {
        return done(wallet.balance, 0, null, post.id)
      }
      if (post.frontContainer !== 'tokens' || post.tokensQuantity <= 0) throw new AppError('not_unlockable')
      if (request.tokens !== post.tokensQuantity) {
        throw new AppError('price_changed', { extra: { tokens: post.tokensQuantity } })
      }
      tokens = post.tokensQuantity
    }
    await checkLimits(tx, { userId: viewer.userId, walletId: wallet.id }, tokens, request.confirm, now)
    if (wallet.balance < tokens) {
      throw new AppError('insufficient_tokens', { extra: { balance: wallet.balance, required: tokens } })
    }
    const isUnlock = request.type === 'post_block'
    const transactionId = await spendTokens(tx, {
      kind: isUnlock ? 'unlock' : 'tip',
      userId: viewer.userId,
      creatorId: creator.id,
      postId: post?.id ?? null,
      tokens,
      creatorShareBps: ctx.creatorShareBps,
      message: request.type === 'no_post_block' && request.message !== '' ? request.message : null,
      // An unlock is once per member and post, ever; a tip is its own movement (its request's key guards retries).
      idempotencyKey: isUnlock ? `unlock:${viewer.userId}:${post?.id}` : `tip:${randomUUID()}`,
      at: now,
    })
    if (transactionId === undefined) throw new AppError('conflict', { detail: 'the unlock movement exists already' })
    if (isUnlock && post)
      await insertUnlock(tx, { userId: viewer.userId, postId: post.id, transactionId, createdAt: now })
    return done(wallet.balance - tokens, tokens, transactionId, isUnlock ? (post?.id ?? null) : null)
  })
}
