/**
 * A realtime client for the API tests: a real WebSocket to a listening app, every server message
 * kept in arrival order, and waits that poll what arrived (never sleeps for a fixed time).
 */
import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import type { ServerMessage } from '../../contract/schemas/realtime'

export type TestSocket = {
  socketId: string
  messages: ServerMessage[]
  send: (message: unknown) => void
  /** The first message (after `from`) matching, waiting up to `timeoutMs`. */
  next: <T extends ServerMessage>(match: (message: ServerMessage) => message is T, timeoutMs?: number) => Promise<T>
  events: (channel: string) => Extract<ServerMessage, { type: 'event' }>[]
  closed: Promise<{ code: number; reason: string }>
  close: () => Promise<void>
  raw: WebSocket
}

export function newSocketId(): string {
  return randomBytes(12).toString('base64url')
}

export async function connect(url: string, options: { answerPings?: boolean } = {}): Promise<TestSocket> {
  const raw = new WebSocket(url)
  const messages: ServerMessage[] = []
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    raw.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  )
  raw.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage
    messages.push(message)
    if (message.type === 'ping' && options.answerPings !== false) raw.send(JSON.stringify({ type: 'pong' }))
  })
  await new Promise<void>((resolve, reject) => {
    raw.once('open', () => resolve())
    raw.once('error', reject)
  })
  let seen = 0
  return {
    socketId: newSocketId(),
    messages,
    raw,
    closed,
    send: (message) => raw.send(JSON.stringify(message)),
    next: async (match, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        for (let i = seen; i < messages.length; i++) {
          const message = messages[i]
          if (message && match(message)) {
            seen = i + 1
            return message
          }
        }
        if (Date.now() > deadline) throw new Error(`no matching message; got ${JSON.stringify(messages.slice(seen))}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    events: (channel) =>
      messages.filter(
        (message): message is Extract<ServerMessage, { type: 'event' }> =>
          message.type === 'event' && message.channel === channel,
      ),
    close: async () => {
      if (raw.readyState === raw.CLOSED) return
      raw.close()
      await closed
    },
  }
}

export const is = {
  ready: (m: ServerMessage): m is Extract<ServerMessage, { type: 'ready' }> => m.type === 'ready',
  joined:
    (channel: string) =>
    (m: ServerMessage): m is Extract<ServerMessage, { type: 'joined' }> =>
      m.type === 'joined' && m.channel === channel,
  refused:
    (channel: string) =>
    (m: ServerMessage): m is Extract<ServerMessage, { type: 'refused' }> =>
      m.type === 'refused' && m.channel === channel,
  event:
    (channel: string, name?: string) =>
    (m: ServerMessage): m is Extract<ServerMessage, { type: 'event' }> =>
      m.type === 'event' && m.channel === channel && (name === undefined || m.name === name),
  ping: (m: ServerMessage): m is Extract<ServerMessage, { type: 'ping' }> => m.type === 'ping',
}

/** Connects and authenticates; resolves once the server said `ready`. */
export async function connectAs(url: string, accessToken: string, options: { answerPings?: boolean } = {}) {
  const socket = await connect(url, options)
  socket.send({ type: 'auth', token: accessToken, socket_id: socket.socketId })
  await socket.next(is.ready)
  return socket
}
