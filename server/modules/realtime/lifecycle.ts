/**
 * The life of the sockets connected to this process: taken over after the upgrade, signed in by an
 * `auth` message within a deadline (a renewed token must be the same user's), kept by a heartbeat
 * while they answer pings and their token is valid, and closed on a bad frame or message.
 */
import * as v from 'valibot'
import type { WebSocket } from 'ws'
import {
  type ClientMessage,
  ClientMessageSchema,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE,
  REALTIME_HEARTBEAT_MS,
} from '../../../contract/schemas/realtime'
import { type Connection, send } from './connection'

export type Authenticated = { userId: number; expiresAt: number }

/** What a signed-in socket asks of its channels. */
export type MemberMessage = Exclude<ClientMessage, { type: 'auth' | 'pong' }>

type Options = {
  /** Verifies an access token (and its live session); null when it is not one. */
  authenticate: (token: string) => Promise<Authenticated | null>
  now: () => number
  heartbeatMs?: number
  authTimeoutMs?: number
  /** A socket is gone: it leaves its channels. */
  onGone: (connection: Connection) => void
  onMessage: (connection: Connection, message: MemberMessage) => void
}

export function createLifecycle(options: Options) {
  const { now } = options
  const connections = new Set<Connection>()

  const heartbeat = setInterval(() => beat(), options.heartbeatMs ?? REALTIME_HEARTBEAT_MS)
  heartbeat.unref()

  function beat() {
    for (const connection of connections) {
      if (connection.userId === null) continue
      if (!connection.isAlive) {
        close(connection, REALTIME_CLOSE.heartbeat, 'no pong')
        connection.socket.terminate()
        continue
      }
      if (now() >= connection.expiresAt) {
        close(connection, REALTIME_CLOSE.unauthenticated, 'token expired')
        continue
      }
      connection.isAlive = false
      send(connection, { type: 'ping' })
    }
  }

  function close(connection: Connection, code: number, reason: string) {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(code, reason)
    forget(connection)
  }

  function forget(connection: Connection) {
    if (!connections.delete(connection)) return
    options.onGone(connection)
  }

  async function authenticate(connection: Connection, message: Extract<ClientMessage, { type: 'auth' }>) {
    const identity = await options.authenticate(message.token)
    if (!connections.has(connection)) return
    // A renewed token must be the same user's; anything else ends the socket.
    if (!identity || (connection.userId !== null && identity.userId !== connection.userId)) {
      close(connection, REALTIME_CLOSE.unauthenticated, 'unauthenticated')
      return
    }
    connection.expiresAt = identity.expiresAt
    if (connection.userId !== null) return
    connection.userId = identity.userId
    connection.socketId = message.socket_id
    send(connection, { type: 'ready', socket_id: message.socket_id })
  }

  function receive(connection: Connection, raw: string) {
    connection.isAlive = true
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      close(connection, REALTIME_CLOSE.badMessage, 'not JSON')
      return
    }
    const result = v.safeParse(ClientMessageSchema, parsed)
    if (!result.success) {
      close(connection, REALTIME_CLOSE.badMessage, 'not a protocol message')
      return
    }
    const message = result.output
    if (message.type === 'auth') {
      void authenticate(connection, message).catch(() =>
        close(connection, REALTIME_CLOSE.unauthenticated, 'unauthenticated'),
      )
      return
    }
    if (connection.userId === null) {
      close(connection, REALTIME_CLOSE.unauthenticated, 'auth first')
      return
    }
    if (message.type === 'pong') return
    options.onMessage(connection, message)
  }

  return {
    /** Takes over a freshly upgraded socket. */
    accept(socket: WebSocket) {
      const connection: Connection = {
        socket,
        userId: null,
        socketId: null,
        expiresAt: 0,
        isAlive: true,
        channels: new Map(),
      }
      connections.add(connection)
      const authTimer = setTimeout(() => {
        if (connection.userId === null) close(connection, REALTIME_CLOSE.unauthenticated, 'auth timeout')
      }, options.authTimeoutMs ?? REALTIME_AUTH_TIMEOUT_MS)
      socket.on('message', (data, isBinary) => {
        if (isBinary) {
          close(connection, REALTIME_CLOSE.badMessage, 'text frames only')
          return
        }
        receive(connection, data.toString())
      })
      socket.on('close', () => {
        clearTimeout(authTimer)
        forget(connection)
      })
      socket.on('error', () => forget(connection))
    },

    close,

    isConnected(connection: Connection): boolean {
      return connections.has(connection)
    },

    size(): number {
      return connections.size
    },

    /** Stops the heartbeat and closes every socket. */
    closeAll(code: number, reason: string) {
      clearInterval(heartbeat)
      for (const connection of [...connections]) close(connection, code, reason)
    },
  }
}
