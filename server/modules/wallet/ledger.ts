/**
 * The token ledger: double entry, append-only, exactly once per movement key.
 * `post` is the one way to move tokens; `creditTokens` is what purchases use, `spendTokens` what
 * tips and unlocks use. Everything runs inside the caller's transaction (`tx`), so a movement
 * commits or rolls back with the effect that caused it. The database checks the balance at commit too.
 *
 * Accounts: a member's wallet (user_tokens), a creator's earnings (creator_earnings), and two system
 * accounts: token_issuance (minus every token sold and still paid for), platform_fees (the platform's
 * share of spends, and expired tokens) and refund_shortfall (minus the tokens refunded after they were
 * spent). So at every moment Σ wallets + Σ earnings + fees = −(issuance + shortfall), i.e. the sum of
 * every balance is 0, and every account's balance is the sum of its entries. Refunds and expiries
 * are in reversals.ts.
 */
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import type { SpendKind } from './kinds'
import {
  type AccountOwner,
  type AccountRow,
  applyToBalance,
  findAccount,
  insertAccountIfMissing,
  insertEntries,
  insertTransaction,
  lockAccount,
} from './ledger-repository'

export { type AccountOwner, type AccountRow, findAccount } from './ledger-repository'

export const ACCOUNT_KINDS = {
  /** A user's spendable tokens. */
  userTokens: 'user_tokens',
  /** A creator's share of what members spent on them. */
  creatorEarnings: 'creator_earnings',
  /** System: tokens sold. Its balance is minus every token ever issued. */
  tokenIssuance: 'token_issuance',
  /** System: the platform's share of spends, and purchased tokens that expired unused. */
  platformFees: 'platform_fees',
  /**
   * System: tokens of refunded purchases that had been spent before the refund (the platform's
   * debt: they stay with the creators and fees they went to, unpaid). Never above zero.
   */
  refundShortfall: 'refund_shortfall',
} as const

export type AccountKind = (typeof ACCOUNT_KINDS)[keyof typeof ACCOUNT_KINDS]

/**
 * Only token issuance may go negative (it stands for the outside world that bought the tokens), and
 * the refund shortfall (what the platform owes for tokens refunded after they were spent).
 */
const NEGATIVE_KINDS: ReadonlySet<string> = new Set([ACCOUNT_KINDS.tokenIssuance, ACCOUNT_KINDS.refundShortfall])

export const SYSTEM: AccountOwner = { userId: null, creatorId: null }

export async function ensureAccount(tx: Executor, owner: AccountOwner, kind: AccountKind): Promise<AccountRow> {
  const existing = await findAccount(tx, owner, kind)
  if (existing) return existing
  const isSystem = owner.userId === null && owner.creatorId === null
  await insertAccountIfMissing(tx, { ...owner, kind, allowNegative: isSystem && NEGATIVE_KINDS.has(kind) })
  const created = await findAccount(tx, owner, kind)
  if (!created) throw new Error(`ledger: account ${kind} was not created`)
  return created
}

export type Movement = {
  kind: string
  /** One movement per key, ever: a second post with the same key changes nothing. */
  idempotencyKey: string
  paymentId?: number | null
  memo?: string | null
  /** Who and what a spend was about (listing, per-creator spending, statements). */
  userId?: number | null
  creatorId?: number | null
  postId?: number | null
  creatorShareBps?: number | null
  message?: string | null
  entries: { accountId: number; amount: number }[]
  at: Date
}

/**
 * Writes a balanced movement and moves the balances. Returns the transaction id, or undefined when
 * the key was used before (nothing changes); throws insufficient_tokens when an account would go
 * below zero.
 */
