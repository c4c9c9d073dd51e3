/**
 * The app's realtime connection against a fake socket: it authenticates with the session's token
 * and the tab's socket id, rejoins its channels after a drop from the last seq each subscriber saw,
 * hands each event over once, waits while the server cannot be reached and comes back when it can.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../contract/schemas/user'
import { reportObservation, resetReachabilityForTests, startReachability } from '../api/reachability'
import { endSession } from '../api/session'
import { SOCKET_ID } from '../api/socket-id'
import { FakeSocket, flush, latestSocket as latest } from '../testing/fake-socket'
import { member, signIn } from '../testing/stub-server'
import { type RealtimeEvent, setSocketFactoryForTests, subscribeChannel } from './realtime'

const user = { ...member, id: 7, username: 'fan.seven', email: 'fan@example.com' } satisfies User

const CHANNEL = 'room:11111111-2222-4333-8444-555555555555'

beforeEach(() => {
  vi.useFakeTimers()
  // The health probes of an unreachable server get no answer either.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('offline'))),
  )
  FakeSocket.all = []
  resetReachabilityForTests(true)
  startReachability()
  signIn(user)
  setSocketFactoryForTests((url) => new FakeSocket(url) as unknown as WebSocket)
})

afterEach(() => {
  setSocketFactoryForTests((url) => new FakeSocket(url) as unknown as WebSocket)
  endSession()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('realtime connection', () => {
  it('authenticates with the token and the socket id of the tab, then joins from the seq it has', async () => {
    const events: RealtimeEvent[] = []
    subscribeChannel(CHANNEL, { after: 4, onEvent: (event) => events.push(event) })
    const socket = latest()
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/realtime$/)
    socket.open()
    await flush()
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'test-token', socket_id: SOCKET_ID })
    socket.receive({ type: 'ready', socket_id: SOCKET_ID })
    expect(socket.sent[1]).toEqual({ type: 'join', channel: CHANNEL, after: 4 })
    socket.receive({ type: 'event', channel: CHANNEL, name: 'message', seq: 5, data: { n: 5 } })
    socket.receive({ type: 'event', channel: CHANNEL, name: 'message', seq: 5, data: { n: 5 } })
    socket.receive({ type: 'event', channel: CHANNEL, name: 'typing', data: {} })
    expect(events.map((event) => [event.name, event.seq])).toEqual([
      ['message', 5],
      ['typing', undefined],
    ])
  })

  it('reconnects after a drop and resumes every channel from the last seq it delivered', async () => {
    const events: RealtimeEvent[] = []
    subscribeChannel(CHANNEL, { after: 1, onEvent: (event) => events.push(event) })
    const first = latest()
    first.open()
    await flush()
    first.receive({ type: 'ready', socket_id: SOCKET_ID })
    first.receive({ type: 'event', channel: CHANNEL, name: 'message', seq: 2, data: {} })
    first.drop()
    await vi.advanceTimersByTimeAsync(1000)
    const second = latest()
    expect(second).not.toBe(first)
    second.open()
    await flush()
    second.receive({ type: 'ready', socket_id: SOCKET_ID })
    expect(second.sent.at(-1)).toEqual({ type: 'join', channel: CHANNEL, after: 2 })
    // The replay repeats nothing already delivered.
    second.receive({ type: 'event', channel: CHANNEL, name: 'message', seq: 2, data: {} })
    second.receive({ type: 'event', channel: CHANNEL, name: 'message', seq: 3, data: {} })
    expect(events.map((event) => event.seq)).toEqual([2, 3])
  })

  it('waits while the server cannot be reached and connects as soon as it answers again', async () => {
    subscribeChannel(CHANNEL, { after: 0, onEvent: () => {} })
    const first = latest()
    first.open()
    await flush()
    first.receive({ type: 'ready', socket_id: SOCKET_ID })
    reportObservation('no-answer')
    first.drop()
    await vi.advanceTimersByTimeAsync(60_000)
    // Probes of the health check run meanwhile; no new socket while nothing answers.
    expect(FakeSocket.all.length).toBe(1)
    reportObservation('answer')
    expect(FakeSocket.all.length).toBe(2)
  })

  it('asks for a fresh read when the server could not replay everything', async () => {
    const onReset = vi.fn()
    subscribeChannel(CHANNEL, { after: 0, onEvent: () => {}, onReset })
    const socket = latest()
    socket.open()
    await flush()
    socket.receive({ type: 'ready', socket_id: SOCKET_ID })
    socket.receive({ type: 'reset', channel: CHANNEL })
    expect(onReset).toHaveBeenCalledOnce()
  })

  it('answers pings, and gives up on a server that stays silent', async () => {
    subscribeChannel(CHANNEL, { after: 0, onEvent: () => {} })
    const socket = latest()
    socket.open()
    await flush()
    socket.receive({ type: 'ready', socket_id: SOCKET_ID })
    socket.receive({ type: 'ping' })
    expect(socket.sent.at(-1)).toEqual({ type: 'pong' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(socket.readyState).toBe(3)
    expect(FakeSocket.all.length).toBeGreaterThan(1)
  })
})
