/**
 * Seq order across processes: events of one room published by two processes can arrive out of
 * order. The hub sends the missing ones from storage first and drops what it already sent.
 */
import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import type { WebSocket } from 'ws'
import type { ServerMessage } from '../../../contract/schemas/realtime'
import { type BusEvent, createMemoryBus } from './bus'
import { createHub, type StoredEvent } from './hub'

function fakeSocket() {
  const socket = new EventEmitter() as EventEmitter & { sent: ServerMessage[] }
  socket.sent = []
  Object.assign(socket, {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send: (data: string) => socket.sent.push(JSON.parse(data) as ServerMessage),
    close: () => Object.assign(socket, { readyState: 3 }),
    terminate: () => Object.assign(socket, { readyState: 3 }),
  })
  return socket
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

describe('hub delivery order', () => {
  it('fills a gap from storage and drops a late duplicate', async () => {
    const stored: StoredEvent[] = []
    const bus = createMemoryBus()
    const hub = createHub({ bus, authenticate: async () => ({ userId: 7, expiresAt: Date.now() + 60_000 }) })
    hub.defineChannel('room', {
      authorize: async () => ({}),
      backlog: async (_id, after, limit, upTo) =>
        stored.filter((event) => event.seq > after && (upTo === undefined || event.seq <= upTo)).slice(0, limit),
      lastSeq: async () => stored.length,
    })
    const socket = fakeSocket()
    hub.accept(socket as unknown as WebSocket)
    const channel = 'room:00000000-0000-4000-8000-000000000001'
    socket.emit('message', Buffer.from(JSON.stringify({ type: 'auth', token: 't', socket_id: 'socket-one' })), false)
    await until(() => socket.sent.some((m) => m.type === 'ready'))
    socket.emit('message', Buffer.from(JSON.stringify({ type: 'join', channel, after: 0 })), false)
    await until(() => socket.sent.some((m) => m.type === 'joined'))

    const event = (seq: number): BusEvent => ({ channel, name: 'message', seq, data: { n: seq } })
    stored.push({ seq: 1, name: 'message', data: { n: 1 } }, { seq: 2, name: 'message', data: { n: 2 } })
    // Process B's seq 2 overtakes process A's seq 1.
    await bus.publish(event(2))
    await bus.publish(event(1))
    stored.push({ seq: 3, name: 'message', data: { n: 3 } })
    await bus.publish(event(3))
    // A marker after everything: by the time it arrives, any duplicate would have arrived before it.
    await bus.publish({ channel, name: 'typing', data: {} })
    await until(() => socket.sent.some((m) => m.type === 'event' && m.name === 'typing'))
    const seqs = socket.sent.flatMap((m) => (m.type === 'event' ? [m.seq] : []))
    expect(seqs).toEqual([1, 2, 3, undefined])
    await hub.close()
  })
})
