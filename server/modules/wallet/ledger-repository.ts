/**
 * The ledger's writes: accounts, movements and their entries, and the balance kept beside them.
 * Only ledger.ts imports this file, so every balance change goes through its balanced posting.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type AccountRow = typeof ledgerAccounts.$inferSelect

/** Whose account: a user's, a creator's, or the system's (both null). */
export type AccountOwner = { userId: number | null; creatorId: number | null }

function ownerIs(owner: AccountOwner) {
  return and(
    owner.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, owner.userId),
    owner.creatorId === null ? isNull(ledgerAccounts.creatorId) : eq(ledgerAccounts.creatorId, owner.creatorId),
  )
}

export async function findAccount(db: Executor, owner: AccountOwner, kind: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(and(ownerIs(owner), eq(ledgerAccounts.kind, kind)))
  return row
}

/** Creates the account if it is missing (concurrent creators meet on the unique owner+kind). */
export async function insertAccountIfMissing(
  db: Executor,
  values: AccountOwner & { kind: string; allowNegative: boolean },
): Promise<void> {
  await db.insert(ledgerAccounts).values(values).onConflictDoNothing()
}

/** The account, locked until the transaction ends (SELECT … FOR UPDATE). */
export async function lockAccount(tx: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('update')
  return row
}

/** The movement's header; undefined when its idempotency key was used before. */
export async function insertTransaction(
  tx: Executor,
  values: typeof ledgerTransactions.$inferInsert,
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
