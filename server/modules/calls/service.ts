/**
 * Video calls.
 * A member who may chat with a creator (chat/access.ts: login, then subscription) books a call of
 * `mins` minutes their balance and caps pay for; the creator gets the invite in their conversation.
 * Only the two people may read or act on a room: anyone else gets 422 call_not_found, as for a hash
 * that is no room (never saying it exists). Every change is made under the room's row lock and
 * announced on `call:<hash>` after it commits; the minutes are metered by jobs (metering.ts).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { WALLET } from '../../../contract/limits'
import {
  CALL,
  CALL_EVENTS,
  type CallLogKind,
  callChannel,
  type VideoCallQuote,
  type VideoCallRoom,
} from '../../../contract/schemas/video-call'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import type { Viewer } from '../../lib/viewer'
import type { SignedInViewer } from '../../plugins/auth'
import { openRoom } from '../chat/index'
import { chatCaseFor } from '../creators/index'
import type { Once, Outcome } from '../idempotency/index'
import {
  ACCOUNT_KINDS,
  checkLimits,
  findAccount,
  findSpendingLimits,
  lockWallet,
  spentSince,
  tokenBalance,
} from '../wallet/index'
import type { CallsContext } from './context'
import { meterMinute, minuteStartsAt, scheduleMinute } from './metering'
import {
  type CallRoomRow,
  findCallCreator,
  findCallRoom,
  findCallUser,
  insertCallLog,
  insertCallRoom,
  listCallLog,
  lockCallRoom,
  updateCallRoom,
} from './repository'
import { type CallSpendKind, spendOnCall } from './spend'

const DESCRIPTIONS: Record<CallLogKind, (quantity: number) => string> = {
  minute: (quantity) => `Call minute (${quantity} tokens)`,
  extra_minute: (quantity) => `Extra minute bought (${quantity} tokens)`,
  tokens: (quantity) => `Sent ${quantity} tokens`,
  unlimited: () => 'Unlimited call',
}

type Role = 'sender' | 'receiver'

const HOUR_MS = 3600_000

function roleOf(room: CallRoomRow, viewer: Viewer): Role | undefined {
  if (viewer.userId === room.senderUserId) return 'sender'
  if (viewer.modelId !== null && viewer.modelId === room.creatorId) return 'receiver'
  return undefined
}

/** The room and the viewer's role in it; 422 call_not_found when it is none of theirs. */
/** The room and the viewer's part in it; someone who is not in the call is told it does not exist. */
function asParticipant(room: CallRoomRow | undefined, viewer: Viewer) {
  const role = room ? roleOf(room, viewer) : undefined
  if (!room || !role) throw new AppError('call_not_found')
  return { room, role }
}

async function participantRoom(ctx: CallsContext, viewer: Viewer, hash: string) {
  return asParticipant(await findCallRoom(ctx.db, hash), viewer)
}

/** The same, with the room's row locked for the rest of the transaction. */
async function lockParticipantRoom(tx: Executor, viewer: Viewer, hash: string) {
  return asParticipant(await lockCallRoom(tx, hash), viewer)
}

export async function describeRoom(ctx: CallsContext, room: CallRoomRow, role: Role): Promise<VideoCallRoom> {
  const [log, creator, sender] = await Promise.all([
    listCallLog(ctx.db, room.id),
    findCallCreator(ctx.db, room.creatorId),
    findCallUser(ctx.db, room.senderUserId),
  ])
  const other =
    role === 'sender'
      ? { name: creator?.name ?? '', username: creator?.username ?? null, model_id: room.creatorId }
      : { name: sender?.username ?? '', username: sender?.username ?? null, model_id: null }
  return {
    hash: room.hash,
    mins: room.mins,
    extra_minutes_bought: room.extraMinutesBought,
    started_at: room.startedAt?.getTime() ?? null,
    ended_at: room.endedAt?.getTime() ?? null,
    is_unlimited: room.isUnlimited,
    is_sender: role === 'sender',
    is_receiver: role === 'receiver',
    tokens_per_extra_min: room.tokensPerExtraMin,
    tokens_per_minute: room.tokensPerMinute,
    minute_ms: ctx.minuteMs,
    server_time: ctx.clock().getTime(),
    other,
    chat_room_id: room.chatRoomId,
    ice_servers: ctx.iceServers,
    log: log.map((entry) => ({
      id: entry.id,
      emisor: entry.username,
      description: DESCRIPTIONS[entry.kind](entry.quantity),
      time: entry.createdAt.toISOString(),
      kind: entry.kind,
      quantity: entry.quantity,
    })),
  }
}

