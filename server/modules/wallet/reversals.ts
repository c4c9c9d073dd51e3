/**
 * The movements that take tokens back, beside spends (spend.ts):
 *
 * - Refund or chargeback of a token pack: the processor has already returned the money, so the
 *   tokens go back to issuance at once and whole. The wallet gives what it still holds, never more
 *   (a member's balance never goes negative); what was spent already stays with the creators and
 *   fees it went to, and the platform carries it as a debt (refund_shortfall). That is what real
 *   wallets do: a creator paid in good faith is not clawed back, and refusing is not an option when
 *   the money has already gone back. The shortfall is recorded on the movement and the member is
 *   left with nothing to spend from that pack.
 * - Expiry: purchased tokens unused `months` after their purchase go to the platform, first in
 *   first out, by a daily job; one movement per wallet and day, so a job run twice moves nothing twice.
 */
import type { Executor } from '../../lib/executor'
import { ACCOUNT_KINDS, ensureAccount, lockWallet, post, SYSTEM } from './ledger'
import { expiringTokens, tokensCreditedByPayment } from './repository'

export type RefundResult = { transactionId: number; refunded: number; taken: number; shortfall: number }

/**
 * Takes back the tokens a payment bought, once per payment ever. Undefined when it bought none or
 * was refunded before.
 */
export async function refundTokenPurchase(
  tx: Executor,
  refund: { userId: number; paymentId: number; memo: string; at: Date },
): Promise<RefundResult | undefined> {
  const wallet = await lockWallet(tx, refund.userId)
  const refunded = await tokensCreditedByPayment(tx, wallet.id, refund.paymentId)
  if (refunded <= 0) return undefined
  const taken = Math.min(wallet.balance, refunded)
  const shortfall = refunded - taken
  const issuance = await ensureAccount(tx, SYSTEM, ACCOUNT_KINDS.tokenIssuance)
  const debt = await ensureAccount(tx, SYSTEM, ACCOUNT_KINDS.refundShortfall)
  const transactionId = await post(tx, {
    kind: 'refund',
    idempotencyKey: `refund:payment:${refund.paymentId}`,
    paymentId: refund.paymentId,
    memo: refund.memo,
    userId: refund.userId,
    at: refund.at,
    entries: [
      { accountId: wallet.id, amount: -taken },
      { accountId: debt.id, amount: -shortfall },
      { accountId: issuance.id, amount: refunded },
    ],
  })
  return transactionId === undefined ? undefined : { transactionId, refunded, taken, shortfall }
}

/** `YYYY-MM-DD` (UTC): the period an expiry movement belongs to. */
export function expiryPeriod(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** The moment before which purchases have expired `months` after them. */
export function expiryCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime())
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/** Expires what a wallet holds of purchases older than the cutoff: the tokens moved (0 when none, or done today). */
export async function expireWalletTokens(
  tx: Executor,
  wallet: { id: number; userId: number },
  options: { now: Date; months: number },
): Promise<number> {
  await lockWallet(tx, wallet.userId)
  const tokens = await expiringTokens(tx, wallet.id, expiryCutoff(options.now, options.months))
  if (tokens <= 0) return 0
  const fees = await ensureAccount(tx, SYSTEM, ACCOUNT_KINDS.platformFees)
  const transactionId = await post(tx, {
    kind: 'expiry',
    idempotencyKey: `expiry:${wallet.id}:${expiryPeriod(options.now)}`,
    userId: wallet.userId,
    at: options.now,
    entries: [
      { accountId: wallet.id, amount: -tokens },
      { accountId: fees.id, amount: tokens },
    ],
  })
  return transactionId === undefined ? 0 : tokens
}
