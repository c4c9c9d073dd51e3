/**
 * The chat (chat/*): the chat button (chat/model), the home chat link
 * (chat/home), the /room hand-off token (chat/get_token), and our own chat host's conversations:
 * lists, messages, delivery and read receipts, unread counts. The chat cases are enforced on every
 * message (access.ts). Changes are committed with a seq (repository.nextSeq) and then published
 * on the room's realtime channel and the two people's user channels (realtime/hub.ts).
 */
import { createHmac } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { isLocale } from '../../../contract/languages'
import type { ChatHome, ChatModel, ChatToken, ChatUnread } from '../../../contract/schemas/chat'
import {
  CHAT_EVENTS,
  CHAT_MESSAGES_PER_PAGE,
  type ChatMessage,
  type ChatMessages,
  type ChatPointers,
  type ChatRoom,
} from '../../../contract/schemas/conversation'
import { roomChannel, userChannel } from '../../../contract/schemas/realtime'
import type { Db } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { offsetOf, type PageRequest } from '../../lib/pagination'
import type { Viewer } from '../../lib/viewer'
import type { SignedInViewer } from '../../plugins/auth'
import { chatCaseFor, profilePlans } from '../creators/index'
import { type Once, type Outcome, onceWithoutKey } from '../idempotency/index'
import type { Mailer } from '../mail/index'
import { renderAccountMail } from '../mail/index'
import type { BusEvent } from '../realtime/index'
import {
  type ChatSide,
  findChatCreator,
  findCreatorUser,
  findRoom,
  findRoomView,
  findUser,
  hasAnyRoom,
  insertEvent,
  insertMessage,
  lastMessagesOf,
  listMessages,
  listRoomViews,
  lockRoom,
  nextSeq,
  openRoom,
  pointersOf,
  type RoomView,
  setPointers,
  unreadInRoom,
  unreadOf,
  unreadTotals,
} from './repository'
import { roomCase, toChatMessage, toChatRoom, toPointers } from './serialize'

export type ChatContext = {
  db: Db
  clock: Clock
  /** The chat host; undefined: our own, on the origin the request came to. */
  chatBaseUrl: string | undefined
  /** Signs the hand-off tokens the chat host verifies. */
  tokenKey: string
  /** Where links in chat e-mails point (PUBLIC_URL). */
  publicUrl: string
  realtime: { publish: (event: BusEvent) => Promise<void> }
  mailer: Mailer
  log: FastifyBaseLogger
}

/** The caller's own socket (X-Socket-Id): it is not sent the change its request made. */
export type CallerSocket = { userId: number; socketId: string } | undefined

/** How long the chat host accepts a hand-off token. */
export const CHAT_TOKEN_TTL_MS = 5 * 60_000

/** Where the chat host lists the viewer's conversations (relative: our own host, same origin). */
export const CHAT_LIST_PATH = '/chats'

export function roomUrl(roomId: string, creatorId: number): string {
  return `/room?rid=${encodeURIComponent(roomId)}&mid=${creatorId}`
}

export async function chatWithModel(ctx: ChatContext, viewer: Viewer, creatorId: number): Promise<ChatModel> {
  const creator = await findChatCreator(ctx.db, creatorId)
  if (!creator) throw new AppError('not_found')
  if (viewer.modelId === creator.id) throw new AppError('own_chat')
  const none = { subscription_plans: { data: [] } }
  const chatCase = chatCaseFor(creator, viewer)
  if (chatCase === 'modal_subscription') {
    const plans = await profilePlans(ctx.db, creator.id)
    return { success: true, case: chatCase, url: null, subscription_plans: { data: plans } }
  }
  if (chatCase !== 'open_chat' || viewer.userId === null) return { success: true, case: chatCase, url: null, ...none }
  const roomId = await openRoom(ctx.db, viewer.userId, creator.id, ctx.clock())
  return { success: true, case: 'open_chat', url: roomUrl(roomId, creator.id), ...none }
}