/** Announces a committed change on the call's channel; a lost event is read again with the room. */
async function announce(ctx: CallsContext, room: CallRoomRow, name: string, data: object) {
  await ctx.realtime
    .publish({ channel: callChannel(room.hash), name, data })
    .catch((error: unknown) => ctx.log.warn({ err: error, call: room.id }, 'call event not published'))
}

export function announceEnded(ctx: CallsContext, room: CallRoomRow): Promise<void> {
  return announce(ctx, room, CALL_EVENTS.ended, { reason: room.endReason })
}

/** Tokens the member may still spend under their caps now (Infinity without caps). */
async function roomUnderCaps(ctx: CallsContext, userId: number, walletId: number | undefined): Promise<number> {
  const limits = await findSpendingLimits(ctx.db, userId)
  if (!limits || walletId === undefined) return Number.POSITIVE_INFINITY
  const now = ctx.clock().getTime()
  const windows = [
    { cap: limits.dailyCap, since: now - WALLET.dailyWindowHours * HOUR_MS },
    { cap: limits.monthlyCap, since: now - WALLET.monthlyWindowDays * 24 * HOUR_MS },
  ]
  let room = Number.POSITIVE_INFINITY
  for (const { cap, since } of windows) {
    if (cap === null) continue
    room = Math.min(room, cap - (await spentSince(ctx.db, walletId, new Date(since))))
  }
  return Math.max(0, room)
}

/** The creator a member may call: the chat's rule. */
async function callableCreator(ctx: CallsContext, viewer: SignedInViewer, creatorId: number) {
  const creator = await findCallCreator(ctx.db, creatorId)
  if (!creator) throw new AppError('not_found')
  if (viewer.modelId === creator.id) throw new AppError('own_content')
  const chatCase = chatCaseFor(creator, viewer)
  if (chatCase === 'hide_chat') throw new AppError('chat_closed')
  if (chatCase !== 'open_chat') throw new AppError('chat_subscription_required')
  return creator
}

export async function quoteCall(ctx: CallsContext, viewer: SignedInViewer, creatorId: number): Promise<VideoCallQuote> {
  const creator = await callableCreator(ctx, viewer, creatorId)
  const balance = await tokenBalance(ctx.db, viewer.userId)
  const wallet = await findAccount(ctx.db, { userId: viewer.userId, creatorId: null }, ACCOUNT_KINDS.userTokens)
  const spendable = Math.min(balance, await roomUnderCaps(ctx, viewer.userId, wallet?.id))
  return {
    model_id: creator.id,
    tokens_per_minute: creator.callTokensPerMinute,
    tokens_per_extra_min: creator.callTokensPerExtraMin,
    balance,
    affordable_minutes: Math.min(CALL.maxMinutes, Math.floor(spendable / creator.callTokensPerMinute)),
  }
}

/**
 * Books a call: the booked minutes must fit the balance and the caps now (402 / 403), so the
 * member knows before the call what it costs; each minute is charged when it starts.
 */
export async function createCall(
  ctx: CallsContext,
  viewer: SignedInViewer,
  input: { creatorId: number; mins: number },
  once: Once,
): Promise<Outcome<{ data: VideoCallRoom }>> {
  const creator = await callableCreator(ctx, viewer, input.creatorId)
  const now = ctx.clock()
  const chatRoomId = await openRoom(ctx.db, viewer.userId, creator.id, now)
  const outcome = await once(async (tx) => {
    const wallet = await lockWallet(tx, viewer.userId)
    const cost = input.mins * creator.callTokensPerMinute
    await checkLimits(tx, { userId: viewer.userId, walletId: wallet.id }, cost, true, now)
    if (wallet.balance < cost) {
      throw new AppError('insufficient_tokens', { extra: { balance: wallet.balance, required: cost } })
    }
    const room = await insertCallRoom(tx, {
      hash: randomBytes(16).toString('hex'),
      chatRoomId,
      senderUserId: viewer.userId,
      creatorId: creator.id,
      mins: input.mins,
      tokensPerMinute: creator.callTokensPerMinute,
      tokensPerExtraMin: creator.callTokensPerExtraMin,
      createdAt: now,
    })
    return { status: 201, body: { data: await describeRoomIn(ctx, room) } }
  })
  if (outcome.status === 201) {
    await ctx
      .invite({ senderUserId: viewer.userId, chatRoomId, link: `/videocall/${outcome.body.data.hash}` })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'call invite not sent'))
  }
  return outcome
}

