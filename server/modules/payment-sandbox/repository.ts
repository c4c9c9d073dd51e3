import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { sandboxCards, sandboxCheckouts, sandboxDdcSessions, sandboxNotifications } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type SandboxCardRow = typeof sandboxCards.$inferSelect
export type CheckoutRow = typeof sandboxCheckouts.$inferSelect
export type NotificationRow = typeof sandboxNotifications.$inferSelect

export async function insertCard(db: Executor, row: typeof sandboxCards.$inferInsert): Promise<void> {
  await db.insert(sandboxCards).values(row)
}

export async function findCard(db: Executor, token: string): Promise<SandboxCardRow | undefined> {
  const [row] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token))
  return row
}

export async function insertCheckout(db: Executor, row: typeof sandboxCheckouts.$inferInsert): Promise<CheckoutRow> {
  const [created] = await db.insert(sandboxCheckouts).values(row).returning()
  if (!created) throw new Error('sandbox: checkout not created')
  return created
}

export async function findCheckout(db: Executor, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id))
  return row
}

export async function findCheckoutByTransaction(db: Executor, transactionId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.transactionId, transactionId))
  return row
}

export async function findOpenCheckoutByReference(
  db: Executor,
  flavour: string,
  reference: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCheckouts)
    .where(and(eq(sandboxCheckouts.flavour, flavour), eq(sandboxCheckouts.merchantReference, reference)))
    .orderBy(asc(sandboxCheckouts.createdAt))
    .limit(1)
  return row
}

/** Moves a checkout on, only from one of the given states: a double submit changes it once. */
export async function updateCheckout(
  db: Executor,
  id: string,
  from: readonly string[],
  values: Partial<typeof sandboxCheckouts.$inferInsert>,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(sandboxCheckouts)
    .set(values)
    .where(and(eq(sandboxCheckouts.id, id), inArray(sandboxCheckouts.status, [...from])))
    .returning()
  return row
}

export async function insertDdcSession(db: Executor, referenceId: string, bin: string, now: Date): Promise<void> {
  await db.insert(sandboxDdcSessions).values({ referenceId, bin, createdAt: now })
}

export async function markDdcCollected(db: Executor, referenceId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sandboxDdcSessions)
    .set({ collectedAt: now })
    .where(eq(sandboxDdcSessions.referenceId, referenceId))
    .returning({ id: sandboxDdcSessions.referenceId })
  return rows.length > 0
}

export async function findDdcSession(db: Executor, referenceId: string) {
  const [row] = await db.select().from(sandboxDdcSessions).where(eq(sandboxDdcSessions.referenceId, referenceId))
  return row
}

export async function insertNotifications(
  db: Executor,
  rows: (typeof sandboxNotifications.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(sandboxNotifications).values(rows)
}

/**
 * Claims due notifications for sending: each claimed row's next try is pushed back first (so
 * another process, or a crash mid-send, retries it later rather than twice at once).
 */
export async function claimDueNotifications(
  db: Executor,
  now: Date,
  limit: number,
  maxAttempts: number,
): Promise<NotificationRow[]> {
  const due = db
    .select({ id: sandboxNotifications.id })
    .from(sandboxNotifications)
    .where(
      and(
        isNull(sandboxNotifications.deliveredAt),
        lte(sandboxNotifications.dueAt, now),
        lt(sandboxNotifications.attempts, maxAttempts),
      ),
    )
    .orderBy(asc(sandboxNotifications.dueAt), asc(sandboxNotifications.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(sandboxNotifications)
    .set({
      attempts: sql`${sandboxNotifications.attempts} + 1`,
      // Backoff: 5 s, 10 s, 20 s … up to 10 minutes between tries.
      dueAt: sql`${now.toISOString()}::timestamptz + least(interval '10 minutes', interval '5 seconds' * power(2, ${sandboxNotifications.attempts}))`,
    })
    .where(inArray(sandboxNotifications.id, due))
    .returning()
}

export async function markNotificationSent(db: Executor, id: number, status: number, delivered: Date | null) {
  await db
    .update(sandboxNotifications)
    .set({ lastStatus: status, deliveredAt: delivered })
    .where(eq(sandboxNotifications.id, id))
}

/** Adds facts to a checkout's extras (the widget's "store payment details" choice). */
export async function mergeCheckoutExtra(db: Executor, id: string, extra: Record<string, unknown>): Promise<void> {
  await db
    .update(sandboxCheckouts)
    .set({ extra: sql`coalesce(${sandboxCheckouts.extra}, '{}'::jsonb) || ${JSON.stringify(extra)}::jsonb` })
    .where(eq(sandboxCheckouts.id, id))
}