/** "My chat": the chat host's conversation list, once the viewer has a conversation. */
export async function homeChat(ctx: ChatContext, viewer: SignedInViewer): Promise<ChatHome> {
  const hasRoom = await hasAnyRoom(ctx.db, viewer.userId, viewer.modelId)
  return { success: true, url: hasRoom ? `${ctx.chatBaseUrl ?? ''}${CHAT_LIST_PATH}` : null }
}

/**
 * The /room hand-off (chat/get_token): a token the chat host can
 * verify with the shared key, naming the user and the room, valid 5 minutes. Only the room's fan
 * or its creator's user may have one; another's room is a 404. `origin` is where the request
 * came: without CHAT_BASE_URL the chat host is our own, on the same origin.
 */
export async function chatToken(
  ctx: ChatContext,
  viewer: SignedInViewer,
  roomId: string,
  origin: string,
): Promise<ChatToken> {
  const room = await findRoom(ctx.db, roomId)
  const isMember = room !== undefined && (room.userId === viewer.userId || room.creatorId === viewer.modelId)
  if (!isMember) throw new AppError('not_found')
  const payload = Buffer.from(
    JSON.stringify({ sub: viewer.userId, rid: room.id, exp: ctx.clock().getTime() + CHAT_TOKEN_TTL_MS }),
  ).toString('base64url')
  const signature = createHmac('sha256', ctx.tokenKey).update(`chat.${payload}`).digest('base64url')
  return { success: true, chat_base_url: ctx.chatBaseUrl ?? origin, token: `${payload}.${signature}` }
}

/** The viewer's side in a room, or undefined when it is not theirs. */
export function sideOf(room: { userId: number; creatorId: number }, who: { userId: number; modelId: number | null }) {
  if (room.userId === who.userId) return 'fan' as const
  if (who.modelId !== null && room.creatorId === who.modelId) return 'creator' as const
  return undefined
}

/** A room and the viewer's side in it; 404 when it is not theirs (never says it exists). */
async function participantRoom(ctx: ChatContext, viewer: SignedInViewer, roomId: string) {
  const view = await findRoomView(ctx.db, roomId)
  const side = view ? sideOf(view.room, viewer) : undefined
  if (!view || !side) throw new AppError('not_found')
  return { view, side }
}

async function describeRooms(ctx: ChatContext, viewer: SignedInViewer, views: RoomView[]): Promise<ChatRoom[]> {
  const sides = views.map((view) => ({ view, side: sideOf(view.room, viewer) ?? 'fan' }))
  const [lastMessages, unread] = await Promise.all([
    lastMessagesOf(
      ctx.db,
      views.map((view) => view.room.id),
    ),
    unreadOf(
      ctx.db,
      sides.map(({ view, side }) => ({ id: view.room.id, side, readSeq: pointersOf(view.room, side).readSeq })),
    ),
  ])
  const needPlans = sides.some(
    ({ view, side }) => side === 'fan' && chatCaseFor(view.creator, viewer) === 'modal_subscription',
  )
  const plans = new Map<number, number | null>()
  if (needPlans) {
    for (const { view } of sides) {
      if (plans.has(view.creator.id)) continue
      plans.set(view.creator.id, (await profilePlans(ctx.db, view.creator.id))[0]?.id ?? null)
    }
  }
  return sides.map(({ view, side }) => {
    const chatCase = roomCase(side, chatCaseFor(view.creator, viewer))
    return toChatRoom(view, side, {
      lastMessage: lastMessages.get(view.room.id),
      unread: unread.get(view.room.id) ?? 0,
      chatCase,
      planId: chatCase === 'modal_subscription' ? (plans.get(view.creator.id) ?? null) : null,
    })
  })
}

export async function listChatRooms(ctx: ChatContext, viewer: SignedInViewer, page: PageRequest) {
  const { rows, total } = await listRoomViews(ctx.db, viewer, { limit: page.perPage, offset: offsetOf(page) })
  return { rooms: await describeRooms(ctx, viewer, rows), total }
}

export async function getChatRoom(ctx: ChatContext, viewer: SignedInViewer, roomId: string): Promise<ChatRoom> {
  const { view } = await participantRoom(ctx, viewer, roomId)
  const [room] = await describeRooms(ctx, viewer, [view])
  if (!room) throw new AppError('not_found')
  return room
}