/** A new room as its sender sees it (inside the booking's transaction: nothing logged yet). */
async function describeRoomIn(ctx: CallsContext, room: CallRoomRow): Promise<VideoCallRoom> {
  return { ...(await describeRoom(ctx, room, 'sender')), log: [] }
}

export async function getCall(ctx: CallsContext, viewer: Viewer, hash: string): Promise<VideoCallRoom> {
  const { room, role } = await participantRoom(ctx, viewer, hash)
  return describeRoom(ctx, room, role)
}

function refuseEnded(room: CallRoomRow) {
  if (room.endedAt !== null) throw new AppError('conflict', { detail: 'the call has ended' })
}

/**
 * Both screens leave the call when their countdown (on the server's clock) reaches
 * CALL.endAtSeconds, a moment before the metering job ends it here: a minute bought after that
 * would be paid for and never seen, so the call counts as ended for it.
 */
function refuseOverOnScreen(ctx: CallsContext, room: CallRoomRow, now: Date) {
  if (room.startedAt === null || room.isUnlimited) return
  const endsAt = minuteStartsAt(ctx, room, room.mins + room.extraMinutesBought)
  if (endsAt.getTime() - now.getTime() <= CALL.endAtSeconds * 1000)
    throw new AppError('conflict', { detail: 'the call has ended' })
}

/**
 * Either person joining starts the call: started_at is set once, the first minute is
 * charged and the next one's job queued. A start after that answers the room as it is.
 */
export async function startCall(ctx: CallsContext, viewer: SignedInViewer, hash: string): Promise<VideoCallRoom> {
  const result = await ctx.db.transaction(async (tx) => {
    const { room, role } = await lockParticipantRoom(tx, viewer, hash)
    if (room.startedAt !== null || room.endedAt !== null) return { room, role, started: false }
    const now = ctx.clock()
    const started = await updateCallRoom(tx, room.id, { startedAt: now, nextMinute: 1 })
    const outcome = await meterMinute(ctx, tx, started, 0, now)
    if (outcome === 'out_of_tokens') throw new AppError('insufficient_tokens')
    await scheduleMinute(ctx, tx, started, 1)
    return { room: started, role, started: true }
  })
  if (result.started)
    await announce(ctx, result.room, CALL_EVENTS.started, { started_at: result.room.startedAt?.getTime() })
  return describeRoom(ctx, result.room, result.role)
}

function requireRole(role: Role, wanted: Role) {
  if (role !== wanted) throw new AppError('forbidden')
}

/** The sender buys one more minute at tokens_per_extra_min, once per Idempotency-Key. */
export async function buyExtraMinute(
  ctx: CallsContext,
  viewer: SignedInViewer,
  hash: string,
  once: Once,
): Promise<Outcome<{ data: VideoCallRoom }>> {
  await participantRoom(ctx, viewer, hash)
  let changed: CallRoomRow | undefined
  const outcome = await once(async (tx) => {
    const { room, role } = await lockParticipantRoom(tx, viewer, hash)
    requireRole(role, 'sender')
    refuseEnded(room)
    const now = ctx.clock()
    refuseOverOnScreen(ctx, room, now)
    const transactionId = await spend(ctx, tx, room, room.tokensPerExtraMin, now, 'call_extra_minute')
    changed = await updateCallRoom(tx, room.id, { extraMinutesBought: room.extraMinutesBought + 1 })
    await insertCallLog(tx, {
      roomId: room.id,
      userId: viewer.userId,
      kind: 'extra_minute',
      quantity: room.tokensPerExtraMin,
      transactionId,
      createdAt: now,
    })
    return { status: 201, body: { data: await describeRoomIn(ctx, changed) } }
  })
  if (changed)
    await announce(ctx, changed, CALL_EVENTS.extraMinute, { extra_minutes_bought: changed.extraMinutesBought })
  return { ...outcome, body: { data: await getCall(ctx, viewer, hash) } }
}