export async function post(tx: Executor, movement: Movement): Promise<number | undefined> {
  const entries = movement.entries.filter((entry) => entry.amount !== 0)
  if (entries.length < 2) throw new Error('ledger: a movement needs at least two entries')
  if (entries.some((entry) => !Number.isSafeInteger(entry.amount))) throw new Error('ledger: amounts are whole units')
  const total = entries.reduce((sum, entry) => sum + entry.amount, 0)
  if (total !== 0) throw new Error(`ledger: entries of ${movement.idempotencyKey} sum to ${total}, not 0`)

  const transactionId = await insertTransaction(tx, {
    kind: movement.kind,
    idempotencyKey: movement.idempotencyKey,
    paymentId: movement.paymentId ?? null,
    memo: movement.memo ?? null,
    userId: movement.userId ?? null,
    creatorId: movement.creatorId ?? null,
    postId: movement.postId ?? null,
    creatorShareBps: movement.creatorShareBps ?? null,
    message: movement.message ?? null,
    createdAt: movement.at,
  })
  if (transactionId === undefined) return undefined
  await insertEntries(
    tx,
    entries.map((entry) => ({
      transactionId,
      accountId: entry.accountId,
      amount: entry.amount,
      createdAt: movement.at,
    })),
  )
  // Accounts in id order: two movements over the same accounts lock them in the same order.
  for (const entry of [...entries].sort((a, b) => a.accountId - b.accountId)) {
    if (!(await applyToBalance(tx, entry.accountId, entry.amount))) throw new AppError('insufficient_tokens')
  }
  return transactionId
}

/** Credits tokens a user bought: token issuance −n, the user's tokens +n. */
export async function creditTokens(
  tx: Executor,
  credit: { userId: number; tokens: number; idempotencyKey: string; paymentId: number; memo: string; at: Date },
): Promise<boolean> {
  const issuance = await ensureAccount(tx, SYSTEM, ACCOUNT_KINDS.tokenIssuance)
  const wallet = await walletOf(tx, credit.userId)
  const id = await post(tx, {
    kind: 'token_purchase',
    idempotencyKey: credit.idempotencyKey,
    paymentId: credit.paymentId,
    memo: credit.memo,
    userId: credit.userId,
    at: credit.at,
    entries: [
      { accountId: issuance.id, amount: -credit.tokens },
      { accountId: wallet.id, amount: credit.tokens },
    ],
  })
  return id !== undefined
}

/** A member's token wallet, created empty on first use. */
function walletOf(tx: Executor, userId: number): Promise<AccountRow> {
  return ensureAccount(tx, { userId, creatorId: null }, ACCOUNT_KINDS.userTokens)
}

/** A creator's share of `tokens` at `shareBps` (rounded down: the platform never pays out a fraction). */
export function splitSpend(tokens: number, shareBps: number): { creator: number; fee: number } {
  const creator = Math.floor((tokens * shareBps) / 10_000)
  return { creator, fee: tokens - creator }
}

/**
 * Locks the member's wallet for the rest of the transaction (created empty if missing), so the
 * checks a spend makes before moving tokens (balance, caps, an earlier unlock) cannot be raced by
 * another spend of the same member.
 */
export async function lockWallet(tx: Executor, userId: number): Promise<AccountRow> {
  const wallet = await walletOf(tx, userId)
  const locked = await lockAccount(tx, wallet.id)
  if (!locked) throw new Error(`ledger: wallet ${wallet.id} vanished`)
  return locked
}

export type Spend = {
  kind: SpendKind
  userId: number
  creatorId: number
  postId: number | null
  tokens: number
  creatorShareBps: number
  message: string | null
  idempotencyKey: string
  at: Date
}

/**
 * A tip or an unlock: the member's wallet −n, the creator's earnings +share, the platform's fees
 * +the rest, with the share recorded on the movement. Throws insufficient_tokens (the conditional
 * update is the check: no concurrency can take a wallet below zero).
 */
export async function spendTokens(tx: Executor, spend: Spend): Promise<number | undefined> {
  const wallet = await walletOf(tx, spend.userId)
  const earnings = await ensureAccount(tx, { userId: null, creatorId: spend.creatorId }, ACCOUNT_KINDS.creatorEarnings)
  const fees = await ensureAccount(tx, SYSTEM, ACCOUNT_KINDS.platformFees)
  const split = splitSpend(spend.tokens, spend.creatorShareBps)
  return post(tx, {
    kind: spend.kind,
    idempotencyKey: spend.idempotencyKey,
    userId: spend.userId,
    creatorId: spend.creatorId,
    postId: spend.postId,
    creatorShareBps: spend.creatorShareBps,
    message: spend.message,
    at: spend.at,
    entries: [
      { accountId: wallet.id, amount: -spend.tokens },
      { accountId: earnings.id, amount: split.creator },
      { accountId: fees.id, amount: split.fee },
    ],
  })
}

/** A user's token balance (0 without a wallet yet). */
export async function tokenBalance(db: Executor, userId: number): Promise<number> {
  return (await findAccount(db, { userId, creatorId: null }, ACCOUNT_KINDS.userTokens))?.balance ?? 0
}
