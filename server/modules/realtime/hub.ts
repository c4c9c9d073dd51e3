/**
 * The realtime hub of one API process: the WebSockets connected to it, the private channels each
 * joined, and the delivery of events to them in seq order, each once (contract/schemas/realtime.ts
 * is the protocol). Modules declare their channel kinds (who may join, how to read missed events)
 * and publish through the hub; the bus carries events to every process (bus.ts).
 *
 * Delivery per socket and channel is one promise chain: a join first sends what the client missed
 * (from PostgreSQL), then live events follow; an event whose seq is not the next one makes the hub
 * read the gap from PostgreSQL first (events from other processes may overtake each other), and an
 * event at or below the last seq sent is dropped. Seqs are gapless per room (chat_rooms.last_seq),
 * so "the next one" is always known.
 */
import * as v from 'valibot'
import type { WebSocket } from 'ws'
import {
  type ClientMessage,
  ClientMessageSchema,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE,
  REALTIME_HEARTBEAT_MS,
  REALTIME_MAX_BACKLOG,
  type ServerMessage,
} from '../../../contract/schemas/realtime'
import type { BusEvent, RealtimeBus } from './bus'

/**
 * What a member of a channel may do there beyond receiving: the ephemeral event `typing` sends, and
 * the relayed `signal` messages (validated by the channel kind, tagged with the sender's user id).
 */
export type Grant = {
  whisper?: { name: string; data: unknown }
  signal?: { name: string; accepts: (data: unknown) => boolean }
}

export type StoredEvent = { seq: number; name: string; data: unknown }

/** A kind of channel (`room`, `user`): the part before the colon. */
export type ChannelKind = {
  /** The grant of a signed-in user for the channel `<kind>:<id>`, or null when they may not join. */
  authorize: (userId: number, id: string) => Promise<Grant | null>
  /** Sequenced kinds: the stored events after `after` (up to `upTo` when given), oldest first. */
  backlog?: (id: string, after: number, limit: number, upTo?: number) => Promise<StoredEvent[]>
  /** Sequenced kinds: the channel's last seq now. */
  lastSeq?: (id: string) => Promise<number>
}

export type Authenticated = { userId: number; expiresAt: number }

export type HubOptions = {
  bus: RealtimeBus
  /** Verifies an access token (and its live session); null when it is not one. */
  authenticate: (token: string) => Promise<Authenticated | null>
  now?: () => number
  heartbeatMs?: number
  authTimeoutMs?: number
  log?: { warn: (details: object, message: string) => void }
}

type ChannelState = {
  lastSeq: number
  queue: Promise<void>
  grant: Grant
  lastWhisperAt: number
  signalWindowStart: number
  signalsInWindow: number
}

type Connection = {
  socket: WebSocket
  userId: number | null
  socketId: string | null
  expiresAt: number
  isAlive: boolean
  channels: Map<string, ChannelState>
}

/** A socket that cannot keep up (megabytes queued) is dropped; it resumes from its seq on reconnect. */
const MAX_BUFFERED_BYTES = 1024 * 1024
const MAX_CHANNELS_PER_SOCKET = 200
const WHISPER_EVERY_MS = 1000
/** Signalling (an offer, an answer, a few dozen ICE candidates) comes in bursts; a flood does not. */
const SIGNAL_WINDOW_MS = 10_000
const SIGNALS_PER_WINDOW = 100

export type Hub = ReturnType<typeof createHub>

