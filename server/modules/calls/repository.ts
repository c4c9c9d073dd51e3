/** Video call rooms and their token log (Drizzle only). */
import { asc, eq } from 'drizzle-orm'
import { creators, users, videoCallLog, videoCallRooms } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type CallRoomRow = typeof videoCallRooms.$inferSelect
export type CallLogKind = (typeof videoCallLog.$inferInsert)['kind']

export async function insertCallRoom(db: Executor, values: typeof videoCallRooms.$inferInsert): Promise<CallRoomRow> {
  const [row] = await db.insert(videoCallRooms).values(values).returning()
  if (!row) throw new Error('insertCallRoom: no row returned')
  return row
}

export async function findCallRoom(db: Executor, hash: string): Promise<CallRoomRow | undefined> {
  const [row] = await db.select().from(videoCallRooms).where(eq(videoCallRooms.hash, hash))
  return row
}

/** The room locked for the rest of the transaction: every change to a call is made under it. */
export async function lockCallRoom(db: Executor, hash: string): Promise<CallRoomRow | undefined> {
  const [row] = await db.select().from(videoCallRooms).where(eq(videoCallRooms.hash, hash)).for('update')
  return row
}

export async function lockCallRoomById(db: Executor, id: number): Promise<CallRoomRow | undefined> {
  const [row] = await db.select().from(videoCallRooms).where(eq(videoCallRooms.id, id)).for('update')
  return row
}

export async function updateCallRoom(
  db: Executor,
  id: number,
  values: Partial<typeof videoCallRooms.$inferInsert>,
): Promise<CallRoomRow> {
  const [row] = await db.update(videoCallRooms).set(values).where(eq(videoCallRooms.id, id)).returning()
  if (!row) throw new Error('updateCallRoom: no row')
  return row
}

export async function insertCallLog(db: Executor, values: typeof videoCallLog.$inferInsert): Promise<void> {
  await db.insert(videoCallLog).values(values)
}

export async function listCallLog(db: Executor, roomId: number) {
  return db
    .select({
      id: videoCallLog.id,
      kind: videoCallLog.kind,
      quantity: videoCallLog.quantity,
      createdAt: videoCallLog.createdAt,
      username: users.username,
    })
    .from(videoCallLog)
    .innerJoin(users, eq(users.id, videoCallLog.userId))
    .where(eq(videoCallLog.roomId, roomId))
    .orderBy(asc(videoCallLog.id))
}

export async function findCallCreator(db: Executor, creatorId: number) {
  const [row] = await db.select().from(creators).where(eq(creators.id, creatorId))
  return row
}

export async function findCallUser(db: Executor, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  return row
}

/** The user who answers for a creator profile (the receiver of its calls). */
export async function findCreatorUserId(db: Executor, creatorId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.modelId, creatorId)).limit(1)
  return row?.id
}
