import { desc, eq } from 'drizzle-orm'
import { outbox } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type OutboxRow = typeof outbox.$inferSelect

export async function insertOutboxMail(db: Executor, values: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(values)
}

/** Newest first; one address or all of them. */
export function listOutbox(db: Executor, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  const query = db.select().from(outbox)
  const filtered = options.to === undefined ? query : query.where(eq(outbox.to, options.to))
  return filtered.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(options.limit)
}
