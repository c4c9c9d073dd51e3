/**
 * The realtime hub of one API process: the WebSockets connected to it (lifecycle.ts), the private
 * channels each joined and the delivery of events to them in seq order, each once (channels.ts),
 * and what members send each other (relay.ts). contract/schemas/realtime.ts is the protocol.
 * Modules declare their channel kinds (who may join, how to read missed events) and publish
 * through the hub; the bus carries events to every process (bus.ts).
 */
import type { WebSocket } from 'ws'
import { REALTIME_CLOSE } from '../../../contract/schemas/realtime'
import type { BusEvent, RealtimeBus } from './bus'
import type { ChannelKind, HubLog } from './channel-kind'
import { createChannels } from './channels'
import type { Connection } from './connection'
import { send } from './connection'
import { type Authenticated, createLifecycle, type MemberMessage } from './lifecycle'
import { relaySignal, whisper } from './relay'

export type { ChannelKind, Grant, StoredEvent } from './channel-kind'
export type { Authenticated } from './lifecycle'

export type HubOptions = {
  bus: RealtimeBus
  /** Verifies an access token (and its live session); null when it is not one. */
  authenticate: (token: string) => Promise<Authenticated | null>
  now?: () => number
  heartbeatMs?: number
  authTimeoutMs?: number
  log?: HubLog
}

export type Hub = ReturnType<typeof createHub>

export function createHub(options: HubOptions) {
  const { bus, log } = options
  const now = options.now ?? Date.now

  const lifecycle = createLifecycle({
    authenticate: options.authenticate,
    now,
    heartbeatMs: options.heartbeatMs,
    authTimeoutMs: options.authTimeoutMs,
    onGone: (connection) => {
      for (const channel of connection.channels.keys()) channels.leave(connection, channel)
    },
    onMessage: route,
  })
  const channels = createChannels({ bus, log, isConnected: lifecycle.isConnected, close: lifecycle.close })

  function route(connection: Connection, message: MemberMessage) {
    switch (message.type) {
      case 'join':
        void channels.join(connection, message.channel, message.after).catch((error: unknown) => {
          log?.warn({ err: error, channel: message.channel }, 'realtime join failed')
          send(connection, { type: 'refused', channel: message.channel, code: 'unavailable' })
        })
        return
      case 'leave':
        channels.leave(connection, message.channel)
        return
      case 'typing':
        whisper(bus, connection, message.channel, now())
        return
      case 'signal':
        relaySignal(bus, connection, message.channel, message.data, now())
        return
    }
  }

  return {
    /** Declares a channel kind (`room`, `user`). */
    defineChannel(name: string, kind: ChannelKind) {
      channels.define(name, kind)
    },

    /** Sends an event to a channel's sockets on every process (after the change is committed). */
    publish(event: BusEvent): Promise<void> {
      return bus.publish(event)
    },

    /** Takes over a freshly upgraded socket. */
    accept(socket: WebSocket) {
      lifecycle.accept(socket)
    },

    /** Sockets connected to this process (for health and tests). */
    size(): number {
      return lifecycle.size()
    },

    async close() {
      lifecycle.closeAll(REALTIME_CLOSE.goingAway, 'server shutting down')
      await bus.close()
    },
  }
}
