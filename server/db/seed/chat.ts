/**
 * Demo conversations (README "Demo accounts"): the demo member has talked with the demo creator
 * (two answers still unread) and with two other creators (all read); the demo user, whose
 * membership has lapsed, has an old conversation with the demo creator they can read but not
 * answer. Each message is also a stored event, so a realtime channel replays the room from seq 0.
 * Runs after the accounts.
 */
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import type { Executor } from '../../lib/executor'
import { toChatMessage } from '../../modules/chat/serialize'
import { chatEvents, chatMessages, chatRooms, creators, users } from '../schema/index'
import { DEMO_ACCOUNTS } from './accounts'

type Line = [side: 'fan' | 'creator', body: string]

const WITH_DEMO_CREATOR: Line[] = [
  ['fan', 'Hi! I loved your last set, the colours were amazing.'],
  ['creator', 'Thank you so much! That one took a whole afternoon to light.'],
  ['fan', 'Are you planning more like it?'],
  ['creator', 'Yes, a new series starts next week.'],
  ['creator', 'I will post a preview here first, just for you 💜'],
]
const WITH_OTHERS: Line[][] = [
  [
    ['fan', 'Hello! Quick question about your schedule.'],
    ['creator', 'Hi! I post on Mondays and Thursdays.'],
    ['fan', 'Perfect, thanks!'],
  ],
  [
    ['creator', 'Welcome, and thanks for subscribing!'],
    ['fan', 'Happy to be here 😊'],
  ],
]
const LAPSED: Line[] = [
  ['fan', 'Your new video is great.'],
  ['creator', 'Thanks! Glad you liked it.'],
]

const MINUTE = 60_000

export async function seedChat(tx: Executor, now: Date): Promise<void> {
  const accounts = await tx
    .select({ id: users.id, email: users.email, modelId: users.modelId })
    .from(users)
    .where(inArray(users.email, [DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.creator.email]))
  const member = accounts.find((u) => u.email === DEMO_ACCOUNTS.member.email)
  const user = accounts.find((u) => u.email === DEMO_ACCOUNTS.user.email)
  const creatorUser = accounts.find((u) => u.email === DEMO_ACCOUNTS.creator.email)
  if (!member || !user || !creatorUser?.modelId) throw new Error('seed: demo accounts missing for the chat')
  // The chat of every creator someone signs in as is open (the demo creator, and the extra
  // creators of parallel end-to-end workers): the demo is about it.
  const signedCreators = await tx.select({ id: users.modelId }).from(users).where(isNotNull(users.modelId))
  await tx
    .update(creators)
    .set({ chatEnabled: true, hiddenMenu: false })
    .where(
      inArray(
        creators.id,
        signedCreators.flatMap((row) => (row.id === null ? [] : [row.id])),
      ),
    )
  const others = await tx
    .select({ id: creators.id })
    .from(creators)
    .where(and(eq(creators.chatEnabled, true), eq(creators.hiddenMenu, false), ne(creators.id, creatorUser.modelId)))
    .orderBy(asc(creators.id))
    .limit(WITH_OTHERS.length)

  const day = 24 * 60 * MINUTE
  await seedRoom(
    tx,
    { fanId: member.id, creatorId: creatorUser.modelId, creatorUserId: creatorUser.id },
    WITH_DEMO_CREATOR,
    {
      start: new Date(now.getTime() - 2 * day),
      unreadByFan: 2,
    },
  )
  for (const [index, other] of others.entries()) {
    await seedRoom(tx, { fanId: member.id, creatorId: other.id, creatorUserId: null }, WITH_OTHERS[index] ?? [], {
      start: new Date(now.getTime() - (5 + index) * day),
      unreadByFan: 0,
    })
  }
  await seedRoom(tx, { fanId: user.id, creatorId: creatorUser.modelId, creatorUserId: creatorUser.id }, LAPSED, {
    start: new Date(now.getTime() - 40 * day),
    unreadByFan: 0,
  })
}

async function seedRoom(
  tx: Executor,
  people: { fanId: number; creatorId: number; creatorUserId: number | null },
  lines: Line[],
  options: { start: Date; unreadByFan: number },
) {
  const at = (index: number) => new Date(options.start.getTime() + index * 7 * MINUTE)
  const lastSeq = lines.length
  const [room] = await tx
    .insert(chatRooms)
    .values({
      userId: people.fanId,
      creatorId: people.creatorId,
      createdAt: options.start,
      lastOpenedAt: at(lastSeq - 1),
      lastActivityAt: at(lastSeq - 1),
      lastSeq,
      fanDeliveredSeq: lastSeq - options.unreadByFan,
      fanReadSeq: lastSeq - options.unreadByFan,
      creatorDeliveredSeq: lastSeq,
      creatorReadSeq: lastSeq,
    })
    .returning({ id: chatRooms.id })
  if (!room) throw new Error('seed: chat room not created')
  const rows = await tx
    .insert(chatMessages)
    .values(
      lines.map(([side, body], index) => ({
        roomId: room.id,
        seq: index + 1,
        side,
        senderUserId: side === 'fan' ? people.fanId : people.creatorUserId,
        body,
        createdAt: at(index),
      })),
    )
    .returning()
  await tx.insert(chatEvents).values(
    rows.map((row) => ({
      roomId: room.id,
      seq: row.seq,
      name: 'message',
      data: toChatMessage(row),
      createdAt: row.createdAt,
    })),
  )
}
