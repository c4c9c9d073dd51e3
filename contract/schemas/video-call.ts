/**
 * Video calls: the room, its states, the sender and the receiver, the calls and their constants. A room is addressed by an unguessable hash (/videocall/{hash}); its two
 * people are the sender (the member who pays) and the receiver (the creator). Minutes are metered
 * by the server through the token ledger; the realtime channel `call:<hash>` carries the call's
 * events (CALL_EVENTS) and the WebRTC signalling between the two browsers (CallSignalSchema).
 */
import * as v from 'valibot'
import { CALL_HASH_PATTERN } from '../call-hash'
import { WALLET } from '../limits'
import { CommonQueryEntries, itemEnvelope } from './common'
import { IdParamSchema, jsonInt } from './fields'

/** Call constants: the warning sound and the receiver's unlimited switch under 30 s; the end at 1 s; 99:99. */
export const CALL = {
  warningSeconds: 30,
  unlimitedUnderSeconds: 30,
  endAtSeconds: 1,
  idleCounter: '99:99',
  /** Minutes a member may book at once (a call goes on with extra minutes or unlimited). */
  maxMinutes: 30,
  /** Tips during a call: at least 1 token. */
  minTip: 1,
} as const

export const CallHashParamsSchema = v.strictObject({
  hash: v.pipe(v.string(), v.regex(CALL_HASH_PATTERN, 'invalid')),
})

export const CALL_LOG_KINDS = ['minute', 'extra_minute', 'tokens', 'unlimited'] as const
export type CallLogKind = (typeof CALL_LOG_KINDS)[number]

/** A token log entry (emisor, description, time). `kind` and `quantity` let the app word it. */
export const CallLogEntrySchema = v.object({
  id: v.number(),
  emisor: v.string(),
  description: v.string(),
  time: v.string(),
  kind: v.picklist(CALL_LOG_KINDS),
  quantity: v.number(),
})
export type CallLogEntry = v.InferOutput<typeof CallLogEntrySchema>

export const IceServerSchema = v.object({
  urls: v.union([v.string(), v.array(v.string())]),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
})
export type IceServer = v.InferOutput<typeof IceServerSchema>

/** GET video_call_room/{hash}: the room's fields, the other person, the prices, and the log. */
export const VideoCallRoomSchema = v.object({
  hash: v.string(),
  mins: v.number(),
  extra_minutes_bought: v.number(),
  /** Epoch milliseconds; null before the call starts. */
  started_at: v.nullable(v.number()),
  ended_at: v.nullable(v.number()),
  is_unlimited: v.boolean(),
  is_sender: v.boolean(),
  is_receiver: v.boolean(),
  tokens_per_extra_min: v.number(),
  tokens_per_minute: v.number(),
  /** Length of a call minute in ms (60 000; shorter only in test runs). */
  minute_ms: v.number(),
  /** The server's clock when it answered, so the countdown does not depend on the device's clock. */
  server_time: v.number(),
  other: v.object({ name: v.string(), username: v.nullable(v.string()), model_id: v.nullable(v.number()) }),
  chat_room_id: v.nullable(v.string()),
  ice_servers: v.array(IceServerSchema),
  log: v.array(CallLogEntrySchema),
})
export type VideoCallRoom = v.InferOutput<typeof VideoCallRoomSchema>
export const VideoCallRoomEnvelopeSchema = itemEnvelope(VideoCallRoomSchema)

/** What a call with a creator costs and what the member's balance (and caps) buy. */
export const VideoCallQuoteQuerySchema = v.strictObject({ ...CommonQueryEntries, model_id: IdParamSchema })
export const VideoCallQuoteSchema = v.object({
  data: v.object({
    model_id: v.number(),
    tokens_per_minute: v.number(),
    tokens_per_extra_min: v.number(),
    balance: v.number(),
    /** Whole minutes the balance and the spending caps pay for, up to CALL.maxMinutes. */
    affordable_minutes: v.number(),
  }),
})
export type VideoCallQuote = v.InferOutput<typeof VideoCallQuoteSchema>['data']

/** POST video_call_rooms: the member books a call with a creator. Needs an Idempotency-Key. */
export const CreateVideoCallBodySchema = v.strictObject({
  model_id: IdParamSchema,
  mins: jsonInt(1, CALL.maxMinutes),
})

/** POST {hash}/send_tokens (quantity). */
export const CallSendTokensBodySchema = v.strictObject({
  quantity: jsonInt(CALL.minTip, WALLET.maxSpend),
})

/** The answer of every call action: the room as it is now. */
export const CallActionResultSchema = VideoCallRoomEnvelopeSchema

/** Realtime events on `call:<hash>`; each carries the room as it is now, `tokens` the tip too. */
export const CALL_EVENTS = {
  started: 'started',
  unlimited: 'unlimited',
  extraMinute: 'extra_minute_bought',
  tokens: 'tokens_received',
  ended: 'ended',
  signal: 'signal',
} as const

export const CallTokensEventSchema = v.object({ username: v.string(), quantity: v.number() })

/** WebRTC signalling between the two browsers, relayed (not stored) on the call's channel. */
export const CallSignalSchema = v.variant('kind', [
  v.object({ kind: v.literal('hello') }),
  v.object({ kind: v.literal('offer'), sdp: v.pipe(v.string(), v.maxLength(12_000)) }),
  v.object({ kind: v.literal('answer'), sdp: v.pipe(v.string(), v.maxLength(12_000)) }),
  v.object({
    kind: v.literal('ice'),
    candidate: v.pipe(v.string(), v.maxLength(1000)),
    sdpMid: v.nullable(v.pipe(v.string(), v.maxLength(64))),
    sdpMLineIndex: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64))),
  }),
  v.object({ kind: v.literal('bye') }),
])
export type CallSignal = v.InferOutput<typeof CallSignalSchema>

export function callChannel(hash: string): string {
  return `call:${hash}`
}
