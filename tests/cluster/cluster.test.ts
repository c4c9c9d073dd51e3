/**
 * Two API processes, one PostgreSQL, one Redis: a chat message sent
 * to process A reaches the room's other person connected to process B (and back), a socket
 * resumes on the other process with what it missed, a video call's signalling and events cross
 * processes, and the login rate limit counts both
 * processes together instead of letting each allow its own.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roomChannel } from '../../contract/schemas/realtime'
import { CALL_EVENTS, callChannel } from '../../contract/schemas/video-call'
import { creators } from '../../server/db/schema/index'
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts'
import { seedDemo } from '../../server/db/seed/index'
import { RATE_LIMITS } from '../../server/modules/auth/policy'
import { createTestDatabase, type TestDatabase } from '../fixtures/test-app'
import { connectAs, is } from '../server/realtime-client'
import { type ApiProcess, api, freshIp, login, type Session, startApiProcesses } from './api-processes'

let database: TestDatabase
let a: ApiProcess
let b: ApiProcess
let member: Session
let creator: Session
let roomId: string

async function send(process: ApiProcess, who: Session, body: string) {
  const res = await api(process, 'POST', `/api/chat/rooms/${roomId}/messages`, {
    token: who.token,
    body: { body },
    headers: { 'idempotency-key': randomUUID() },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return (res.body as { data: { seq: number; body: string } }).data
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  ;[a, b] = (await startApiProcesses(database.url, 2)) as [ApiProcess, ApiProcess]
  member = await login(a, DEMO_ACCOUNTS.member.email)
  creator = await login(b, DEMO_ACCOUNTS.creator.email)
  if (creator.modelId === null) throw new Error('demo creator without a creator profile')
  await database.db.update(creators).set({ chatEnabled: true }).where(eq(creators.id, creator.modelId))
  const opened = await api(a, 'POST', '/api/chat/model', { token: member.token, body: { model_id: creator.modelId } })
  roomId = new URL((opened.body as { url: string }).url, 'http://x').searchParams.get('rid') ?? ''
})

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await database?.close()
})

describe('realtime across processes', () => {
  it('delivers a message sent to one process to the socket on the other, both ways, and typing too', async () => {
    const channel = roomChannel(roomId)
    const creatorSocket = await connectAs(b.ws, creator.token)
    const memberSocket = await connectAs(a.ws, member.token)
    for (const socket of [creatorSocket, memberSocket]) {
      socket.send({ type: 'join', channel, after: null })
      await socket.next(is.joined(channel))
    }
    const sent = await send(a, member, 'sent to A')
    const received = await creatorSocket.next(is.event(channel, 'message'))
    expect(received.seq).toBe(sent.seq)
    expect((received.data as { body: string }).body).toBe('sent to A')

    const answer = await send(b, creator, 'answered on B')
    const back = await memberSocket.next(
      (m): m is Extract<typeof m, { type: 'event' }> => m.type === 'event' && m.seq === answer.seq,
    )
    expect((back.data as { body: string }).body).toBe('answered on B')

    memberSocket.send({ type: 'typing', channel })
    expect((await creatorSocket.next(is.event(channel, 'typing'))).data).toEqual({ side: 'fan' })
    await Promise.all([creatorSocket.close(), memberSocket.close()])
  })

  it('resumes a socket on the other process with what it missed, in order and once', async () => {
    const channel = roomChannel(roomId)
    const first = await connectAs(a.ws, member.token)
    first.send({ type: 'join', channel, after: null })
    const { seq: start } = await first.next(is.joined(channel))
    await first.close()
    const missed = [
      await send(b, creator, 'missed 1'),
      await send(a, creator, 'missed 2'),
      await send(b, creator, 'missed 3'),
    ]
    const again = await connectAs(b.ws, member.token)
    again.send({ type: 'join', channel, after: start })
    await again.next(is.joined(channel))
    expect(again.events(channel).map((event) => event.seq)).toEqual(missed.map((message) => message.seq))
    await again.close()
  })
})

describe('video calls across processes', () => {
  it('relays signalling and the call events between the two people on different processes', async () => {
    const booked = await api(a, 'POST', '/api/video_call_rooms', {
      token: member.token,
      body: { model_id: creator.modelId, mins: 1 },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(booked.status, JSON.stringify(booked.body)).toBe(201)
    const hash = (booked.body as { data: { hash: string } }).data.hash
    const channel = callChannel(hash)
    const memberSocket = await connectAs(a.ws, member.token)
    const creatorSocket = await connectAs(b.ws, creator.token)
    for (const socket of [memberSocket, creatorSocket]) {
      socket.send({ type: 'join', channel, after: null })
      await socket.next(is.joined(channel))
    }
    memberSocket.send({ type: 'signal', channel, data: { kind: 'hello' } })
    const signal = await creatorSocket.next(is.event(channel, CALL_EVENTS.signal))
    expect(signal.data).toEqual({ from: member.userId, signal: { kind: 'hello' } })

    const started = await api(b, 'POST', `/api/video_call_room/${hash}/start`, { token: creator.token })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const event = await memberSocket.next(is.event(channel, CALL_EVENTS.started))
    expect(event.data).toEqual({ started_at: (started.body as { data: { started_at: number } }).data.started_at })
    await Promise.all([memberSocket.close(), creatorSocket.close()])
  })
})

describe('shared rate limits', () => {
  it('holds the login limit over both processes together, not once per process', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < RATE_LIMITS.login.max; i++) {
      statuses.push((await api(i % 2 ? b : a, 'POST', '/api/auth/login', { ip, body: {} })).status)
    }
    expect(statuses.filter((status) => status === 429)).toEqual([])
    expect((await api(a, 'POST', '/api/auth/login', { ip, body: {} })).status).toBe(429)
    expect((await api(b, 'POST', '/api/auth/login', { ip, body: {} })).status).toBe(429)
    // Another client is not affected.
    expect((await api(b, 'POST', '/api/auth/login', { ip: freshIp(), body: {} })).status).toBe(422)
  })
})
