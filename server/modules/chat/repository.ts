import { desc, eq, or } from 'drizzle-orm'
import { chatRooms, creators } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export async function findChatCreator(db: Executor, creatorId: number) {
  const [row] = await db.select().from(creators).where(eq(creators.id, creatorId))
  return row
}

/** The room of a user and a creator, created on first use; touches its last-opened time. */
export async function openRoom(db: Executor, userId: number, creatorId: number, now: Date): Promise<string> {
  const [row] = await db
    .insert(chatRooms)
    .values({ userId, creatorId, createdAt: now, lastOpenedAt: now })
    .onConflictDoUpdate({ target: [chatRooms.userId, chatRooms.creatorId], set: { lastOpenedAt: now } })
    .returning({ id: chatRooms.id })
  if (!row) throw new Error('openRoom: no row returned')
  return row.id
}

/** The latest room the user opened, or (for a creator's user) the latest room with them. */
export async function findLatestRoom(db: Executor, userId: number, creatorId: number | null) {
  const [row] = await db
    .select({ id: chatRooms.id, creatorId: chatRooms.creatorId })
    .from(chatRooms)
    .where(
      creatorId === null
        ? eq(chatRooms.userId, userId)
        : or(eq(chatRooms.userId, userId), eq(chatRooms.creatorId, creatorId)),
    )
    .orderBy(desc(chatRooms.lastOpenedAt), desc(chatRooms.createdAt))
    .limit(1)
  return row
}

export async function findRoom(db: Executor, roomId: string) {
  const [row] = await db
    .select({ id: chatRooms.id, userId: chatRooms.userId, creatorId: chatRooms.creatorId })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId))
  return row
}
