import { eq } from 'drizzle-orm'
import { claims, creators, users } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type ClaimRow = typeof claims.$inferInsert

export async function creatorExists(db: Executor, creatorId: number): Promise<boolean> {
  const [row] = await db.select({ id: creators.id }).from(creators).where(eq(creators.id, creatorId))
  return row !== undefined
}

export async function findUserEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  return row?.email ?? null
}

export async function insertClaim(tx: Executor, row: ClaimRow): Promise<void> {
  await tx.insert(claims).values(row)
}