export async function getChatMessages(
  ctx: ChatContext,
  viewer: SignedInViewer,
  roomId: string,
  before: number | undefined,
): Promise<ChatMessages> {
  // The room (its last seq) is read before the messages: every message up to that seq is committed
  // and in the page, so a client that resumes its channel from it misses nothing.
  const { view } = await participantRoom(ctx, viewer, roomId)
  const rows = await listMessages(ctx.db, roomId, { before, limit: CHAT_MESSAGES_PER_PAGE + 1 })
  const page = rows.slice(0, CHAT_MESSAGES_PER_PAGE).reverse()
  return {
    data: page.map(toChatMessage),
    meta: { last_seq: view.room.lastSeq, has_more: rows.length > CHAT_MESSAGES_PER_PAGE },
  }
}

export async function chatUnread(ctx: ChatContext, viewer: SignedInViewer): Promise<ChatUnread> {
  return { data: await unreadTotals(ctx.db, viewer) }
}

/** Who must hear of a change in the room: its two people (a fan may have a creator profile too). */
async function peopleOf(ctx: ChatContext, view: RoomView): Promise<{ userId: number; modelId: number | null }[]> {
  const [fan, creatorUser] = await Promise.all([
    findUser(ctx.db, view.fan.id),
    findCreatorUser(ctx.db, view.creator.id),
  ])
  return [fan, creatorUser].flatMap((user) => (user ? [{ userId: user.id, modelId: user.modelId }] : []))
}

/**
 * Publishes a committed change: on the room's channel with its seq, and on each person's inbox a
 * hint carrying their unread totals after it, so an open app keeps its count without asking.
 */
async function announce(
  ctx: ChatContext,
  view: RoomView,
  side: ChatSide,
  event: Omit<BusEvent, 'channel'> & { name: 'message' | 'receipt' },
) {
  const roomId = view.room.id
  try {
    await ctx.realtime.publish({ channel: roomChannel(roomId), ...event })
    for (const person of await peopleOf(ctx, view)) {
      const unread = await unreadTotals(ctx.db, person)
      const inbox = { room_id: roomId, name: event.name, side, unread }
      await ctx.realtime.publish({ channel: userChannel(person.userId), name: CHAT_EVENTS.inbox, data: inbox })
    }
  } catch (error) {
    // Committed anyway: clients get it when they resume their channel (from PostgreSQL).
    ctx.log.warn({ err: error, roomId }, 'chat event not published')
  }
}

/**
 * Sends a message (a fan needs the chat open to them, the creator's user may always answer).
 * Sending also says the sender has received and read the room up to their own message.
 */
export async function sendMessage(
  ctx: ChatContext,
  viewer: SignedInViewer,
  input: { roomId: string; body: string; clientKey: string | null; caller: CallerSocket },
  once: Once,
): Promise<Outcome<{ data: ChatMessage }>> {
  const { view, side } = await participantRoom(ctx, viewer, input.roomId)
  if (side === 'fan') {
    const chatCase = chatCaseFor(view.creator, viewer)
    if (chatCase === 'hide_chat') throw new AppError('chat_closed')
    if (chatCase !== 'open_chat') throw new AppError('chat_subscription_required')
  }
  const now = ctx.clock()
  const outcome = await once(async (tx) => {
    const room = await nextSeq(tx, input.roomId, now, true)
    const message = toChatMessage(
      await insertMessage(tx, {
        roomId: input.roomId,
        seq: room.lastSeq,
        side,
        senderUserId: viewer.userId,
        body: input.body,
        clientKey: input.clientKey,
        now,
      }),
    )
    await insertEvent(tx, { roomId: input.roomId, seq: room.lastSeq, name: CHAT_EVENTS.message, data: message, now })
    await setPointers(tx, input.roomId, side, { deliveredSeq: room.lastSeq, readSeq: room.lastSeq })
    return { status: 201, body: { data: message } }
  })
  const message = outcome.body.data
  await announce(ctx, view, side, {
    name: CHAT_EVENTS.message,
    seq: message.seq,
    data: message,
    ...(input.caller ? { except: input.caller } : {}),
  })
  await notifyByMail(ctx, view, side).catch((error: unknown) =>
    ctx.log.warn({ err: error, roomId: view.room.id }, 'chat mail not sent'),
  )
  return outcome
}

