import { castingApplications } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function insertCastingApplication(tx: Executor, row: typeof castingApplications.$inferInsert) {
  await tx.insert(castingApplications).values(row)
}
