/**
 * The token ledger (ARCHITECTURE.md §6): double entry, append-only, exactly once per movement key.
 * `post` is the one way to move tokens; `credit` is what purchases use. Everything runs inside the
 * caller's transaction (`tx`), so a movement commits or rolls back with the effect that caused it
 * (a payment's approval, later a tip or an unlock). The database checks the balance at commit too.
 */
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import {
  type AccountRow,
  applyToBalance,
  findAccount,
  insertAccountIfMissing,
  insertEntries,
  insertTransaction,
} from './repository'

export const ACCOUNT_KINDS = {
  /** A user's spendable tokens. */
  userTokens: 'user_tokens',
  /** System: tokens sold. Its balance is minus every token ever issued. */
  tokenIssuance: 'token_issuance',
} as const

export type AccountKind = (typeof ACCOUNT_KINDS)[keyof typeof ACCOUNT_KINDS]

/** Only system accounts may go negative: they stand for the outside world (sales, fees). */
const SYSTEM_KINDS: ReadonlySet<string> = new Set([ACCOUNT_KINDS.tokenIssuance])

export async function ensureAccount(tx: Executor, userId: number | null, kind: AccountKind): Promise<AccountRow> {
  const existing = await findAccount(tx, userId, kind)
  if (existing) return existing
  await insertAccountIfMissing(tx, { userId, kind, allowNegative: userId === null && SYSTEM_KINDS.has(kind) })
  const created = await findAccount(tx, userId, kind)
  if (!created) throw new Error(`ledger: account ${kind} for ${userId ?? 'system'} was not created`)
  return created
}

export type Movement = {
  kind: string
  /** One movement per key, ever: a second post with the same key changes nothing. */
  idempotencyKey: string
  paymentId?: number | null
  memo?: string | null
  entries: { accountId: number; amount: number }[]
  at: Date
}

/**
 * Writes a balanced movement and moves the balances. Returns false when the key was used before
 * (nothing changes); throws insufficient_tokens when an account would go below zero.
 */
export async function post(tx: Executor, movement: Movement): Promise<boolean> {
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
    createdAt: movement.at,
  })
  if (transactionId === undefined) return false
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
  return true
}

/** Credits tokens a user bought: token issuance −n, the user's tokens +n. */
export async function creditTokens(
  tx: Executor,
  credit: { userId: number; tokens: number; idempotencyKey: string; paymentId: number; memo: string; at: Date },
): Promise<boolean> {
  const [issuance, wallet] = [
    await ensureAccount(tx, null, ACCOUNT_KINDS.tokenIssuance),
    await ensureAccount(tx, credit.userId, ACCOUNT_KINDS.userTokens),
  ]
  return post(tx, {
    kind: 'token_purchase',
    idempotencyKey: credit.idempotencyKey,
    paymentId: credit.paymentId,
    memo: credit.memo,
    at: credit.at,
    entries: [
      { accountId: issuance.id, amount: -credit.tokens },
      { accountId: wallet.id, amount: credit.tokens },
    ],
  })
}

/** A user's token balance (0 without a wallet yet). */
export async function tokenBalance(db: Executor, userId: number): Promise<number> {
  return (await findAccount(db, userId, ACCOUNT_KINDS.userTokens))?.balance ?? 0
}
