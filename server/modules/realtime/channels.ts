/**
 * The channel registry of one process: the channel kinds modules declared, the local sockets of
 * each channel (the bus is subscribed while a channel has any), and delivery in seq order.
 *
 * Delivery per socket and channel is one promise chain: a join first sends what the client missed
 * (from PostgreSQL), then live events follow; an event whose seq is not the next one makes the hub
 * read the gap from PostgreSQL first (events from other processes may overtake each other), and an
 * event at or below the last seq sent is dropped. Seqs are gapless per room (chat_rooms.last_seq),
 * so "the next one" is always known.
 */
import { REALTIME_CLOSE, REALTIME_MAX_BACKLOG } from '../../../contract/schemas/realtime'
import type { BusEvent, RealtimeBus } from './bus'
import type { ChannelKind, HubLog } from './channel-kind'
import { type ChannelState, type Connection, isExcluded, send, sendEvent } from './connection'
import { freshLimits } from './rate-limits'

const MAX_CHANNELS_PER_SOCKET = 200

type Options = {
  bus: RealtimeBus
  log?: HubLog
  /** The socket is still connected (it may have gone while a join was being authorized). */
  isConnected: (connection: Connection) => boolean
  close: (connection: Connection, code: number, reason: string) => void
}

export function createChannels({ bus, log, isConnected, close }: Options) {
  const kinds = new Map<string, ChannelKind>()
  /** Local sockets per channel. */
  const members = new Map<string, Set<Connection>>()
  const subscriptions = new Map<string, Promise<void>>()

  bus.onEvent((event) => {
    for (const connection of members.get(event.channel) ?? []) {
      const state = connection.channels.get(event.channel)
      if (state) enqueue(connection, event.channel, state, () => deliverLive(connection, state, event))
    }
  })

  function kindOf(channel: string): { kind: ChannelKind; id: string } | undefined {
    const colon = channel.indexOf(':')
    const kind = kinds.get(channel.slice(0, colon))
    return kind ? { kind, id: channel.slice(colon + 1) } : undefined
  }

  function enqueue(connection: Connection, channel: string, state: ChannelState, task: () => Promise<void>) {
    state.queue = state.queue
      .then(() => (connection.channels.get(channel) === state ? task() : undefined))
      .catch((error: unknown) => {
        log?.warn({ err: error, channel }, 'realtime delivery failed; the socket resumes on reconnect')
        close(connection, REALTIME_CLOSE.goingAway, 'delivery failed')
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

  /** Sends what the socket missed since `after` (or nothing new when absent), then `joined`. */
  async function resume(
    connection: Connection,
    channel: string,
    target: { kind: ChannelKind; id: string },
    state: ChannelState,
    after: number | null | undefined,
  ) {
    const { backlog, lastSeq } = target.kind
    if (!backlog || !lastSeq) {
      send(connection, { type: 'joined', channel, seq: 0 })
      return
    }
    if (after === null || after === undefined) {
      state.lastSeq = await lastSeq(target.id)
    } else {
      const missed = await backlog(target.id, after, REALTIME_MAX_BACKLOG + 1)
      if (missed.length > REALTIME_MAX_BACKLOG) {
        state.lastSeq = await lastSeq(target.id)
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
  }

  return {
    /** Declares a channel kind (`room`, `user`). */
    define(name: string, kind: ChannelKind) {
      kinds.set(name, kind)
    },

    /** Joins a signed-in socket to a channel its kind lets it into, resuming after `after`. */
    async join(connection: Connection, channel: string, after: number | null | undefined) {
      if (connection.channels.has(channel)) return
      const target = kindOf(channel)
      const userId = connection.userId
      if (!target || userId === null || connection.channels.size >= MAX_CHANNELS_PER_SOCKET) {
        send(connection, { type: 'refused', channel, code: 'forbidden' })
        return
      }
      const grant = await target.kind.authorize(userId, target.id)
      if (!grant || !isConnected(connection)) {
        send(connection, { type: 'refused', channel, code: 'forbidden' })
        return
      }
      if (connection.channels.has(channel)) return
      const state: ChannelState = { lastSeq: 0, queue: Promise.resolve(), grant, limits: freshLimits() }
      connection.channels.set(channel, state)
      let local = members.get(channel)
      if (!local) {
        local = new Set()
        members.set(channel, local)
      }
      local.add(connection)
      enqueue(connection, channel, state, async () => {
        await subscribeBus(channel)
        await resume(connection, channel, target, state, after)
      })
    },

    leave(connection: Connection, channel: string) {
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
    },
  }
}