/**
 * A video call's invite (modules/calls): the member's message in their conversation with the
 * creator, carrying the call's link, so the creator sees it where they talk and can join.
 */
export async function inviteToCall(
  ctx: ChatContext,
  input: { senderUserId: number; chatRoomId: string; link: string },
): Promise<void> {
  const sender = await findUser(ctx.db, input.senderUserId)
  if (!sender) return
  const viewer = { userId: sender.id, modelId: sender.modelId, isMember: true, isWebstar: false, sessionId: '' }
  const message = { roomId: input.chatRoomId, body: input.link, clientKey: null, caller: undefined }
  await sendMessage(ctx, viewer, message, onceWithoutKey(ctx.db))
}

/**
 * "Received / read up to seq" from the viewer's side. Pointers only move forward and never past the
 * room's last seq; reading implies receiving. A receipt that moves nothing is not an event.
 */
export async function markReceipt(
  ctx: ChatContext,
  viewer: SignedInViewer,
  input: { roomId: string; kind: 'delivered' | 'read'; seq: number; caller: CallerSocket },
): Promise<ChatPointers> {
  const { view, side } = await participantRoom(ctx, viewer, input.roomId)
  const now = ctx.clock()
  const result = await ctx.db.transaction(async (tx) => {
    const locked = await lockRoom(tx, input.roomId)
    if (!locked) throw new AppError('not_found')
    const current = pointersOf(locked, side)
    const seq = Math.min(input.seq, locked.lastSeq)
    const readSeq = input.kind === 'read' ? Math.max(current.readSeq, seq) : current.readSeq
    const deliveredSeq = Math.max(current.deliveredSeq, seq, readSeq)
    if (readSeq === current.readSeq && deliveredSeq === current.deliveredSeq) return { room: locked, seq: undefined }
    const room = await nextSeq(tx, input.roomId, now, false)
    const updated = await setPointers(tx, input.roomId, side, { deliveredSeq, readSeq })
    const data = { side, delivered_seq: deliveredSeq, read_seq: readSeq }
    await insertEvent(tx, { roomId: input.roomId, seq: room.lastSeq, name: CHAT_EVENTS.receipt, data, now })
    return { room: updated, seq: room.lastSeq, data }
  })
  if (result.seq !== undefined) {
    await announce(ctx, view, side, {
      name: CHAT_EVENTS.receipt,
      seq: result.seq,
      data: result.data,
      ...(input.caller ? { except: input.caller } : {}),
    })
  }
  return toPointers(result.room)
}

/**
 * The e-mail notification (chat/update_email_notifications): one mail per unread streak, when the
 * new message is the only one the recipient has not read, and only if they kept the switch on.
 */
async function notifyByMail(ctx: ChatContext, view: RoomView, senderSide: ChatSide) {
  const recipient =
    senderSide === 'fan' ? await findCreatorUser(ctx.db, view.creator.id) : await findUser(ctx.db, view.fan.id)
  if (!recipient?.email || !recipient.chatEmailNotifications) return
  const room = await findRoomView(ctx.db, view.room.id)
  if (!room) return
  const readerSide: ChatSide = senderSide === 'fan' ? 'creator' : 'fan'
  if ((await unreadInRoom(ctx.db, room.room, readerSide)) !== 1) return
  const locale = isLocale(recipient.lastLangCode) ? recipient.lastLangCode : 'en'
  const sender = senderSide === 'fan' ? `@${view.fan.username}` : view.creator.name
  const link = `${ctx.publicUrl.replace(/\/+$/, '')}/room?rid=${encodeURIComponent(view.room.id)}`
  const content = renderAccountMail('chat_message', locale, { username: recipient.username, link, sender })
  // Queued before the answer goes back: once the sender has their 201, the mail job exists.
  await ctx.mailer.queue(ctx.db, { kind: 'chat_message', to: recipient.email, userId: recipient.id, ...content })
}
