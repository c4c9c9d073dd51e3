/**
 * The realtime layer (contract/schemas/realtime.ts) over a real WebSocket: a socket is
 * refused without a valid access token, joins only its own private channels, gets what it missed
 * after a reconnect (in order, once), is not echoed its own request's change (X-Socket-Id), and is
 * closed when it stops answering the heartbeat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REALTIME_CLOSE, roomChannel, userChannel } from '../../contract/schemas/realtime'
import { registerUser } from '../fixtures/auth'
import { type ChatSetup, newFan, receipt, sendMessage, setUpChat } from './chat-fixture'
import { connect, connectAs, is } from './realtime-client'
import { createSocialTestApp, type SocialTestApp } from './social-fixture'

let t: SocialTestApp
let chat: ChatSetup
let url: string

beforeAll(async () => {
  t = await createSocialTestApp({ seed: true, realtime: { heartbeatMs: 200, authTimeoutMs: 400 } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  if (typeof address !== 'object' || !address) throw new Error('not listening')
  url = `ws://127.0.0.1:${address.port}/api/realtime`
  chat = await setUpChat(t)
})
afterAll(() => t.close())

describe('authentication', () => {
  it('closes a socket that asks for anything before authenticating', async () => {
    const socket = await connect(url)
    socket.send({ type: 'join', channel: userChannel(1) })
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthenticated)
  })

  it('closes a socket with a token that is not one, and one that never authenticates', async () => {
    const forged = await connect(url)
    forged.send({ type: 'auth', token: 'not.a.token', socket_id: forged.socketId })
    expect((await forged.closed).code).toBe(REALTIME_CLOSE.unauthenticated)
    const silent = await connect(url)
    expect((await silent.closed).code).toBe(REALTIME_CLOSE.unauthenticated)
  })

  it('closes a socket when its token expires without being renewed', async () => {
    const fan = await registerUser(t)
    const socket = await connectAs(url, fan.accessToken)
    t.clock.advance(16 * 60_000)
    try {
      expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthenticated)
    } finally {
      t.clock.advance(-16 * 60_000)
    }
  })

  it('refuses frames that are not the protocol', async () => {
    const fan = await registerUser(t)
    const socket = await connectAs(url, fan.accessToken)
    socket.raw.send('{"type":"join","channel":"room:../../etc"}')
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.badMessage)
  })
})

describe('private channels', () => {
  it("lets people join their own room and inbox, never another's", async () => {
    const a = await newFan(t, chat.modelId)
    const b = await newFan(t, chat.modelId)
    const socket = await connectAs(url, a.fan.accessToken)
    socket.send({ type: 'join', channel: roomChannel(a.roomId), after: 0 })
    await socket.next(is.joined(roomChannel(a.roomId)))
    socket.send({ type: 'join', channel: roomChannel(b.roomId), after: 0 })
    await socket.next(is.refused(roomChannel(b.roomId)))
    socket.send({ type: 'join', channel: userChannel(b.fan.user.id) })
    await socket.next(is.refused(userChannel(b.fan.user.id)))
    await sendMessage(t, b.fan, b.roomId, 'not for a')
    await sendMessage(t, a.fan, a.roomId, 'for a')
    await socket.next(is.event(roomChannel(a.roomId), 'message'))
    expect(socket.messages.some((m) => m.type === 'event' && m.channel !== roomChannel(a.roomId))).toBe(false)
    // The creator's user is the room's other person.
    const creatorSocket = await connectAs(url, chat.creator.accessToken)
    creatorSocket.send({ type: 'join', channel: roomChannel(b.roomId), after: 0 })
    await creatorSocket.next(is.joined(roomChannel(b.roomId)))
    await Promise.all([socket.close(), creatorSocket.close()])
  })
})

describe('delivery', () => {
  it('gives a reconnecting socket what it missed, in order and once, then the live events', async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const channel = roomChannel(roomId)
    const first = await connectAs(url, fan.accessToken)
    first.send({ type: 'join', channel, after: 0 })
    await first.next(is.joined(channel))
    const one = await sendMessage(t, chat.creator, roomId, 'one')
    const live = await first.next(is.event(channel, 'message'))
    expect(live.seq).toBe(one.seq)
    await first.close()

    const two = await sendMessage(t, chat.creator, roomId, 'two')
    const three = await sendMessage(t, fan, roomId, 'three')
    expect((await receipt(t, chat.creator, roomId, 'read', three.seq)).statusCode).toBe(200)

    const again = await connectAs(url, fan.accessToken)
    again.send({ type: 'join', channel, after: one.seq })
    const joined = await again.next(is.joined(channel))
    const four = await sendMessage(t, chat.creator, roomId, 'four')
    await again.next((m): m is Extract<typeof m, { type: 'event' }> => m.type === 'event' && m.seq === four.seq)
    const seen = again.events(channel).map((event) => [event.seq, event.name])
    expect(seen).toEqual([
      [two.seq, 'message'],
      [three.seq, 'message'],
      [three.seq + 1, 'receipt'],
      [four.seq, 'message'],
    ])
    expect(joined.seq).toBe(three.seq + 1)
    const bodies = again
      .events(channel)
      .flatMap((event) => (event.name === 'message' ? [(event.data as { body: string }).body] : []))
    expect(bodies).toEqual(['two', 'three', 'four'])
    await again.close()
  })

  it("does not echo a change to the socket named by the request's X-Socket-Id, only to the others", async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const channel = roomChannel(roomId)
    const phone = await connectAs(url, fan.accessToken)
    const laptop = await connectAs(url, fan.accessToken)
    for (const socket of [phone, laptop]) {
      socket.send({ type: 'join', channel, after: 0 })
      await socket.next(is.joined(channel))
    }
    const sent = await sendMessage(t, fan, roomId, 'from the phone', { socketId: phone.socketId })
    await laptop.next(is.event(channel, 'message'))
    // The next event reaches the phone: the skipped one counts as delivered, not as a gap to fill.
    const reply = await sendMessage(t, chat.creator, roomId, 'answer')
    const got = await phone.next(is.event(channel, 'message'))
    expect(got.seq).toBe(reply.seq)
    expect(phone.events(channel).map((event) => event.seq)).toEqual([reply.seq])
    expect(laptop.events(channel).map((event) => event.seq)).toEqual([sent.seq, reply.seq])
    await Promise.all([phone.close(), laptop.close()])
  })

  it("passes typing to the room's other person, not back to the typist", async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const channel = roomChannel(roomId)
    const fanSocket = await connectAs(url, fan.accessToken)
    const creatorSocket = await connectAs(url, chat.creator.accessToken)
    for (const socket of [fanSocket, creatorSocket]) {
      socket.send({ type: 'join', channel, after: 0 })
      await socket.next(is.joined(channel))
    }
    fanSocket.send({ type: 'typing', channel })
    const typing = await creatorSocket.next(is.event(channel, 'typing'))
    expect(typing.data).toEqual({ side: 'fan' })
    expect(typing.seq).toBeUndefined()
    await sendMessage(t, chat.creator, roomId, 'marker')
    await fanSocket.next(is.event(channel, 'message'))
    expect(fanSocket.events(channel).some((event) => event.name === 'typing')).toBe(false)
    await Promise.all([fanSocket.close(), creatorSocket.close()])
  })

  it("tells the people's inboxes that a room changed, with each one's unread count after it", async () => {
    const { fan, roomId } = await newFan(t, chat.modelId)
    const socket = await connectAs(url, fan.accessToken)
    socket.send({ type: 'join', channel: userChannel(fan.user.id) })
    await socket.next(is.joined(userChannel(fan.user.id)))
    await sendMessage(t, chat.creator, roomId, 'hello')
    const first = await socket.next(is.event(userChannel(fan.user.id), 'inbox'))
    expect(first.data).toEqual({ room_id: roomId, name: 'message', side: 'creator', unread: { total: 1, rooms: 1 } })
    await sendMessage(t, chat.creator, roomId, 'are you there?')
    await expect
      .poll(() => socket.events(userChannel(fan.user.id)).map((event) => event.data))
      .toContainEqual({ room_id: roomId, name: 'message', side: 'creator', unread: { total: 2, rooms: 1 } })
    await socket.close()
  })
})

describe('heartbeat', () => {
  it('closes a socket that stops answering pings and keeps one that answers', async () => {
    const fan = await registerUser(t)
    const dead = await connectAs(url, fan.accessToken, { answerPings: false })
    const alive = await connectAs(url, fan.accessToken)
    expect((await dead.closed).code).toBe(REALTIME_CLOSE.heartbeat)
    // The live one has answered several pings meanwhile and is still open.
    await alive.next(is.ping)
    await alive.next(is.ping)
    expect(alive.raw.readyState).toBe(alive.raw.OPEN)
    await alive.close()
  })
})
