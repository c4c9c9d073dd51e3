import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { chatEvents, chatMessages, chatRooms, creators, users } from '../../db/schema/index'
import type { Executor } from '../../lib/executor'

export type ChatSide = 'fan' | 'creator'
export type ChatMessageRow = typeof chatMessages.$inferSelect
export type ChatRoomRow = typeof chatRooms.$inferSelect

export async function findChatCreator(db: Executor, creatorId: number) {
  const [row] = await db.select().from(creators).where(eq(creators.id, creatorId))
  return row
}

/** The room of a user and a creator, created on first use; touches its last-opened time. */
export async function openRoom(db: Executor, userId: number, creatorId: number, now: Date): Promise<string> {
  const [row] = await db
    .insert(chatRooms)
    .values({ userId, creatorId, createdAt: now, lastOpenedAt: now, lastActivityAt: now })
    .onConflictDoUpdate({ target: [chatRooms.userId, chatRooms.creatorId], set: { lastOpenedAt: now } })
    .returning({ id: chatRooms.id })
  if (!row) throw new Error('openRoom: no row returned')
  return row.id
}

/** Rooms of a user: as the fan, or with their creator profile (`modelId`) as the creator. */
function roomsOf(userId: number, modelId: number | null) {
  return modelId === null
    ? eq(chatRooms.userId, userId)
    : or(eq(chatRooms.userId, userId), eq(chatRooms.creatorId, modelId))
}

export async function hasAnyRoom(db: Executor, userId: number, modelId: number | null): Promise<boolean> {
  const [row] = await db.select({ id: chatRooms.id }).from(chatRooms).where(roomsOf(userId, modelId)).limit(1)
  return row !== undefined
}

export async function findRoom(db: Executor, roomId: string) {
  const [row] = await db
    .select({ id: chatRooms.id, userId: chatRooms.userId, creatorId: chatRooms.creatorId })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId))
  return row
}

const fan = alias(users, 'fan')

/** Everything a conversation screen shows of a room: the room, its creator and its fan. */
const roomColumns = {
  room: chatRooms,
  creator: {
    id: creators.id,
    name: creators.name,
    username: creators.username,
    verified: creators.verified,
    profileImagePath: creators.profileImagePath,
    hiddenMenu: creators.hiddenMenu,
    chatEnabled: creators.chatEnabled,
  },
  fan: { id: fan.id, username: fan.username, profilePic: fan.profilePic },
}

export type RoomView = {
  room: ChatRoomRow
  creator: RoomCreator
  fan: { id: number; username: string; profilePic: string | null }
}
export type RoomCreator = {
  id: number
  name: string
  username: string | null
  verified: boolean
  profileImagePath: string
  hiddenMenu: boolean
  chatEnabled: boolean
}

export async function findRoomView(db: Executor, roomId: string): Promise<RoomView | undefined> {
  const [row] = await db
    .select(roomColumns)
    .from(chatRooms)
    .innerJoin(creators, eq(creators.id, chatRooms.creatorId))
    .innerJoin(fan, eq(fan.id, chatRooms.userId))
    .where(eq(chatRooms.id, roomId))
  return row
}

