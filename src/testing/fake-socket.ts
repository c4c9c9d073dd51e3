/** A WebSocket stand-in for the realtime connection's tests: it records what is sent and is driven by hand. */
export class FakeSocket {
  static all: FakeSocket[] = []
  readyState = 0
  sent: Record<string, unknown>[] = []
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  close() {
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }))
  }
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.(new CloseEvent('close', { code }))
  }
}

/** The socket the connection opened last. */
export function latestSocket(): FakeSocket {
  const socket = FakeSocket.all.at(-1)
  if (!socket) throw new Error('no socket opened')
  return socket
}

/** Lets pending promise callbacks run (the connection reads the session's token asynchronously). */
export async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}
