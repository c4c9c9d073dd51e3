import { and, eq, isNull, sql } from 'drizzle-orm'
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type AccountRow = typeof ledgerAccounts.$inferSelect

export async function findAccount(db: Executor, userId: number | null, kind: string): Promise<AccountRow | undefined> {
  const owner = userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId)
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(owner, eq(ledgerAccounts.kind, kind)))
  return row
}

/** Creates the account if it is missing (concurrent creators meet on the unique owner+kind). */
export async function insertAccountIfMissing(
  db: Executor,
  values: { userId: number | null; kind: string; allowNegative: boolean },
): Promise<void> {
  await db.insert(ledgerAccounts).values(values).onConflictDoNothing()
}

/** The movement's header; undefined when its idempotency key was used before. */
export async function insertTransaction(
  tx: Executor,
  values: { kind: string; idempotencyKey: string; paymentId: number | null; memo: string | null; createdAt: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id })
  return row?.id
}

export async function insertEntries(
  tx: Executor,
  entries: { transactionId: number; accountId: number; amount: number; createdAt: Date }[],
): Promise<void> {
  await tx.insert(ledgerEntries).values(entries)
}

/**
 * Moves one account's balance, only if it stays allowed (never below zero for a user's account):
 * the conditional update is the check, so two concurrent debits cannot both pass it.
 */
export async function applyToBalance(tx: Executor, accountId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${amount} >= 0)`,
      ),
    )
    .returning({ id: ledgerAccounts.id })
  return rows.length > 0
}

/** Sum of every entry of an account: what its balance column must always equal. */
export async function sumOfEntries(db: Executor, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
  return Number(row?.total ?? 0)
}