/** The sender tips the creator during the call (send_tokens with quantity). */
export async function sendCallTokens(
  ctx: CallsContext,
  viewer: SignedInViewer,
  hash: string,
  quantity: number,
  once: Once,
): Promise<Outcome<{ data: VideoCallRoom }>> {
  await participantRoom(ctx, viewer, hash)
  let sent: CallRoomRow | undefined
  const outcome = await once(async (tx) => {
    const { room, role } = await lockParticipantRoom(tx, viewer, hash)
    requireRole(role, 'sender')
    refuseEnded(room)
    const now = ctx.clock()
    const transactionId = await spend(ctx, tx, room, quantity, now, 'call_tip')
    await insertCallLog(tx, {
      roomId: room.id,
      userId: viewer.userId,
      kind: 'tokens',
      quantity,
      transactionId,
      createdAt: now,
    })
    sent = room
    return { status: 201, body: { data: await describeRoomIn(ctx, room) } }
  })
  if (sent) {
    const sender = await findCallUser(ctx.db, viewer.userId)
    await announce(ctx, sent, CALL_EVENTS.tokens, { username: sender?.username ?? '', quantity })
  }
  return { ...outcome, body: { data: await getCall(ctx, viewer, hash) } }
}

/** A spend of the sender's during the call; the request's Idempotency-Key guards its retries. */
async function spend(
  ctx: CallsContext,
  tx: Executor,
  room: CallRoomRow,
  tokens: number,
  at: Date,
  kind: Extract<CallSpendKind, 'call_extra_minute' | 'call_tip'>,
) {
  const idempotencyKey = `call:${room.id}:${kind}:${randomUUID()}`
  const transactionId = await spendOnCall(ctx, tx, room, { tokens, kind, idempotencyKey, at })
  if (transactionId === undefined) throw new Error('call spend: a fresh key was used before')
  return transactionId
}

/**
 * The receiver lets the call go on past the countdown (only under 30 s left): from then
 * on each minute is charged while the sender's tokens and caps allow.
 */
export async function unlockCall(ctx: CallsContext, viewer: SignedInViewer, hash: string): Promise<VideoCallRoom> {
  const result = await ctx.db.transaction(async (tx) => {
    const { room, role } = await lockParticipantRoom(tx, viewer, hash)
    requireRole(role, 'receiver')
    refuseEnded(room)
    if (room.isUnlimited) return { room, changed: false }
    if (room.startedAt === null) throw new AppError('conflict', { detail: 'the call has not started' })
    const now = ctx.clock()
    const endsAt = minuteStartsAt(ctx, room, room.mins + room.extraMinutesBought).getTime()
    if (endsAt - now.getTime() >= CALL.unlimitedUnderSeconds * 1000) {
      throw new AppError('conflict', { detail: 'unlimited only in the last 30 seconds' })
    }
    const changed = await updateCallRoom(tx, room.id, { isUnlimited: true })
    await insertCallLog(tx, { roomId: room.id, userId: viewer.userId, kind: 'unlimited', quantity: 0, createdAt: now })
    return { room: changed, changed: true }
  })
  if (result.changed) await announce(ctx, result.room, CALL_EVENTS.unlimited, {})
  return describeRoom(ctx, result.room, 'receiver')
}

/** Either person hangs up: the call ends now and no further minute is charged. */
export async function hangUpCall(ctx: CallsContext, viewer: SignedInViewer, hash: string): Promise<VideoCallRoom> {
  const result = await ctx.db.transaction(async (tx) => {
    const { room, role } = await lockParticipantRoom(tx, viewer, hash)
    if (room.endedAt !== null) return { room, role, ended: false }
    const ended = await updateCallRoom(tx, room.id, { endedAt: ctx.clock(), endReason: 'hang_up' })
    return { room: ended, role, ended: true }
  })
  if (result.ended) await announceEnded(ctx, result.room)
  return describeRoom(ctx, result.room, result.role)
}

/** Who may join `call:<hash>`: its two people, who may also relay signalling there. */
export async function callParticipant(ctx: Pick<CallsContext, 'db'>, viewer: Viewer, hash: string): Promise<boolean> {
  const room = await findCallRoom(ctx.db, hash)
  return room !== undefined && roleOf(room, viewer) !== undefined
}
