import { desc, lte, sql } from 'drizzle-orm'
import { clientErrorReports } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'
import type { ErrorEventSummary } from './envelope'

/** Keeps a report, then lets the oldest go beyond the newest `keep`: the table never grows past it. */
export async function keepReport(
  db: Executor,
  report: ErrorEventSummary & { envelope: string; receivedAt: Date },
  keep: number,
): Promise<void> {
  await db.insert(clientErrorReports).values(report)
  const [cut] = await db
    .select({ id: clientErrorReports.id })
    .from(clientErrorReports)
    .orderBy(desc(clientErrorReports.id))
    .offset(keep)
    .limit(1)
  if (cut) await db.delete(clientErrorReports).where(lte(clientErrorReports.id, sql`${cut.id}`))
}
