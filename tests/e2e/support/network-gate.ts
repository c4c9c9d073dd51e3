/**
 * A TCP gate in front of the e2e server, for journeys where the network lies: the browser thinks it
 * is online (navigator.onLine stays true) while our server is down, silent or slow. The page and its
 * service worker both reach the app through the gate's own origin, so every request (navigations,
 * the worker's fetches, sync replays) meets the same failure, as on a real phone.
 *
 * - open: forwards bytes both ways.
 * - down: the port refuses connections and open ones are reset, as when the server process is stopped.
 * - silent: connections are accepted and requests read, but nothing ever answers (a dead proxy).
 * - slow (with open): every chunk waits half the round trip and is paced to the bandwidth.
 */
import net from 'node:net'

export type GateMode = 'open' | 'down' | 'silent'
export type Throttle = { latencyMs: number; kbps: number }

export class NetworkGate {
  private server: net.Server | undefined
  private readonly sockets = new Set<net.Socket>()
  private mode: GateMode = 'open'
  private throttle: Throttle | undefined

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<NetworkGate> {
    const probe = net.createServer()
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as net.AddressInfo).port)),
    )
    await new Promise((resolve) => probe.close(resolve))
    const gate = new NetworkGate(port, target)
    await gate.listen()
    return gate
  }

  /** The origin the browser uses for the app behind the gate. */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`
  }

  async setMode(mode: GateMode): Promise<void> {
    this.mode = mode
    if (mode === 'down') {
      for (const socket of this.sockets) socket.resetAndDestroy()
      this.sockets.clear()
      await this.stopListening()
    } else {
      // Silence applies to new connections; kept-alive ones would otherwise still answer.
      if (mode === 'silent') for (const socket of this.sockets) socket.resetAndDestroy()
      await this.listen()
    }
  }

  setThrottle(throttle: Throttle | undefined): void {
    this.throttle = throttle
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await this.stopListening()
  }

  private async listen(): Promise<void> {
    if (this.server) return
    const server = net.createServer((client) => this.accept(client))
    this.server = server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
  }

  private async stopListening(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise((resolve) => server.close(resolve))
  }

  private accept(client: net.Socket): void {
    this.sockets.add(client)
    client.on('close', () => this.sockets.delete(client))
    client.on('error', () => client.destroy())
    if (this.mode === 'silent') {
      client.resume() // read and drop: the request is sent, no answer ever comes
      return
    }
    const upstream = net.connect(this.target.port, this.target.host)
    this.sockets.add(upstream)
    // A side that ends normally is ended on the other side once the delayed bytes are through (pipe);
    // only errors cut the other side at once.
    upstream.on('close', () => this.sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('close', () => upstream.destroy())
    this.pipe(client, upstream)
    this.pipe(upstream, client)
  }

  /**
   * Copies bytes from one socket to the other. While a throttle is set, each chunk is due half a
   * round trip after the link is free to send it; chunks leave strictly in order, through one queue.
   */
  private pipe(from: net.Socket, to: net.Socket): void {
    const queue: { due: number; chunk: Buffer | null }[] = []
    let linkFreeAt = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const flush = () => {
      timer = undefined
      while (queue.length > 0 && (queue[0]?.due ?? 0) <= Date.now()) {
        const { chunk } = queue.shift() as { chunk: Buffer | null }
        if (to.destroyed) return
        if (chunk) to.write(chunk)
        else to.end()
      }
      const next = queue[0]
      if (next) timer = setTimeout(flush, Math.max(1, next.due - Date.now()))
    }
    const send = (chunk: Buffer | null) => {
      const throttle = this.throttle
      if (!throttle && queue.length === 0) {
        if (to.destroyed) return
        if (chunk) to.write(chunk)
        else to.end()
        return
      }
      const now = Date.now()
      const transferMs = throttle && chunk ? (chunk.length * 8) / throttle.kbps : 0
      linkFreeAt = Math.max(linkFreeAt, now) + transferMs
      queue.push({ due: linkFreeAt + (throttle ? throttle.latencyMs / 2 : 0), chunk })
      if (!timer) flush()
    }
    from.on('data', (chunk: Buffer) => send(chunk))
    from.on('end', () => send(null))
  }
}
