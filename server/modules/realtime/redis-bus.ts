/**
 * The realtime bus over Redis pub/sub, for several API processes: each publishes on
 * `velvet:rt:<channel>` and subscribes, on its own connection, to the channels its sockets joined.
 * Redis delivers a publisher's messages in order; across publishers the hub restores seq order
 * (it reads a gap from PostgreSQL), so nothing here has to. A lost Redis connection is retried by
 * ioredis, which subscribes again to the same channels when it is back.
 */
import { Redis } from 'ioredis'
import type { BusEvent, RealtimeBus } from './bus'

const PREFIX = 'velvet:rt:'

export function createRedisBus(url: string, onError: (error: Error) => void): RealtimeBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 })
  const subscriber = new Redis(url, { lazyConnect: false })
  publisher.on('error', onError)
  subscriber.on('error', onError)
  const listeners: ((event: BusEvent) => void)[] = []

  subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
    const name = channel.toString()
    if (!name.startsWith(PREFIX)) return
    let event: BusEvent
    try {
      event = JSON.parse(message.toString()) as BusEvent
    } catch {
      return
    }
    for (const listener of listeners) listener(event)
  })

  return {
    publish: async (event) => {
      await publisher.publish(PREFIX + event.channel, JSON.stringify(event))
    },
    subscribe: async (channel) => {
      await subscriber.subscribe(PREFIX + channel)
    },
    unsubscribe: async (channel) => {
      await subscriber.unsubscribe(PREFIX + channel)
    },
    onEvent: (listener) => {
      listeners.push(listener)
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
    },
  }
}
