/**
 * The inbox channel keeps the header's chat counts: live, its events carry them and nothing is read
 * over HTTP; while the socket is down they are read every 30 s, until it is back.
 */
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetReachabilityForTests, startReachability } from '../../api/reachability'
import { endSession, startSession } from '../../api/session'
import { SOCKET_ID } from '../../api/socket-id'
import { setSocketFactoryForTests } from '../../offline/realtime'
import { FakeSocket, flush, latestSocket } from '../../testing/fake-socket'
import { member } from '../../testing/stub-server'
import { INBOX_POLL_MS, startInbox } from './inbox-live'
import { conversationKeys } from './queries'

const INBOX = `user:${member.id}`
let queryClient: QueryClient
let stop: () => void

/** The keys asked to be read again since the last call. */
function readAgain(spy: { mock: { calls: unknown[][] }; mockClear: () => void }): unknown[] {
  const keys = spy.mock.calls.map((call) => (call[0] as { queryKey?: unknown } | undefined)?.queryKey)
  spy.mockClear()
  return keys
}

async function goLive() {
  const socket = latestSocket()
  socket.open()
  await flush()
  socket.receive({ type: 'ready', socket_id: SOCKET_ID })
  socket.receive({ type: 'joined', channel: INBOX, seq: 0 })
  return socket
}

/** Time passes on a live socket: the server's heartbeat keeps it. */
async function stayLive(socket: FakeSocket, ms: number) {
  for (let passed = 0; passed < ms; passed += 10_000) {
    await vi.advanceTimersByTimeAsync(10_000)
    socket.receive({ type: 'ping' })
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  // Every request is answered (a receipt, a health probe): the server stays reachable.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })),
  )
  FakeSocket.all = []
  resetReachabilityForTests(true)
  startReachability()
  startSession({ access_token: 'token-1', token_type: 'Bearer', expires_in: 900, user: member })
  setSocketFactoryForTests((url) => new FakeSocket(url) as unknown as WebSocket)
  queryClient = new QueryClient()
  queryClient.setQueryData(conversationKeys.home(), { success: true, url: '/chats' })
  queryClient.setQueryData(conversationKeys.unread(), { data: { total: 0, rooms: 0 } })
})

afterEach(() => {
  stop()
  setSocketFactoryForTests((url) => new FakeSocket(url) as unknown as WebSocket)
  endSession()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the inbox channel', () => {
  it('takes the unread count from its events while live, and reads nothing over HTTP', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    stop = startInbox(queryClient, { id: member.id, model_id: null })
    const socket = await goLive()
    // Joining reads the counts once: what changed before the socket was there.
    expect(readAgain(invalidate)).toContainEqual(conversationKeys.unread())
    for (const total of [1, 2, 3]) {
      socket.receive({
        type: 'event',
        channel: INBOX,
        name: 'inbox',
        data: { room_id: 'r1', name: 'message', side: 'creator', unread: { total, rooms: 1 } },
      })
    }
    await stayLive(socket, 4 * INBOX_POLL_MS)
    expect(queryClient.getQueryData(conversationKeys.unread())).toEqual({ data: { total: 3, rooms: 1 } })
    const keys = readAgain(invalidate)
    expect(keys).not.toContainEqual(conversationKeys.unread())
    expect(keys).not.toContainEqual(conversationKeys.home())
  })

  it('reads the counts every 30 s while the socket is down, and stops once it is back', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    stop = startInbox(queryClient, { id: member.id, model_id: null })
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS)
    expect(readAgain(invalidate)).toEqual([conversationKeys.unread(), conversationKeys.home()])
    await vi.advanceTimersByTimeAsync(INBOX_POLL_MS)
    expect(readAgain(invalidate)).toEqual([conversationKeys.unread(), conversationKeys.home()])
    const socket = await goLive()
    readAgain(invalidate)
    await stayLive(socket, 4 * INBOX_POLL_MS)
    expect(readAgain(invalidate)).toEqual([])
  })
})
