/** The worker's part of the offline outbox: replay on Background Sync, at start and on request. */
import { OUTBOX_CHANNEL, type OutboxEvent } from '../contract/outbox/action'
import { ReplayInterrupted, replayOutbox, withReplayLock } from '../contract/outbox/replay'
import { getReplayToken } from './access-token'
import { broadcastObservation } from './reachability'

export function createOutboxReplayer(scope: ServiceWorkerGlobalScope) {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  const publish = (event: OutboxEvent) => channel.postMessage(event)
  const locks = scope.navigator.locks

  /** Resolves when the queue is sent; rejects on a network or server error so sync retries later. */
  return function replay(): Promise<void> {
    return withReplayLock(locks, async () => {
      const tokens = new Map<number, string | null>()
      try {
        await replayOutbox({
          fetch: scope.fetch.bind(scope),
          publish,
          observe: broadcastObservation,
          getAccessToken: async (userId) => {
            if (!tokens.has(userId))
              tokens.set(
                userId,
                await getReplayToken(userId, { clients: scope.clients, fetch: scope.fetch.bind(scope), locks }),
              )
            return tokens.get(userId) ?? null
          },
        })
      } finally {
        publish({ type: 'outbox:changed' })
      }
    }).catch((error: unknown) => {
      if (error instanceof ReplayInterrupted) throw error
      throw new ReplayInterrupted(String(error))
    })
  }
}