export function createHub(options: HubOptions) {
  const { bus } = options
  const now = options.now ?? Date.now
  const kinds = new Map<string, ChannelKind>()
  const connections = new Set<Connection>()
  /** Local sockets per channel; the bus is subscribed while a channel has any. */
  const members = new Map<string, Set<Connection>>()
  const subscriptions = new Map<string, Promise<void>>()

  bus.onEvent((event) => {
    for (const connection of members.get(event.channel) ?? []) {
      const state = connection.channels.get(event.channel)
      if (state) enqueue(connection, event.channel, state, () => deliverLive(connection, state, event))
    }
  })

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

  function send(connection: Connection, message: ServerMessage) {
    const { socket } = connection
    if (socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate()
      return
    }
    socket.send(JSON.stringify(message))
  }

  function close(connection: Connection, code: number, reason: string) {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.close(code, reason)
    forget(connection)
  }

  function forget(connection: Connection) {
    if (!connections.delete(connection)) return
    for (const channel of connection.channels.keys()) leaveChannel(connection, channel)
  }

  function kindOf(channel: string): { kind: ChannelKind; id: string } | undefined {
    const colon = channel.indexOf(':')
    const kind = kinds.get(channel.slice(0, colon))
    return kind ? { kind, id: channel.slice(colon + 1) } : undefined
  }

  function enqueue(connection: Connection, channel: string, state: ChannelState, task: () => Promise<void>) {
    state.queue = state.queue
      .then(() => (connection.channels.get(channel) === state ? task() : undefined))
      .catch((error: unknown) => {
        options.log?.warn({ err: error, channel }, 'realtime delivery failed; the socket resumes on reconnect')
        close(connection, REALTIME_CLOSE.goingAway, 'delivery failed')
      })
  }

  function isExcluded(connection: Connection, event: BusEvent): boolean {
    return (
      event.except !== undefined &&
      event.except.userId === connection.userId &&
      event.except.socketId === connection.socketId
    )
  }

  function sendEvent(connection: Connection, channel: string, event: { name: string; seq?: number; data: unknown }) {
    send(connection, {
      type: 'event',
      channel,
      name: event.name,
      ...(event.seq === undefined ? {} : { seq: event.seq }),
      data: event.data,
    })
  }

  async function deliverLive(connection: Connection, state: ChannelState, event: BusEvent) {
    if (event.seq === undefined) {
      if (!isExcluded(connection, event)) sendEvent(connection, event.channel, event)
      return
    }
    if (event.seq <= state.lastSeq) return
    if (event.seq > state.lastSeq + 1) {
      const target = kindOf(event.channel)
      const missed =
        (await target?.kind.backlog?.(target.id, state.lastSeq, event.seq - state.lastSeq, event.seq - 1)) ?? []
      for (const stored of missed) {
        if (stored.seq <= state.lastSeq) continue
        sendEvent(connection, event.channel, stored)
        state.lastSeq = stored.seq
      }
    }
    // The sender's socket skips its own event but counts it as delivered (its answer carried it).
    if (!isExcluded(connection, event)) sendEvent(connection, event.channel, event)
    state.lastSeq = event.seq
  }

  function subscribeBus(channel: string): Promise<void> {
    let subscribed = subscriptions.get(channel)
    if (!subscribed) {
      subscribed = bus.subscribe(channel)
      subscriptions.set(channel, subscribed)
    }
    return subscribed
  }

  async function join(connection: Connection, channel: string, after: number | null | undefined) {
    if (connection.channels.has(channel)) return
    const target = kindOf(channel)
    const userId = connection.userId
    if (!target || userId === null || connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      send(connection, { type: 'refused', channel, code: 'forbidden' })
      return
    }
    const grant = await target.kind.authorize(userId, target.id)
    if (!grant || !connections.has(connection)) {
      send(connection, { type: 'refused', channel, code: 'forbidden' })
      return
    }
    if (connection.channels.has(channel)) return
    const state: ChannelState = {
      lastSeq: 0,
      queue: Promise.resolve(),
      grant,
      lastWhisperAt: 0,
      signalWindowStart: 0,
      signalsInWindow: 0,
    }
    connection.channels.set(channel, state)
    let local = members.get(channel)
    if (!local) {
      local = new Set()
      members.set(channel, local)
    }
    local.add(connection)
    enqueue(connection, channel, state, async () => {
      await subscribeBus(channel)
      const { kind, id } = target
      if (!kind.backlog || !kind.lastSeq) {
        send(connection, { type: 'joined', channel, seq: 0 })
        return
      }
      if (after === null || after === undefined) {
        state.lastSeq = await kind.lastSeq(id)
      } else {
        const missed = await kind.backlog(id, after, REALTIME_MAX_BACKLOG + 1)
        if (missed.length > REALTIME_MAX_BACKLOG) {
          state.lastSeq = await kind.lastSeq(id)
          send(connection, { type: 'reset', channel })
        } else {
          state.lastSeq = after
          for (const stored of missed) {
            sendEvent(connection, channel, stored)
            state.lastSeq = stored.seq
          }
        }
      }
      send(connection, { type: 'joined', channel, seq: state.lastSeq })
    })
  }

  function leaveChannel(connection: Connection, channel: string) {
    connection.channels.delete(channel)
    const local = members.get(channel)
    if (!local) return
    local.delete(connection)
    if (local.size > 0) return
    members.delete(channel)
    const subscribed = subscriptions.get(channel)
    subscriptions.delete(channel)
    // Unsubscribe after a pending subscribe settles, unless someone joined again meanwhile.
    void subscribed?.then(() => (members.has(channel) ? undefined : bus.unsubscribe(channel))).catch(() => undefined)
  }

  function whisper(connection: Connection, channel: string) {
    const state = connection.channels.get(channel)
    const userId = connection.userId
    if (!state?.grant.whisper || userId === null || connection.socketId === null) return
    const at = now()
    if (at - state.lastWhisperAt < WHISPER_EVERY_MS) return
    state.lastWhisperAt = at
    void bus
      .publish({ channel, ...state.grant.whisper, except: { userId, socketId: connection.socketId } })
      .catch(() => undefined)
  }

  function relaySignal(connection: Connection, channel: string, data: unknown) {
    const state = connection.channels.get(channel)
    const userId = connection.userId
    if (!state?.grant.signal || userId === null || connection.socketId === null) return
    if (!state.grant.signal.accepts(data)) return
    const at = now()
    if (at - state.signalWindowStart >= SIGNAL_WINDOW_MS) {
      state.signalWindowStart = at
      state.signalsInWindow = 0
    }
    state.signalsInWindow += 1
    if (state.signalsInWindow > SIGNALS_PER_WINDOW) return
    void bus
      .publish({
        channel,
        name: state.grant.signal.name,
        data: { from: userId, signal: data },
        except: { userId, socketId: connection.socketId },
      })
      .catch(() => undefined)
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
    switch (message.type) {
      case 'join':
        void join(connection, message.channel, message.after).catch((error: unknown) => {
          options.log?.warn({ err: error, channel: message.channel }, 'realtime join failed')
          send(connection, { type: 'refused', channel: message.channel, code: 'unavailable' })
        })
        return
      case 'leave':
        leaveChannel(connection, message.channel)
        return
      case 'typing':
        whisper(connection, message.channel)
        return
      case 'signal':
        relaySignal(connection, message.channel, message.data)
        return
      case 'pong':
        return
    }
  }

  return {
    /** Declares a channel kind (`room`, `user`). */
    defineChannel(name: string, kind: ChannelKind) {
      kinds.set(name, kind)
    },

    /** Sends an event to a channel's sockets on every process (after the change is committed). */
    publish(event: BusEvent): Promise<void> {
      return bus.publish(event)
    },

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

    /** Sockets connected to this process (for health and tests). */
    size(): number {
      return connections.size
    },

    async close() {
      clearInterval(heartbeat)
      for (const connection of [...connections]) close(connection, REALTIME_CLOSE.goingAway, 'server shutting down')
      await bus.close()
    },
  }
}
