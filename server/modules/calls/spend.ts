/**
 * One spend of a call's sender on its creator (a minute, an extra minute, a tip): within their
 * balance (402 insufficient_tokens) and spending caps (403 spending_limit_reached), through the
 * ledger with the creator's share, in the caller's transaction under the wallet's lock.
 */
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import type { SpendKind } from '../wallet/index'
import { checkLimits, lockWallet, spendTokens } from '../wallet/index'
import type { CallsContext } from './context'
import type { CallRoomRow } from './repository'

/** A call's booked minute, an extra minute bought during it, or a tip sent during it. */
export type CallSpendKind = Extract<SpendKind, 'call_minute' | 'call_extra_minute' | 'call_tip'>

/** The movement's id, or undefined when its key was used before (nothing moved). */
export async function spendOnCall(
  ctx: Pick<CallsContext, 'creatorShareBps'>,
  tx: Executor,
  room: CallRoomRow,
  spend: { tokens: number; kind: CallSpendKind; idempotencyKey: string; at: Date },
): Promise<number | undefined> {
  const wallet = await lockWallet(tx, room.senderUserId)
  await checkLimits(tx, { userId: room.senderUserId, walletId: wallet.id }, spend.tokens, true, spend.at)
  if (wallet.balance < spend.tokens) {
    throw new AppError('insufficient_tokens', { extra: { balance: wallet.balance, required: spend.tokens } })
  }
  return spendTokens(tx, {
    kind: spend.kind,
    userId: room.senderUserId,
    creatorId: room.creatorId,
    postId: null,
    tokens: spend.tokens,
    creatorShareBps: ctx.creatorShareBps,
    message: null,
    idempotencyKey: spend.idempotencyKey,
    at: spend.at,
  })
}
