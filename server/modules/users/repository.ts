import { and, eq, isNull, sql } from 'drizzle-orm'
import { creators, users } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type UserRow = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

/** Locks the user's row until the transaction ends: logins of one user run one after another. */
export async function lockUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1)
  return row
}

/** PostgreSQL text cannot hold NUL, so no stored value contains one (and asking would fail). */
function isStorable(value: string): boolean {
  return !value.includes('\u0000')
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  if (!isStorable(email)) return undefined
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1)
  return row
}

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  if (!isStorable(username)) return undefined
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1)
  return row
}

export async function isCreatorUsername(db: Executor, username: string): Promise<boolean> {
  if (!isStorable(username)) return false
  const [row] = await db.select({ id: creators.id }).from(creators).where(eq(creators.username, username)).limit(1)
  return row !== undefined
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  if (!row) throw new Error('insertUser: no row returned')
  return row
}

export async function updateUser(db: Executor, id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning()
  return row
}

/** The one allowed username change: only while it has not been used (a conditional update). */
export async function updateUsernameOnce(db: Executor, id: number, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ username, usernameUpdated: true })
    .where(and(eq(users.id, id), eq(users.usernameUpdated, false)))
    .returning()
  return row
}

export async function markEmailVerified(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
}

/** Moves a user's membership end forward to `endsAt` (never backwards); subscriptions decide when. */
export async function extendMembership(tx: Executor, userId: number, endsAt: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      membershipExpiresAt: sql`greatest(coalesce(${users.membershipExpiresAt}, ${endsAt.toISOString()}::timestamptz), ${endsAt.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
}
