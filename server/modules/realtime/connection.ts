/** One WebSocket on this process, the channels it joined, and the sending of messages to it. */
import type { WebSocket } from 'ws'
import type { ServerMessage } from '../../../contract/schemas/realtime'
import type { BusEvent } from './bus'
import type { Grant } from './channel-kind'
import type { RateLimits } from './rate-limits'

/** A socket's membership of one channel. */
export type ChannelState = {
  /** The last seq sent to the socket on this channel. */
  lastSeq: number
  /** Deliveries to this socket on this channel, one after the other. */
  queue: Promise<void>
  grant: Grant
  limits: RateLimits
}

export type Connection = {
  socket: WebSocket
  userId: number | null
  socketId: string | null
  expiresAt: number
  isAlive: boolean
  channels: Map<string, ChannelState>
}

/** A socket that cannot keep up (megabytes queued) is dropped; it resumes from its seq on reconnect. */
const MAX_BUFFERED_BYTES = 1024 * 1024

export function send(connection: Connection, message: ServerMessage): void {
  const { socket } = connection
  if (socket.readyState !== socket.OPEN) return
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate()
    return
  }
  socket.send(JSON.stringify(message))
}

export function sendEvent(
  connection: Connection,
  channel: string,
  event: { name: string; seq?: number; data: unknown },
): void {
  send(connection, {
    type: 'event',
    channel,
    name: event.name,
    ...(event.seq === undefined ? {} : { seq: event.seq }),
    data: event.data,
  })
}

/** The event was sent by this very socket, which does not get it back. */
export function isExcluded(connection: Connection, event: BusEvent): boolean {
  return (
    event.except !== undefined &&
    event.except.userId === connection.userId &&
    event.except.socketId === connection.socketId
  )
}
