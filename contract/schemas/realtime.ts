/**
 * The realtime protocol: one WebSocket at
 * `/api/realtime`, JSON text frames both ways.
 *
 * 1. The client sends `auth` first (within 10 s) with its access token and the socket id it puts in
 *    the `X-Socket-Id` header of its API requests; the token never travels in the URL, which
 *    proxies log. The server answers `ready` or closes with 4401. Sending `auth` again with a
 *    renewed token keeps the socket past the old token's expiry; at expiry it is closed with 4401.
 * 2. `join` a private channel: `room:<room id>` (the room's two people only), `call:<hash>` (a
 *    video call's two people) or `user:<own id>`.
 *    With `after`, the server first sends every sequenced event of the channel after that seq, in
 *    order, then the live ones, each once; `joined` gives the channel's seq at that point. A client
 *    too far behind gets `reset` (read the conversation again over HTTP, then join with its seq).
 * 3. Events: `{type:'event', channel, name, seq?, data}`. Events with a `seq` are stored; `typing`
 *    and `inbox` are not (nothing to replay). A request made with `X-Socket-Id` is not echoed to
 *    that socket (its answer already carries the change).
 * 4. Heartbeat: the server sends `ping` every interval; a socket that has not answered `pong` (or
 *    sent anything) by the next one is closed. The client treats silence the same way.
 */
import * as v from 'valibot'
import { WIDE_INT_MAX } from './fields'

export const REALTIME_PATH = '/api/realtime'
export { SOCKET_ID_HEADER } from '../socket-id-header'
/** A socket id: made by the client per tab, echoed back by the server. */
export const SocketIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/))

/** WebSocket close codes the server uses (4000–4999 are for applications). */
export const REALTIME_CLOSE = {
  /** No or a bad token, or the token expired: renew it, then reconnect. */
  unauthenticated: 4401,
  /** A frame that is not the protocol. */
  badMessage: 4400,
  /** No pong in time. */
  heartbeat: 4408,
  /** The server is shutting down: reconnect (to another process). */
  goingAway: 1001,
} as const

/** How long the server waits for `auth` after the connection opens. */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000
/** Default heartbeat interval; the client gives up on a silent server after two of them. */
export const REALTIME_HEARTBEAT_MS = 25_000
/** A join asking for more missed events than this gets `reset` instead. */
export const REALTIME_MAX_BACKLOG = 500

const Channel = v.pipe(v.string(), v.maxLength(80), v.regex(/^(room:[0-9a-f-]{36}|user:\d{1,10}|call:[0-9a-f]{32})$/))

export const ClientMessageSchema = v.variant('type', [
  v.object({
    type: v.literal('auth'),
    token: v.pipe(v.string(), v.maxLength(4096)),
    socket_id: SocketIdSchema,
  }),
  v.object({
    type: v.literal('join'),
    channel: Channel,
    after: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(WIDE_INT_MAX)))),
  }),
  v.object({ type: v.literal('leave'), channel: Channel }),
  v.object({ type: v.literal('typing'), channel: Channel }),
  /** A relayed, unstored message to the channel's other members, where the channel allows it (a call's WebRTC signalling). */
  v.object({ type: v.literal('signal'), channel: Channel, data: v.unknown() }),
  v.object({ type: v.literal('pong') }),
])
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>

export const ServerMessageSchema = v.variant('type', [
  v.object({ type: v.literal('ready'), socket_id: v.string() }),
  v.object({ type: v.literal('joined'), channel: v.string(), seq: v.number() }),
  v.object({ type: v.literal('reset'), channel: v.string() }),
  v.object({ type: v.literal('refused'), channel: v.string(), code: v.string() }),
  v.object({
    type: v.literal('event'),
    channel: v.string(),
    name: v.string(),
    seq: v.optional(v.number()),
    data: v.unknown(),
  }),
  v.object({ type: v.literal('ping') }),
])
export type ServerMessage = v.InferOutput<typeof ServerMessageSchema>

/** Channel names. */
export function roomChannel(roomId: string): string {
  return `room:${roomId}`
}

export function userChannel(userId: number): string {
  return `user:${userId}`
}
