/**
 * What a member sends to the others on a channel through the bus, when the channel's grant allows
 * it and within its rate limits: the typing whisper and the calls' signalling. The sender's own
 * socket does not get it back.
 */
import type { RealtimeBus } from './bus'
import type { Connection } from './connection'
import { takeSignal, takeWhisper } from './rate-limits'

export function whisper(bus: RealtimeBus, connection: Connection, channel: string, at: number): void {
  const state = connection.channels.get(channel)
  const userId = connection.userId
  if (!state?.grant.whisper || userId === null || connection.socketId === null) return
  if (!takeWhisper(state.limits, at)) return
  void bus
    .publish({ channel, ...state.grant.whisper, except: { userId, socketId: connection.socketId } })
    .catch(() => undefined)
}

export function relaySignal(
  bus: RealtimeBus,
  connection: Connection,
  channel: string,
  data: unknown,
  at: number,
): void {
  const state = connection.channels.get(channel)
  const userId = connection.userId
  if (!state?.grant.signal || userId === null || connection.socketId === null) return
  if (!state.grant.signal.accepts(data)) return
  if (!takeSignal(state.limits, at)) return
  void bus
    .publish({
      channel,
      name: state.grant.signal.name,
      data: { from: userId, signal: data },
      except: { userId, socketId: connection.socketId },
    })
    .catch(() => undefined)
}