/** A page of the user's rooms, the latest activity first, and how many there are. */
export async function listRoomViews(
  db: Executor,
  who: { userId: number; modelId: number | null },
  page: { limit: number; offset: number },
): Promise<{ rows: RoomView[]; total: number }> {
  const where = roomsOf(who.userId, who.modelId)
  const [rows, [counted]] = await Promise.all([
    db
      .select(roomColumns)
      .from(chatRooms)
      .innerJoin(creators, eq(creators.id, chatRooms.creatorId))
      .innerJoin(fan, eq(fan.id, chatRooms.userId))
      .where(where)
      .orderBy(desc(chatRooms.lastActivityAt), desc(chatRooms.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(chatRooms).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** The newest message of each room. */
export async function lastMessagesOf(db: Executor, roomIds: string[]): Promise<Map<string, ChatMessageRow>> {
  if (roomIds.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([chatMessages.roomId])
    .from(chatMessages)
    .where(inArray(chatMessages.roomId, roomIds))
    .orderBy(chatMessages.roomId, desc(chatMessages.seq))
  return new Map(rows.map((row) => [row.roomId, row]))
}

/** Messages of the other side the viewer has not read, per room. */
export async function unreadOf(
  db: Executor,
  rooms: { id: string; side: ChatSide; readSeq: number }[],
): Promise<Map<string, number>> {
  if (rooms.length === 0) return new Map()
  const conditions = rooms.map((room) =>
    and(
      eq(chatMessages.roomId, room.id),
      eq(chatMessages.side, room.side === 'fan' ? 'creator' : 'fan'),
      gt(chatMessages.seq, room.readSeq),
    ),
  )
  const rows = await db
    .select({ roomId: chatMessages.roomId, unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(or(...conditions))
    .groupBy(chatMessages.roomId)
  return new Map(rows.map((row) => [row.roomId, row.unread]))
}

/** Unread messages over all of a user's rooms, and in how many rooms. */
export async function unreadTotals(
  db: Executor,
  who: { userId: number; modelId: number | null },
): Promise<{ total: number; rooms: number }> {
  const asFan = and(
    eq(chatRooms.userId, who.userId),
    eq(chatMessages.side, 'creator'),
    gt(chatMessages.seq, chatRooms.fanReadSeq),
  )
  const asCreator =
    who.modelId === null
      ? undefined
      : and(
          eq(chatRooms.creatorId, who.modelId),
          eq(chatMessages.side, 'fan'),
          gt(chatMessages.seq, chatRooms.creatorReadSeq),
        )
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      rooms: sql<number>`count(distinct ${chatRooms.id})::int`,
    })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(asCreator ? or(asFan, asCreator) : asFan)
  return { total: row?.total ?? 0, rooms: row?.rooms ?? 0 }
}

/** A page of messages, newest first (`before` pages back), and the room's last seq read just before. */
export async function listMessages(
  db: Executor,
  roomId: string,
  page: { before: number | undefined; limit: number },
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.roomId, roomId), page.before === undefined ? undefined : lt(chatMessages.seq, page.before)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(page.limit)
}

/**
 * Takes the room's next seq (and marks the activity) under the room row's lock, held until the
 * transaction ends: a room's events commit in seq order.
 */
export async function nextSeq(tx: Executor, roomId: string, now: Date, isActivity: boolean): Promise<ChatRoomRow> {
  const [row] = await tx
    .update(chatRooms)
    .set({ lastSeq: sql`${chatRooms.lastSeq} + 1`, ...(isActivity ? { lastActivityAt: now } : {}) })
    .where(eq(chatRooms.id, roomId))
    .returning()
  if (!row) throw new Error('nextSeq: room vanished')
  return row
}

export async function lockRoom(tx: Executor, roomId: string): Promise<ChatRoomRow | undefined> {
  const [row] = await tx.select().from(chatRooms).where(eq(chatRooms.id, roomId)).for('update')
  return row
}

export async function insertMessage(
  tx: Executor,
  message: {
    roomId: string
    seq: number
    side: ChatSide
    senderUserId: number | null
    body: string
    clientKey: string | null
    now: Date
  },
): Promise<ChatMessageRow> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      roomId: message.roomId,
      seq: message.seq,
      side: message.side,
      senderUserId: message.senderUserId,
      body: message.body,
      clientKey: message.clientKey,
      createdAt: message.now,
    })
    .returning()
  if (!row) throw new Error('insertMessage: no row returned')
  return row
}

export async function insertEvent(
  tx: Executor,
  event: { roomId: string; seq: number; name: string; data: unknown; now: Date },
): Promise<void> {
  await tx
    .insert(chatEvents)
    .values({ roomId: event.roomId, seq: event.seq, name: event.name, data: event.data, createdAt: event.now })
}

export type Pointers = { deliveredSeq: number; readSeq: number }

export function pointersOf(room: ChatRoomRow, side: ChatSide): Pointers {
  return side === 'fan'
    ? { deliveredSeq: room.fanDeliveredSeq, readSeq: room.fanReadSeq }
    : { deliveredSeq: room.creatorDeliveredSeq, readSeq: room.creatorReadSeq }
}

export async function setPointers(
  tx: Executor,
  roomId: string,
  side: ChatSide,
  pointers: Pointers,
): Promise<ChatRoomRow> {
  const [row] = await tx
    .update(chatRooms)
    .set(
      side === 'fan'
        ? { fanDeliveredSeq: pointers.deliveredSeq, fanReadSeq: pointers.readSeq }
        : { creatorDeliveredSeq: pointers.deliveredSeq, creatorReadSeq: pointers.readSeq },
    )
    .where(eq(chatRooms.id, roomId))
    .returning()
  if (!row) throw new Error('setPointers: room vanished')
  return row
}

/** Stored events of a room after `after` (up to `upTo`), oldest first: the realtime replay. */
export async function eventsAfter(db: Executor, roomId: string, after: number, limit: number, upTo?: number) {
  return db
    .select({ seq: chatEvents.seq, name: chatEvents.name, data: chatEvents.data })
    .from(chatEvents)
    .where(
      and(
        eq(chatEvents.roomId, roomId),
        gt(chatEvents.seq, after),
        upTo === undefined ? undefined : lte(chatEvents.seq, upTo),
      ),
    )
    .orderBy(asc(chatEvents.seq))
    .limit(limit)
}

export async function lastSeqOf(db: Executor, roomId: string): Promise<number> {
  const [row] = await db.select({ lastSeq: chatRooms.lastSeq }).from(chatRooms).where(eq(chatRooms.id, roomId))
  return row?.lastSeq ?? 0
}

/** The creator's user (who answers for the creator), if anyone signs in as them. */
export async function findCreatorUser(db: Executor, creatorId: number) {
  const [row] = await db.select().from(users).where(eq(users.modelId, creatorId)).limit(1)
  return row
}

export async function findUser(db: Executor, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return row
}

/** Unread messages of `side`'s reader in one room (the other side's messages after its read seq). */
export async function unreadInRoom(db: Executor, room: ChatRoomRow, reader: ChatSide): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, room.id),
        eq(chatMessages.side, reader === 'fan' ? 'creator' : 'fan'),
        gt(chatMessages.seq, pointersOf(room, reader).readSeq),
      ),
    )
  return row?.unread ?? 0
}
