/**
 * The server's clock of a call (the server meters, never the browsers): minute k of a call
 * starts at started_at + k minutes, and at that moment a job charges it or ends the call. Minutes
 * within `mins` are charged as they start (tokens_per_minute each); extra minutes were paid when
 * bought; past the countdown an unlimited call goes on a minute at a time while the sender's
 * tokens and caps allow, and any other call ends. So a closed browser stops nothing.
 *
 * Exactly once: the job for minute k acts only while the room's `next_minute` is k, under the
 * room's row lock, and the ledger movement has the key `call:<room>:minute:<k>`; a job run twice
 * (a retry, two processes) finds the cursor moved and does nothing.
 */
import * as v from 'valibot'
import { AppError } from '../../lib/app-error'
import type { Executor } from '../../lib/executor'
import type { JobQueue } from '../jobs/index'
import type { CallsContext } from './context'
import { type CallRoomRow, insertCallLog, lockCallRoomById, updateCallRoom } from './repository'
import { spendOnCall } from './spend'

export const CALL_JOBS = { meter: 'calls.meter' } as const

const MeterJobSchema = v.object({ roomId: v.pipe(v.number(), v.integer()), minute: v.pipe(v.number(), v.integer()) })
export type MeterJob = v.InferOutput<typeof MeterJobSchema>

export type MinuteOutcome = 'charged' | 'prepaid' | 'over' | 'out_of_tokens'

/** Charges the sender the call's per-minute price, within their balance and caps. */
async function chargeMinute(ctx: CallsContext, tx: Executor, room: CallRoomRow, minute: number, at: Date) {
  const tokens = room.tokensPerMinute
  const idempotencyKey = `call:${room.id}:minute:${minute}`
  const transactionId = await spendOnCall(ctx, tx, room, { tokens, kind: 'call_minute', idempotencyKey, at })
  if (transactionId === undefined) return
  await insertCallLog(tx, {
    roomId: room.id,
    userId: room.senderUserId,
    kind: 'minute',
    quantity: tokens,
    transactionId,
    createdAt: at,
  })
}

function isOutOfTokens(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'insufficient_tokens' || error.code === 'spending_limit_reached')
}

/** What minute `minute` of the call means now: charge it, it was paid already, or the call is over. */
export async function meterMinute(
  ctx: CallsContext,
  tx: Executor,
  room: CallRoomRow,
  minute: number,
  at: Date,
): Promise<MinuteOutcome> {
  const paidUpTo = room.mins + room.extraMinutesBought
  if (minute >= room.mins && minute < paidUpTo) return 'prepaid'
  if (minute >= paidUpTo && !room.isUnlimited) return 'over'
  try {
    // A savepoint: a refused charge leaves the rest of the transaction (ending the call) usable.
    await tx.transaction((inner) => chargeMinute(ctx, inner, room, minute, at))
    return 'charged'
  } catch (error) {
    if (isOutOfTokens(error)) return 'out_of_tokens'
    throw error
  }
}

export function minuteStartsAt(ctx: CallsContext, room: { startedAt: Date | null }, minute: number): Date {
  return new Date((room.startedAt?.getTime() ?? 0) + minute * ctx.minuteMs)
}

/** Queues minute `minute`'s job in the transaction that moved the cursor to it. */
export async function scheduleMinute(ctx: CallsContext, tx: Executor, room: CallRoomRow, minute: number) {
  await ctx.jobs.send<MeterJob>(
    CALL_JOBS.meter,
    { roomId: room.id, minute },
    { tx, startAfter: minuteStartsAt(ctx, room, minute), singletonKey: `call:${room.id}:${minute}` },
  )
}

/**
 * The job of minute `minute`: charges it (or finds it paid) and queues the next, or ends the call.
 * Returns the room when it ended now (the caller announces it), else undefined.
 */
export async function runMeterJob(ctx: CallsContext, job: MeterJob): Promise<CallRoomRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const room = await lockCallRoomById(tx, job.roomId)
    if (!room || room.endedAt !== null || room.startedAt === null || room.nextMinute !== job.minute) return undefined
    const at = ctx.clock()
    const outcome = await meterMinute(ctx, tx, room, job.minute, at)
    if (outcome === 'over' || outcome === 'out_of_tokens') {
      return updateCallRoom(tx, room.id, {
        endedAt: at,
        endReason: outcome === 'over' ? 'time' : 'tokens',
        nextMinute: job.minute + 1,
      })
    }
    const moved = await updateCallRoom(tx, room.id, { nextMinute: job.minute + 1 })
    await scheduleMinute(ctx, tx, moved, job.minute + 1)
    return undefined
  })
}

export function defineCallJobs(
  jobs: Pick<JobQueue, 'define'>,
  ctx: CallsContext,
  onEnded: (room: CallRoomRow) => Promise<void>,
) {
  jobs.define({
    name: CALL_JOBS.meter,
    payload: MeterJobSchema,
    handler: async (data) => {
      const ended = await runMeterJob(ctx, data)
      if (ended) await onEnded(ended)
    },
    retryLimit: 5,
    retryDelaySeconds: 2,
    expireInSeconds: 60,
  })
}
