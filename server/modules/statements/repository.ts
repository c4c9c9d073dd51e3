import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm'
import { currencies, payments, statementMails, subscriptionPlans, users } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

/** A member's approved payments settled in a window, oldest first. */
export function listApprovedPayments(db: Executor, userId: number, window: { since: Date; until: Date }) {
  return db
    .select({
      id: payments.id,
      finalizedAt: payments.finalizedAt,
      amountCents: payments.amountCents,
      chargedMinor: payments.chargedMinor,
      currency: payments.currency,
      decimals: currencies.decimalPrecision,
      title: subscriptionPlans.title,
      invoice: subscriptionPlans.descriptionInvoice,
    })
    .from(payments)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, payments.planId))
    .leftJoin(currencies, eq(currencies.code, payments.currency))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, 'approved'),
        gte(payments.finalizedAt, window.since),
        lt(payments.finalizedAt, window.until),
      ),
    )
    .orderBy(asc(payments.finalizedAt), asc(payments.id))
}

/**
 * Members with money activity in a window (a wallet movement or an approved payment), by id after
 * `afterId`: the statement job walks them page by page.
 */
export async function findActiveMembers(
  db: Executor,
  window: { since: Date; until: Date },
  afterId: number,
  limit: number,
) {
  return db
    .select({ id: users.id, username: users.username, email: users.email, lastLangCode: users.lastLangCode })
    .from(users)
    .where(
      and(
        gt(users.id, afterId),
        sql`(
          exists (select 1 from "payments" as "p" where "p"."user_id" = "users"."id" and "p"."status" = 'approved'
            and "p"."finalized_at" >= ${window.since} and "p"."finalized_at" < ${window.until})
          or exists (select 1 from "ledger_entries" as "e" join "ledger_accounts" as "a" on "a"."id" = "e"."account_id"
            where "a"."user_id" = "users"."id" and "e"."created_at" >= ${window.since} and "e"."created_at" < ${window.until})
        )`,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit)
}

/** Claims the statement of a member and month; false when it was mailed already. */
export async function claimStatement(tx: Executor, userId: number, month: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(statementMails)
    .values({ userId, month, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: statementMails.userId })
  return rows.length > 0
}
