/**
 * How realtime events travel between API processes. In one process they fan out in memory; with
 * REDIS_URL set every process publishes to Redis and receives, over one subscriber connection,
 * the channels its own sockets joined (redis-bus.ts). The hub (hub.ts) sits on top and never
 * knows which bus it has.
 */

/** One event as it travels: what the sockets of the channel receive, plus who must not get it. */
export type BusEvent = {
  channel: string
  name: string
  /** Stored events have the room's seq; ephemeral ones (typing, inbox) none. */
  seq?: number
  data: unknown
  /** The socket whose request caused it (X-Socket-Id): its answer already carries the change. */
  except?: { userId: number; socketId: string }
}

export type RealtimeBus = {
  publish: (event: BusEvent) => Promise<void>
  /** Starts receiving a channel; resolves once events published from now on will arrive. */
  subscribe: (channel: string) => Promise<void>
  unsubscribe: (channel: string) => Promise<void>
  /** Every event of a subscribed channel, from any process. */
  onEvent: (listener: (event: BusEvent) => void) => void
  close: () => Promise<void>
}

export function createMemoryBus(): RealtimeBus {
  const listeners: ((event: BusEvent) => void)[] = []
  const subscribed = new Set<string>()
  return {
    publish: async (event) => {
      if (!subscribed.has(event.channel)) return
      for (const listener of listeners) listener(event)
    },
    subscribe: async (channel) => {
      subscribed.add(channel)
    },
    unsubscribe: async (channel) => {
      subscribed.delete(channel)
    },
    onEvent: (listener) => {
      listeners.push(listener)
    },
    close: async () => {
      subscribed.clear()
    },
  }
}
